import Foundation
import SwiftMessages
import UIKit

/// The README's localization samples, compiled with the demo, and a right-to-left message.
enum LocalizationDemo {
  /// Replaces two of SwiftMessages' strings with the app's own words (README, "Localization").
  static func overrideStrings() {
    SwiftMessagesLocalization.current.override = { string in
      switch string {
      case .dismiss: return NSLocalizedString("Close message", comment: "")
      case .progress(let percent): return "\(percent) percent uploaded"
      default: return nil
      }
    }
  }

  /// Looks strings up in the app's own `Messages.strings` first (README, "Localization").
  static func useAppTable() {
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
