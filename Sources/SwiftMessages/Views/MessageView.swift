#if canImport(UIKit) && !os(watchOS)
import UIKit

/// The standard message view (SwiftMessages 10's `MessageView`): optional title, body, icon
/// (image or emoji) and button outlets, wired in the bundled nibs, with theming and content
/// helpers (see `MessageView+Configure.swift`) and VoiceOver support.
///
/// ```swift
/// let view = MessageView.viewFromNib(layout: .cardView)
/// view.configureTheme(.warning)
/// view.configureDropShadow()
/// view.configureContent(title: "Warning", body: "Consider yourself warned.", iconText: "🤔")
/// SwiftMessages.show(view: view)
/// ```
open class MessageView: BaseView, Identifiable, AccessibleMessage, HapticMessage {
  /// The bundled layouts, named after their nibs.
  public enum Layout: String, CaseIterable {
    /// Full-width banner (`MessageView.xib`).
    case messageView = "MessageView"
    /// Floating card with rounded corners (`CardView.xib`).
    case cardView = "CardView"
    /// Card attached to the edge, rounded on the other side (`TabView.xib`).
    case tabView = "TabView"
    /// A 20 pt status line with one small label (`StatusLine.xib`).
    case statusLine = "StatusLine"
    /// A centred card with a vertical stack, for `.center` (`CenteredView.xib`).
    case centeredView = "CenteredView"
  }

  // MARK: - Outlets

  /// The title label. `nil` in the status line layout.
  @IBOutlet open var titleLabel: UILabel?
  /// The body label.
  @IBOutlet open var bodyLabel: UILabel?
  /// The icon image view (hidden when no image is configured).
  @IBOutlet open var iconImageView: UIImageView?
  /// The emoji icon label (hidden when no text is configured).
  @IBOutlet open var iconLabel: UILabel?
  /// The button; its taps call ``buttonTapHandler``.
  @IBOutlet open var button: UIButton? {
    didSet {
      oldValue?.removeTarget(self, action: #selector(buttonTapped(_:)), for: .touchUpInside)
      button?.addTarget(self, action: #selector(buttonTapped(_:)), for: .touchUpInside)
    }
  }

  /// Called when ``button`` is tapped. `nil` by default.
  open var buttonTapHandler: ((_ button: UIButton) -> Void)?

  @objc func buttonTapped(_ button: UIButton) {
    buttonTapHandler?(button)
  }

  /// The haptic played when the message appears; wins over `Config.haptic`. `nil` by default;
  /// `configureTheme(_:iconStyle:includeHaptic: true)` sets the theme's.
  open var defaultHaptic: SwiftMessages.Haptic?

  /// What `showContentSkeleton()` changed on the view, given back by `revealContent(_:)`.
  var contentSkeletonRecord = ContentSkeletonRecord()

  /// The indicator ``configureActivityIndicator(isAnimating:)`` added; `nil` for none or `HUDView`'s.
  var inlineActivity: InlineActivityIndicatorView?

  /// The arc indicator ``configureActivityIndicator(isAnimating:)`` added, to style it
  /// (`color`, `arcStyle`); `nil` by default, and again once it is stopped. A `HUDView`'s
  /// indicator is its `activityIndicatorView` outlet instead.
  public var inlineActivityIndicator: ActivityIndicatorView? { inlineActivity }

  // MARK: - Activity

  /// Shows a running arc activity indicator in the message ("Syncing…" in a status line), or
  /// stops it.
  ///
  /// ```swift
  /// let view = MessageView.viewFromNib(layout: .statusLine)
  /// view.configureContent(body: "Syncing…")
  /// view.configureActivityIndicator()
  /// SwiftMessages.show(view: view)
  /// ```
  ///
  /// On a `HUDView` its nib's indicator (`activityIndicatorView`) is started or stopped where
  /// the nib put it. On other message views an ``ActivityIndicatorView``
  /// (``inlineActivityIndicator``) is added and laid out by Auto Layout like any other
  /// subview; the core's `InlineIndicatorSlot` picks its place from the outlets the nib wires:
  ///
  /// - The icon's place (`MessageView`, `CardView`, `TabView`, `CenteredView`): it is inserted
  ///   into the icon's stack view at the icon's index (or, for an icon outside a stack view,
  ///   centred on it), 20 pt square, and `iconImageView` and `iconLabel` are hidden while it
  ///   spins. The `configure…` methods that set the icon still work meanwhile: the icon shows
  ///   as configured once the indicator stops.
  /// - Without an icon outlet (`StatusLine`, or a customised nib without one): before the body
  ///   label (the title when the body is hidden), as tall as a line of its font (14 pt beside
  ///   the status line's caption1, following Dynamic Type), 5 pt from the label's leading
  ///   edge and centred on it vertically. It sits in the space before the label (the status
  ///   line's 30 pt margin addition) and never goes past the leading edge of the message's
  ///   background; a label flush with that edge has it over its start. Leading is the
  ///   layout direction's: on the right in right-to-left layouts.
  /// - Without a shown label either: centred in the message.
  ///
  /// The labels' text is never changed. The indicator takes the labels' text colour (so
  /// `configureTheme` keeps its contrast) and follows later changes of it.
  ///
  /// VoiceOver reads the message with no separate "Loading" element: the text says what is in
  /// progress, and a message without a title or body reads "Loading" (after its prefix). On a
  /// shown message the element keeps up: its label follows the new message while it still
  /// reads what the presenter gave it (an app's own label is kept), and it has the
  /// `.updatesFrequently` trait while the added indicator runs, so VoiceOver picks up text
  /// changes such as a count (`bodyLabel?.text = "Syncing 3 of 10…"`).
  ///
  /// Calling it again with the same value changes nothing.
  ///
  /// - Parameter isAnimating: `true` (the default) shows and starts the indicator; `false`
  ///   stops it, removes the one this method added and shows the icons again as configured (a
  ///   `HUDView`'s indicator is stopped, and hidden while its `hidesWhenStopped` is on).
  open func configureActivityIndicator(isAnimating: Bool = true) {
    updateActivityIndicator(isAnimating: isAnimating)
  }

  // MARK: - Identity

  private var customID: String?

  /// The message's id for de-duplication, `hide(id:)` and counting. Set it explicitly, or it
  /// is derived from the title and body text (`"MessageView:title=…, body=…"`, never
  /// containing `Optional(…)`).
  open var id: String {
    get { customID ?? MessageText.defaultID(title: titleLabel?.text, body: bodyLabel?.text) }
    set { customID = newValue }
  }

  // MARK: - Accessibility

  /// Read before the title and body, for example "Warning". Set by `configureTheme(_:)`;
  /// `nil` by default.
  open var accessibilityPrefix: String?

  /// The prefix, title and body joined with ", ", as VoiceOver announces them; "Loading"
  /// instead of a missing title and body while the indicator of
  /// ``configureActivityIndicator(isAnimating:)`` runs.
  open var accessibilityMessage: String? {
    MessageText.accessibilityMessage(
      prefix: accessibilityPrefix, title: titleLabel?.text, body: bodyLabel?.text,
      isLoading: isActivityIndicatorRunning)
  }

  /// The element that carries the message: the background view.
  open var accessibilityElement: NSObject? { backgroundView }

  /// The accessible controls inside the background (for example the button), in order. Not the
  /// activity indicator: ``accessibilityMessage`` already says the message is loading.
  open var additionalAccessibilityElements: [NSObject]? {
    let indicators = (inlineActivity, nibActivityIndicator)
    var elements: [NSObject] = []
    func collect(_ view: UIView) {
      for subview in view.subviews
      where !subview.isHidden && subview !== indicators.0 && subview !== indicators.1 {
        if subview.isAccessibilityElement {
          elements.append(subview)
        } else {
          collect(subview)
        }
      }
    }
    if let backgroundView { collect(backgroundView) }
    return elements
  }

  // MARK: - Dynamic Type

  open override func awakeFromNib() {
    super.awakeFromNib()
    // Nibs written before Dynamic Type was live keep their text styles but not the flag.
    for case let label? in [titleLabel, bodyLabel, button?.titleLabel] {
      label.adjustsFontForContentSizeCategory = true
    }
  }

  // MARK: - Layout

  open override func layoutSubviews() {
    super.layoutSubviews()
    refreshInlineActivity()
  }
}
#endif
