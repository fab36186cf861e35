import Foundation

extension NibLinter {
  /// Labels with a text style that do not follow Dynamic Type changes live.
  func checkDynamicType(_ document: XibDocument) -> [Finding] {
    document.allObjects.compactMap { object in
      guard let label = object.label, let font = label.font, font.isTextStyle,
        !label.adjustsFontForContentSizeCategory
      else { return nil }
      return Finding(
        line: object.line, rule: .dynamicTypeNotLive,
        message: "label \(object.displayName) uses the \(font.textStyleName ?? "") text style but "
          + "not adjustsFontForContentSizeCategory, so it ignores Dynamic Type changes until the "
          + "view is rebuilt; tick \"Automatically Adjusts Font\"")
    }
  }

  /// Images that are not SF Symbols are looked up in the app's bundle once the nib is copied.
  func checkImages(_ document: XibDocument) -> [Finding] {
    let systemImages = Set(document.resources.images.filter { $0.catalog == "system" }.map(\.name))
    return document.allObjects.compactMap { object in
      guard let image = object.image ?? object.button?.image, !image.isSystemImage,
        !systemImages.contains(image.name)
      else { return nil }
      return Finding(
        line: image.line, rule: .imageNotInApp,
        message: "<\(object.elementName)> \(object.displayName) uses image \"\(image.name)\", which "
          + "is not an SF Symbol; once this nib is copied into an app the image is looked up in "
          + "the app's bundle (\"Could not load the \"\(image.name)\" image referenced from a "
          + "nib\"); use an SF Symbol (catalog=\"system\") or add the image to the app's assets")
    }
  }
}
