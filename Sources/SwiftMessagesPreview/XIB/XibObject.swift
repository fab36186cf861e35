import Foundation
import SwiftMessagesCore

#if canImport(CoreGraphics)
// CGRect's Equatable conformance and memberwise initializers live here on Apple platforms.
import CoreGraphics
#endif

/// A top-level object or view (or a non-view such as a `<placeholder>`), kept in the flat
/// ``XibDocument/allObjects`` and linked by index so no walk recurses; element-specific properties
/// are set only for their element, the rest is in ``attributes``.
package struct XibObject: Sendable, Equatable {
  /// The element name, e.g. `view`, `label`, `stackView`.
  package var elementName: String
  /// The object id.
  package var id: String
  /// The name shown in Interface Builder's outline, e.g. `Background view`.
  package var userLabel: String?
  /// The custom class, e.g. `MessageView`; `nil` for the plain UIKit class.
  package var customClass: String?
  /// The module of the custom class, e.g. `SwiftMessages`.
  package var customModule: String?
  /// `target` when the module is inherited from the target being built.
  package var customModuleProvider: String?
  /// The design-time frame, if recorded.
  package var frame: CGRect?
  /// Autoresizing flags that are on, e.g. `flexibleMaxX`, `widthSizable`.
  package var autoresizingMask: Set<String>
  /// Every attribute as written, for properties the model does not type.
  package var attributes: [String: String]
  /// This object's position in ``XibDocument/allObjects``.
  package var index: Int
  /// The position of the view whose `<subviews>` hold this object; `nil` for top-level objects.
  package var parentIndex: Int?
  /// The positions of the subviews in ``XibDocument/allObjects``, in order (arranged subviews
  /// for a stack view).
  package var subviewIndices: [Int]
  /// Constraints held by this view.
  package var constraints: [XibConstraint]
  /// Outlets and actions whose source is this object.
  package var connections: [XibConnection]
  /// Colours by property, in document order.
  package var colors: [XibColor]
  /// The nib's `directionalLayoutMargins` (leading as left), else its `layoutMargins`, if set.
  package var layoutMargins: LayoutInsets?
  /// Layout guides such as the safe area, each named by its key.
  package var layoutGuides: [XibIdentifiedElement]
  /// User-defined runtime attributes.
  package var runtimeAttributes: [XibRuntimeAttribute]
  /// Size-class variations.
  package var variations: [XibVariation]
  /// Stack view properties (for `<stackView>` only).
  package var stack: XibStackProperties?
  /// Label properties (for `<label>` only).
  package var label: XibLabelProperties?
  /// The image of an `<imageView>`, if any.
  package var image: XibImageProperties?
  /// Button properties (for `<button>` only).
  package var button: XibButtonProperties?
  /// The line of the start tag.
  package var line: Int

  /// UIKit classes of the view elements Interface Builder writes.
  package static let uikitClasses: [String: String] = [
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
  package var isView: Bool { Self.uikitClasses[elementName] != nil }

  /// The UIKit class of the element, e.g. `UILabel`; `nil` for non-view objects.
  package var uikitClass: String? { Self.uikitClasses[elementName] }

  /// The class the nib instantiates: ``customClass`` or the element's UIKit class.
  package var className: String { customClass ?? uikitClass ?? elementName }

  /// Whether the module is inherited from the target being built (`customModuleProvider="target"`).
  package var inheritsModuleFromTarget: Bool { customModuleProvider == "target" }

  /// Whether this placeholder is File's Owner.
  package var isFilesOwner: Bool { attributes["placeholderIdentifier"] == "IBFilesOwner" || id == "-1" }

  /// A readable name for messages: the user label or class, and the id.
  package var displayName: String { "\(userLabel ?? className) (id \(id))" }

  /// The colour for `key`, e.g. `backgroundColor`.
  package func color(_ key: String) -> XibColor? { colors.first { $0.key == key } }
}
