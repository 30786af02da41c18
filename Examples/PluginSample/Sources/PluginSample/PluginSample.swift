/// The sample's only code: the package exists to run `swift package plugin autolayout` on
/// `Storyboards/`.
public enum PluginSample {}
