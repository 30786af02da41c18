/// The characters no printed line may carry raw, whatever the output: C0 controls, DEL, C1
/// controls (NEL among them) and U+2028/U+2029, which some readers take as line breaks.
public enum ControlCharacter {
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028 || scalar.value == 0x2029
    }
}
