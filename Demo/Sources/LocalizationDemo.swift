import Foundation
import SwiftMessages
import UIKit

/// The README's localization samples, compiled with the demo, and a right-to-left message.
enum LocalizationDemo {
  /// The README's sample ("Localization"): an override closure, then the app's own table.
  static func overrideStrings() {
    // 1. A closure: return your text, or nil to keep looking.
    SwiftMessagesLocalization.current.override = { string in
      switch string {
      case .dismiss: return NSLocalizedString("Close message", comment: "")
      case .progress(let percent): return "\(percent) percent uploaded"
      default: return nil
      }
    }

    // 2. Your own strings table (Messages.strings / Messages.stringsdict in your app),
    //    with the keys of SwiftMessagesString.Key ("loading", "hud.progress", "deck.position", …).
    SwiftMessagesLocalization.current.tableName = "Messages"
  }

  /// Goes back to SwiftMessages' own tables.
  static func reset() {
    SwiftMessagesLocalization.current = SwiftMessagesLocalization()
  }

  /// A themed card laid out right to left, as in Arabic or Hebrew: the icon on the right, the
  /// text aligned right; VoiceOver reads the theme word in the user's language.
  static func rightToLeftCard() -> MessageView {
    let view = MessageView.viewFromNib(layout: .cardView)
    view.semanticContentAttribute = .forceRightToLeft
    for subview in view.allSubviews { subview.semanticContentAttribute = .forceRightToLeft }
    view.configureTheme(.warning)
    view.configureContent(title: "لا يوجد اتصال بالشبكة", body: "جارٍ إعادة المحاولة")
    view.button?.isHidden = true
    return view
  }
}

extension UIView {
  /// Every view under this one, depth first, without recursion.
  fileprivate var allSubviews: [UIView] {
    var found: [UIView] = []
    var pending = subviews
    while let next = pending.popLast() {
      found.append(next)
      pending += next.subviews
    }
    return found
  }
}
