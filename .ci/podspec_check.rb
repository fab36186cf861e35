# Evaluates SwiftMessages.podspec against a small stand-in for CocoaPods' Pod::Spec DSL (no gem
# needed) and checks it against the repository. Usage:
#   ruby .ci/podspec_check.rb [PODSPEC] [--root DIR]
# Exit status 0 when the podspec is sound, 1 with one line per problem otherwise.
require 'set'

module Pod
  class Spec
    # Attributes a spec or subspec may set. Anything else is a typo CocoaPods would reject.
    ATTRIBUTES = %w[
      name version summary description homepage license author authors source platform
      swift_version swift_versions frameworks weak_frameworks libraries requires_arc
      pod_target_xcconfig user_target_xcconfig default_subspec default_subspecs source_files
      resource_bundles resources exclude_files preserve_paths module_name static_framework
      dependency documentation_url social_media_url readme changelog screenshots
    ].freeze

    attr_reader :values, :subspecs, :parent, :problems, :platform_deployments

    def initialize(parent = nil, name = nil)
      @parent = parent
      @values = {}
      @subspecs = []
      @platform_deployments = {}
      @problems = parent ? parent.problems : []
      @values['name'] = name if name
      yield self if block_given?
    end

    def self.new(*args, &block)
      spec = allocate
      spec.send(:initialize, *args, &block)
      $evaluated_spec ||= spec if spec.parent.nil?
      spec
    end

    def subspec(name, &block)
      @subspecs << Spec.new(self, name, &block)
    end

    def full_name
      parent ? "#{parent.full_name}/#{values['name']}" : values['name'].to_s
    end

    # `s.ios.deployment_target = '13.0'`
    class PlatformProxy
      def initialize(spec, platform)
        @spec = spec
        @platform = platform
      end

      def deployment_target=(value)
        @spec.platform_deployments[@platform] = value
      end

      def method_missing(name, *args)
        n = name.to_s.chomp('=')
        return super unless ATTRIBUTES.include?(n)
        @spec.values["#{@platform}.#{n}"] = args.first
      end

      def respond_to_missing?(name, include_private = false)
        ATTRIBUTES.include?(name.to_s.chomp('=')) || super
      end
    end

    %w[ios osx tvos watchos visionos].each do |platform|
      define_method(platform) { PlatformProxy.new(self, platform) }
    end

    def dependency(*args)
      (@values['dependency'] ||= []) << args
    end

    def method_missing(name, *args)
      attribute = name.to_s.chomp('=')
      if ATTRIBUTES.include?(attribute) && name.to_s.end_with?('=')
        @values[attribute] = args.size == 1 ? args.first : args
      elsif ATTRIBUTES.include?(attribute) && args.empty?
        @values[attribute]
      else
        @problems << "#{full_name}: unknown attribute `#{name}` (CocoaPods would reject the podspec)"
        nil
      end
    end

    def respond_to_missing?(name, include_private = false)
      ATTRIBUTES.include?(name.to_s.chomp('=')) || super
    end
  end
end

# CocoaPods glob semantics: `**`, `*`, `?`, `{a,b}`; a pattern naming a directory takes the
# files inside it.
def expand(root, pattern)
  Dir.glob(pattern, File::FNM_EXTGLOB, base: root).flat_map do |match|
    full = File.join(root, match)
    if File.directory?(full)
      Dir.glob('**/*', base: full).map { |inner| File.join(match, inner) }
         .select { |path| File.file?(File.join(root, path)) }
    else
      [match]
    end
  end.to_set
end

def list(value)
  case value
  when nil then []
  when Array then value.flatten
  else [value]
  end
end

podspec = 'SwiftMessages.podspec'
root = Dir.pwd
args = ARGV.dup
while (arg = args.shift)
  if arg == '--root'
    root = args.shift
  else
    podspec = arg
  end
end
root = File.expand_path(root)
podspec = File.expand_path(podspec, root)

problems = []
begin
  Dir.chdir(root) { eval(File.read(podspec), binding, podspec) } # rubocop:disable Security/Eval
rescue SyntaxError, StandardError => e
  puts "#{File.basename(podspec)}: cannot be evaluated: #{e.message}"
  exit 1
end
spec = $evaluated_spec
unless spec
  puts "#{File.basename(podspec)}: defines no Pod::Spec"
  exit 1
end
problems.concat(spec.problems)
v = spec.values
name = File.basename(podspec)

%w[name version summary homepage license source swift_version].each do |key|
  problems << "#{name}: `#{key}` is missing" if v[key].nil? || v[key].to_s.empty?
end
problems << "#{name}: `author` or `authors` is missing" unless v['author'] || v['authors']
if v['version'] && v['version'] !~ /\A\d+\.\d+\.\d+(-[0-9A-Za-z.]+)?\z/
  problems << "#{name}: version #{v['version'].inspect} is not a semantic version"
end
license = v['license']
if license.is_a?(Hash) && license[:file] && !File.file?(File.join(root, license[:file]))
  problems << "#{name}: the license file #{license[:file]} does not exist"
end
source = v['source']
unless source.is_a?(Hash) && source[:git] && (source[:tag] || source[:commit] || source[:branch])
  problems << "#{name}: `source` needs :git and a :tag"
end

package = File.read(File.join(root, 'Package.swift'))
package_ios = package[/\.iOS\(\.v(\d+)(?:_(\d+))?\)/] && [$1, $2 || '0'].join('.')
platform = list(v['platform'])
deployment = spec.platform_deployments['ios'] || (platform[0].to_s == 'ios' ? platform[1] : nil)
if deployment.nil?
  problems << "#{name}: no iOS deployment target"
elsif package_ios && Gem::Version.new(deployment) != Gem::Version.new(package_ios)
  problems << "#{name}: iOS deployment target #{deployment} differs from Package.swift's #{package_ios}"
end

# The language mode: CocoaPods writes `swift_version` into the target's SWIFT_VERSION build
# setting, which wins over any xcconfig value; it must be the mode Package.swift gives the
# UIKit target (Swift 5 there, on purpose).
package_mode = package[/name: "SwiftMessages",.*?swiftLanguageMode\(\.v(\d+)\)/m, 1]
([v] + spec.subspecs.map(&:values)).each do |values|
  xcconfig = values['pod_target_xcconfig']
  if xcconfig.is_a?(Hash) && xcconfig.key?('SWIFT_VERSION')
    problems << "#{name}: pod_target_xcconfig sets SWIFT_VERSION, which the target's own setting from swift_version overrides; set swift_version instead"
  end
end
if package_mode && v['swift_version'] && v['swift_version'].to_s.split('.').first != package_mode
  problems << "#{name}: swift_version #{v['swift_version']} builds in Swift #{v['swift_version'].to_s.split('.').first} mode; Package.swift builds the UIKit layer in Swift #{package_mode} mode"
end

lookup = File.read(File.join(root, 'Sources/SwiftMessagesCore/Nib/NibLookup.swift'))
bundle_name = lookup[/resourceBundleName = "([^"]+)"/, 1]
problems << 'NibLookup.swift: no resourceBundleName found' unless bundle_name

subspecs = spec.subspecs
names = subspecs.map { |s| s.values['name'] }
default = list(v['default_subspec'] || v['default_subspecs'])
default.each do |d|
  problems << "#{name}: default_subspec '#{d}' names no subspec (subspecs: #{names.join(', ')})" unless names.include?(d)
end

swift_sources = Dir.glob('Sources/{SwiftMessagesCore,SwiftMessages}/**/*.swift', base: root).to_set
library_folders = ['Sources/SwiftMessagesCore', 'Sources/SwiftMessages']
other_modules = Dir.glob('Sources/*', base: root).select { |d| File.directory?(File.join(root, d)) } - library_folders
forbidden = Dir.glob("{#{(other_modules + %w[Tests Demo]).join(',')}}/**/*", base: root)
               .select { |f| File.file?(File.join(root, f)) }.to_set
resources_needed = Dir.glob('{Resources/Nibs/*.xib,Resources/Localization/*.lproj/*}', base: root).to_set
bundle_globs = {}

(subspecs.empty? ? [spec] : subspecs).each do |sub|
  label = sub.full_name
  globs = list(sub.values['source_files'])
  problems << "#{label}: no source_files" if globs.empty?
  files = Set.new
  globs.each do |glob|
    matched = expand(root, glob)
    problems << "#{label}: source_files glob '#{glob}' matches no file" if matched.empty?
    files.merge(matched)
  end
  list(sub.values['exclude_files']).each { |glob| files.subtract(expand(root, glob)) }
  missing = swift_sources - files
  problems << "#{label}: source_files miss #{missing.size} Swift file(s), e.g. #{missing.min}" unless missing.empty?
  stray = files & forbidden
  problems << "#{label}: source_files include #{stray.min} (not part of the library)" unless stray.empty?

  resources = Set.new
  bundles = sub.values['resource_bundles'] || {}
  bundles.each do |bundle, bundle_patterns|
    list(bundle_patterns).each do |glob|
      matched = expand(root, glob)
      problems << "#{label}: resource glob '#{glob}' matches no file" if matched.empty?
      resources.merge(matched)
    end
    if bundle_name && bundle != bundle_name
      problems << "#{label}: resource bundle '#{bundle}' is not the one the code looks for ('#{bundle_name}')"
    end
    if bundle_globs.key?(bundle) && bundle_globs[bundle] != list(bundle_patterns).sort
      problems << "#{label}: resource bundle '#{bundle}' has other globs than in another subspec"
    end
    bundle_globs[bundle] = list(bundle_patterns).sort
  end
  list(sub.values['resources']).each do |glob|
    matched = expand(root, glob)
    problems << "#{label}: resources glob '#{glob}' matches no file" if matched.empty?
    resources.merge(matched)
  end
  missing_resources = resources_needed - resources
  unless missing_resources.empty?
    problems << "#{label}: resources miss #{missing_resources.size} file(s), e.g. #{missing_resources.min}"
  end
end

readme = File.join(root, 'README.md')
if File.file?(readme)
  text = File.read(readme)
  # Only this package's lines: SwiftPM's `from:` (up to the next major version) and a
  # CocoaPods requirement, compared as the package managers read them.
  requirements = text.scan(%r{swiftmessages/SwiftMessages\.git", from: "(\d+\.\d+\.\d+)"}).flatten.map do |from|
    [from, Gem::Requirement.new(">= #{from}", "< #{from.split('.').first.to_i + 1}")]
  end
  requirements += text.scan(/pod 'SwiftMessages', '([^']+)'/).flatten.map { |req| [req, Gem::Requirement.new(req)] }
  named = requirements.map(&:first)
  requirements.each do |label, requirement|
    unless requirement.satisfied_by?(Gem::Version.new(v['version'].to_s))
      problems << "README.md asks for SwiftMessages #{label}, the podspec's version #{v['version']} does not satisfy it"
    end
  end
  puts "podspec-check: README names #{named.empty? ? 'no version (main branch)' : named.join(', ')}; podspec #{v['version']}"
end

if problems.empty?
  puts "podspec-check: #{name} ok (#{subspecs.size} subspecs, #{swift_sources.size} Swift files, #{resources_needed.size} resources)"
  exit 0
end
problems.each { |p| puts p }
exit 1
