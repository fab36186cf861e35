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

  /// The arc activity indicator. `nil` by default; connected in `HUDView.xib` (and any nib of
  /// yours that places one), or added beside the body text by
  /// ``configureActivityIndicator(isAnimating:)``. Replacing or clearing the one that method
  /// added removes it from the view.
  @IBOutlet open var activityIndicatorView: ActivityIndicatorView? {
    didSet {
      guard let inline = inlineActivity, inline.indicator !== activityIndicatorView else { return }
      removeInlineActivity(inline)
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

  /// The indicator ``configureActivityIndicator(isAnimating:)`` added beside the text, and the
  /// label it moved; `nil` when there is none (or the indicator came from the nib).
  var inlineActivity: InlineActivity?

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
  /// When the nib connects ``activityIndicatorView`` (`HUDView.xib`, or your own layout) that
  /// indicator is started or stopped where the nib put it. Otherwise an
  /// ``ActivityIndicatorView`` is added and laid out by ``InlineIndicatorLayout``: as tall as
  /// a line of the body's font, before the text in reading order (on its right in
  /// right-to-left layouts), the pair centred, leading- or trailing-aligned like the text (the
  /// body label is moved with a horizontal `transform`), on the first line of a wrapping text,
  /// in the padding when the text fills the label. Without a visible body label it accompanies
  /// the title, and without either it is centred. It takes the label's text colour (so
  /// `configureTheme` keeps its contrast) and follows Dynamic Type, theme and content changes
  /// made through the `configure…` methods; after setting a label's text directly, call
  /// `setNeedsLayout()`.
  ///
  /// VoiceOver reads the message as before, with no separate "Loading" element: the text says
  /// what is in progress, and a message without a title or body is read as "Loading".
  ///
  /// Calling it again with the same value changes nothing.
  ///
  /// - Parameter isAnimating: `true` (the default) shows and starts the indicator; `false`
  ///   stops it, removes the one this method added and puts the text back (a nib's indicator
  ///   is stopped, and hidden while its `hidesWhenStopped` is on).
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
  /// instead of a missing title and body while ``activityIndicatorView`` animates.
  open var accessibilityMessage: String? {
    MessageText.accessibilityMessage(
      prefix: accessibilityPrefix, title: titleLabel?.text, body: bodyLabel?.text,
      isLoading: activityIndicatorView?.isAnimating() ?? false)
  }

  /// The element that carries the message: the background view.
  open var accessibilityElement: NSObject? { backgroundView }

  /// The accessible controls inside the background (for example the button), in order. Not
  /// ``activityIndicatorView``: ``accessibilityMessage`` already says the message is loading.
  open var additionalAccessibilityElements: [NSObject]? {
    var elements: [NSObject] = []
    func collect(_ view: UIView) {
      for subview in view.subviews where !subview.isHidden && subview !== activityIndicatorView {
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
    // The labels' fonts follow the text size: the indicator beside them follows the fonts.
    if previousTraitCollection?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory {
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
