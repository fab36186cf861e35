import Foundation

#if canImport(CoreGraphics)
// CGRect's Equatable conformance and memberwise initializers live here on Apple platforms.
import CoreGraphics
#endif

/// A top-level object or a view in the hierarchy: `<view>`, `<label>`, `<imageView>`,
/// `<button>`, `<stackView>`… or a non-view object such as a `<tapGestureRecognizer>`.
///
/// Objects live in one flat list, ``XibDocument/allObjects``, and refer to their subviews and
/// superview by position in it (``subviewIndices``, ``parentIndex``), so no walk over a nib
/// recurses however deeply its views nest. ``XibDocument/subviews(of:)`` returns the subviews.
///
/// Element-specific properties (``stack``, ``label``, ``image``, ``button``) are set only for
/// the matching element; everything else is available in ``attributes``.
public struct XibObject: Sendable, Equatable {
  /// The element name, e.g. `view`, `label`, `stackView`.
  public var elementName: String
  /// The object id.
  public var id: String
  /// The name shown in Interface Builder's outline, e.g. `Background view`.
  public var userLabel: String?
  /// The custom class, e.g. `MessageView`; `nil` for the plain UIKit class.
  public var customClass: String?
  /// The module of the custom class, e.g. `SwiftMessages`.
  public var customModule: String?
  /// `target` when the module is inherited from the target being built.
  public var customModuleProvider: String?
  /// The design-time frame, if recorded.
  public var frame: CGRect?
  /// Autoresizing flags that are on, e.g. `flexibleMaxX`, `widthSizable`.
  public var autoresizingMask: Set<String>
  /// Every attribute as written, for properties the model does not type.
  public var attributes: [String: String]
  /// This object's position in ``XibDocument/allObjects``.
  public var index: Int
  /// The position of the view whose `<subviews>` hold this object; `nil` for top-level objects.
  public var parentIndex: Int?
  /// The positions of the subviews in ``XibDocument/allObjects``, in order (arranged subviews
  /// for a stack view).
  public var subviewIndices: [Int]
  /// Constraints held by this view.
  public var constraints: [XibConstraint]
  /// Outlets and actions whose source is this object.
  public var connections: [XibConnection]
  /// Colours by property, in document order.
  public var colors: [XibColor]
  /// `layoutMargins`, if set.
  public var layoutMargins: XibInsets?
  /// `directionalLayoutMargins`, if set.
  public var directionalLayoutMargins: XibInsets?
  /// Layout guides such as the safe area.
  public var layoutGuides: [XibLayoutGuide]
  /// User-defined runtime attributes.
  public var runtimeAttributes: [XibRuntimeAttribute]
  /// The accessibility configuration, if any.
  public var accessibility: XibAccessibility?
  /// Size-class variations.
  public var variations: [XibVariation]
  /// Stack view properties (for `<stackView>` only).
  public var stack: XibStackProperties?
  /// Label properties (for `<label>` only).
  public var label: XibLabelProperties?
  /// The image of an `<imageView>`, if any.
  public var image: XibImageProperties?
  /// Button properties (for `<button>` only).
  public var button: XibButtonProperties?
  /// The line of the start tag.
  public var line: Int

  /// UIKit classes of the view elements Interface Builder writes.
  public static let uikitClasses: [String: String] = [
    "view": "UIView", "label": "UILabel", "imageView": "UIImageView", "button": "UIButton",
    "stackView": "UIStackView", "scrollView": "UIScrollView", "textField": "UITextField",
    "textView": "UITextView", "switch": "UISwitch", "slider": "UISlider",
    "activityIndicatorView": "UIActivityIndicatorView", "progressView": "UIProgressView",
    "segmentedControl": "UISegmentedControl", "visualEffectView": "UIVisualEffectView",
    "tableView": "UITableView", "collectionView": "UICollectionView",
    "pageControl": "UIPageControl", "datePicker": "UIDatePicker", "pickerView": "UIPickerView",
    "tableViewCell": "UITableViewCell", "collectionViewCell": "UICollectionViewCell",
    "collectionReusableView": "UICollectionReusableView", "stepper": "UIStepper",
    "searchBar": "UISearchBar", "toolbar": "UIToolbar", "navigationBar": "UINavigationBar",
    "tabBar": "UITabBar", "mapView": "MKMapView", "wkWebView": "WKWebView", "webView": "UIWebView",
    "control": "UIControl", "tableViewCellContentView": "UITableViewCellContentView",
    "collectionViewCellContentView": "UIView", "tableViewHeaderFooterView": "UITableViewHeaderFooterView",
    "glkView": "GLKView", "mtkView": "MTKView", "skView": "SKView", "sceneKitView": "SCNView",
    "arscnView": "ARSCNView", "arskView": "ARSKView", "containerView": "UIView",
  ]

  /// Whether the element is a view (as opposed to a gesture recognizer or custom object).
  public var isView: Bool { Self.uikitClasses[elementName] != nil }

  /// The UIKit class of the element, e.g. `UILabel`; `nil` for non-view objects.
  public var uikitClass: String? { Self.uikitClasses[elementName] }

  /// The class the nib instantiates: ``customClass`` or the element's UIKit class.
  public var className: String { customClass ?? uikitClass ?? elementName }

  /// Whether the module is inherited from the target being built (`customModuleProvider="target"`).
  public var inheritsModuleFromTarget: Bool { customModuleProvider == "target" }

  /// A readable name for messages: the user label or class, and the id.
  public var displayName: String { "\(userLabel ?? className) (id \(id))" }

  /// The colour for `key`, e.g. `backgroundColor`.
  public func color(_ key: String) -> XibColor? { colors.first { $0.key == key } }
}
