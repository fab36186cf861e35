import SwiftMessages
import SwiftUI
import UIKit

/// Exercises skeletons: a rounded, clipping profile card (its hero image's placeholder takes
/// the card's corners) that loads progressively (solid, gradient shimmer, pulse, grace and
/// minimum time; the name first, then the rest), a skeletonised message card that fills in,
/// and the SwiftUI modifier.
final class SkeletonDemoViewController: UIViewController {
  private let avatar = UIImageView()
  private let name = UILabel()
  private let bio = UILabel()
  private let follow = UIButton(type: .system)
  private let card = UIStackView()
  /// The rounded card that clips: its hero image's placeholder is rounded at the top.
  private let box = UIView()
  private let hero = UIImageView()

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Skeletons"
    view.backgroundColor = .systemBackground
    buildCard()
    navigationItem.rightBarButtonItems = [
      UIBarButtonItem(title: "Load", style: .plain, target: self, action: #selector(load)),
      UIBarButtonItem(title: "Card", style: .plain, target: self, action: #selector(messageCard)),
      UIBarButtonItem(title: "SwiftUI", style: .plain, target: self, action: #selector(swiftUI)),
    ]
  }

  private func buildCard() {
    avatar.layer.cornerRadius = 32
    avatar.clipsToBounds = true
    avatar.backgroundColor = .secondarySystemBackground
    avatar.widthAnchor.constraint(equalToConstant: 64).isActive = true
    avatar.heightAnchor.constraint(equalToConstant: 64).isActive = true
    name.font = .preferredFont(forTextStyle: .headline)
    bio.font = .preferredFont(forTextStyle: .body)
    bio.numberOfLines = 3
    follow.setTitle("Follow", for: .normal)
    let texts = UIStackView(arrangedSubviews: [name, bio, follow])
    texts.axis = .vertical
    texts.spacing = 8
    texts.alignment = .leading
    card.addArrangedSubview(avatar)
    card.addArrangedSubview(texts)
    card.spacing = 16
    card.alignment = .top
    box.layer.cornerRadius = 16
    box.clipsToBounds = true
    box.backgroundColor = .secondarySystemBackground
    hero.backgroundColor = .tertiarySystemBackground
    hero.contentMode = .scaleAspectFill
    for subview in [box, hero, card] as [UIView] { subview.translatesAutoresizingMaskIntoConstraints = false }
    box.addSubview(hero)
    box.addSubview(card)
    view.addSubview(box)
    NSLayoutConstraint.activate([
      box.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
      box.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      box.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
      hero.topAnchor.constraint(equalTo: box.topAnchor),
      hero.leadingAnchor.constraint(equalTo: box.leadingAnchor),
      hero.trailingAnchor.constraint(equalTo: box.trailingAnchor),
      hero.heightAnchor.constraint(equalToConstant: 120),
      card.topAnchor.constraint(equalTo: hero.bottomAnchor, constant: 16),
      card.leadingAnchor.constraint(equalTo: box.leadingAnchor, constant: 16),
      card.trailingAnchor.constraint(equalTo: box.trailingAnchor, constant: -16),
      card.bottomAnchor.constraint(equalTo: box.bottomAnchor, constant: -16),
    ])
    // Opt the hierarchy in: root, containers, leaves.
    for skeletonable in [view, box, hero, card, texts, avatar, name, bio, follow] as [UIView] {
      skeletonable.isSkeletonable = true
    }
    name.text = "Placeholder name"
    bio.text = "Placeholder bio"
  }

  @objc private func load() {
    // Shown only if loading takes longer than 0.15 s, then for at least 0.3 s.
    view.showAnimatedGradientSkeleton(timing: SkeletonTiming.standard)
    // Progressive reveal: the name arrives first, the rest a second later.
    DispatchQueue.main.asyncAfter(deadline: .now() + 1) { [weak self] in
      guard let self else { return }
      self.name.text = "Ada Lovelace"
      self.name.hideSkeleton()
    }
    DispatchQueue.main.asyncAfter(deadline: .now() + 2) { [weak self] in
      guard let self else { return }
      self.hero.image = UIImage(systemName: "sparkles")
      self.bio.text = "Wrote the first program, for a machine that did not exist yet."
      self.avatar.image = UIImage(systemName: "person.crop.circle.fill")
      self.view.hideSkeleton()
    }
  }

  @objc private func messageCard() {
    let message = MessageView.viewFromNib(layout: .cardView)
    message.configureDropShadow()
    message.showContentSkeleton()
    var config = SwiftMessages.Config()
    config.duration = .seconds(seconds: 4)
    SwiftMessages.show(config: config, view: message)
    DispatchQueue.main.asyncAfter(deadline: .now() + 1.5) {
      message.revealContent { view in
        view.configureTheme(.success)
        view.configureContent(title: "Order shipped", body: "Arriving Thursday.")
        view.button?.isHidden = true
      }
    }
  }

  @objc private func swiftUI() {
    if #available(iOS 14.0, *) {
      navigationController?.pushViewController(
        UIHostingController(rootView: SkeletonSwiftUIDemo()), animated: true)
    }
  }
}

@available(iOS 14.0, *)
struct SkeletonSwiftUIDemo: View {
  @State private var loaded = false

  var body: some View {
    VStack(alignment: .leading, spacing: 12) {
      ForEach(0..<5) { index in
        HStack {
          Circle().frame(width: 44, height: 44)
          VStack(alignment: .leading) {
            Text(loaded ? "Row \(index)" : "Placeholder title").font(.headline)
            Text(loaded ? "Loaded detail text" : "Placeholder detail text that wraps").font(.subheadline)
          }
        }
        .skeleton(isActive: !loaded)
      }
      Button(loaded ? "Reload" : "Finish loading") { loaded.toggle() }
    }
    .padding()
  }
}
