/// The sample's only code: the package exists to run `swift package plugin autolayout` on
/// `Storyboards/` (outside the target, so SwiftPM does not ask for it as a resource).
public enum PluginSample {}
