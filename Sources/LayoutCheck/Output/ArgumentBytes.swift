import Foundation

/// Arguments whose bytes are not UTF-8 (a file named in Latin-1): Swift's `CommandLine.arguments`
/// replaces such bytes with U+FFFD, so the file would be reported as missing under a name it does
/// not have. Each is named with its bad bytes written `\x{FF}`.
package enum ArgumentBytes {
    package static func notUTF8() -> [String] {
        (1..<Int(CommandLine.argc)).compactMap { index in
            guard let raw = CommandLine.unsafeArgv[index] else { return nil }
            let bytes = UnsafeBufferPointer(start: UnsafeRawPointer(raw).assumingMemoryBound(to: UInt8.self),
                                            count: strlen(raw))
            return String(validating: bytes, as: UTF8.self) == nil ? shown(bytes) : nil
        }
    }

    /// The bytes as text, each byte that is not part of a UTF-8 character written `\x{HH}`.
    package static func shown(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        var parser = Unicode.UTF8.ForwardParser(), iterator = bytes.makeIterator(), out = ""
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded):
                out.unicodeScalars.append(Unicode.UTF8.decode(encoded))
                offset += encoded.count
            case .error(let length):
                for byte in bytes[offset..<offset + length] { out += "\\x{" + String(byte, radix: 16, uppercase: true) + "}" }
                offset += length
            case .emptyInput:
                return out
            }
        }
    }
}
