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
  var contentSkeletonChanges: ContentSkeletonChanges?

  /// The indicator ``configureActivityIndicator(isAnimating:)`` added beside the text and the
  /// room it made there; `nil` when there is none (or the indicator is `HUDView`'s).
  var inlineActivity: InlineActivity?

  /// The arc indicator ``configureActivityIndicator(isAnimating:)`` added beside the text, to
  /// style it (`color`, `arcStyle`); `nil` by default, and again once it is stopped. A
  /// `HUDView`'s indicator is its `activityIndicatorView` outlet instead.
  public var inlineActivityIndicator: ActivityIndicatorView? { inlineActivity?.indicator }

  // MARK: - Activity

  /// Shows a running arc activity indicator beside the body text ("Syncing…" in a status
  /// line), or stops it.
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
  /// (``inlineActivityIndicator``) is added beside the text, laid out by
  /// `InlineIndicatorLayout`:
  ///
  /// - It goes with the first label that shows text, the body then the title (a visible but
  ///   empty body leaves it to the title); without text, alone where the first shown label's
  ///   text would be; without a shown label, centred in the message's layout margins (below the
  ///   status bar and the notch).
  /// - It is as tall as a line of that label's font (14 pt beside the status line's caption1)
  ///   and sits before the text in reading order, on the first line. The label's text makes
  ///   room for it: its first line is indented by the indicator and its spacing (19 pt beside
  ///   caption1) on the paragraph's head side, so UILabel wraps, truncates and aligns the text
  ///   around it. A centred text and its indicator are centred together; a leading-aligned
  ///   text starts after it; right-to-left text has it on its right. The label's frame,
  ///   `transform` and text are not otherwise changed (its `text` reads the same).
  /// - It stays between its neighbours in its row (the icon, the button).
  /// - It takes the label's text colour (so `configureTheme` keeps its contrast).
  ///
  /// While it shows, the labels' text, attributed text, font, alignment and visibility are
  /// observed: `bodyLabel?.text = "Syncing 3 of 10…"` lays it out again, as do Dynamic Type,
  /// display scale and layout direction changes.
  ///
  /// VoiceOver reads the message with no separate "Loading" element: the text says what is in
  /// progress, and a message without a title or body reads "Loading" (after its prefix). On a
  /// shown message the element keeps up: its label follows the new message while it still
  /// reads what the presenter gave it (an app's own label is kept), and it has the
  /// `.updatesFrequently` trait while the added indicator runs, so VoiceOver picks up text
  /// changes such as a count.
  ///
  /// Calling it again with the same value changes nothing.
  ///
  /// - Parameter isAnimating: `true` (the default) shows and starts the indicator; `false`
  ///   stops it, removes the one this method added and puts the label's text back exactly (a
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
    let indicators = [inlineActivity?.indicator, nibActivityIndicator].compactMap { $0 }
    var elements: [NSObject] = []
    func collect(_ view: UIView) {
      for subview in view.subviews where !subview.isHidden && !indicators.contains(where: { $0 === subview })
      {
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
    for label in [titleLabel, bodyLabel, button?.titleLabel].compactMap({ $0 }) {
      label.adjustsFontForContentSizeCategory = true
    }
  }

  open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    // The labels' fonts follow the text size, the indent's side the layout direction, and the
    // pixel grid the display scale: the indicator follows them all.
    let previous = previousTraitCollection
    if previous?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory
      || previous?.displayScale != traitCollection.displayScale
      || previous?.layoutDirection != traitCollection.layoutDirection
    {
      setActivityLayoutNeeded()
    }
  }

  // MARK: - Layout

  open override func layoutSubviews() {
    super.layoutSubviews()
    layoutInlineActivity()
  }
}
#endif
