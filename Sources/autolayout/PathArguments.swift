import ArgumentParser
import Foundation

/// Which command-line arguments are paths, decided before the argument parser sees them: every
/// argument after `--`, and every argument before it that is neither an option (or an option's
/// value) nor anything but an existing file. A path that begins with `-` would otherwise be read as
/// options: `check -hi.storyboard` printed help and exited 0, even with broken files beside it
/// (`check $(git diff --name-only)` passed).
///
/// So an argument that begins with `-` and is no option of the subcommand is a path if a file of
/// that name exists, and a usage error (exit 64) otherwise, never help. The arguments are handed
/// on with the options first, then `--`, then the paths in their order.
enum PathArguments {
    struct Misuse: Error, CustomStringConvertible {
        var argument: String
        var command: String
        var description: String {
            "'\(argument)' is not an option of `autolayout \(command)`, nor an existing file "
                + "(a path that begins with - can follow --)"
        }
    }

    /// The arguments as the parser should read them (unchanged when no path begins with `-`).
    static func separated(_ arguments: [String], subcommands: [any ParsableCommand.Type]) throws(Misuse) -> [String] {
        guard let name = arguments.first,
              let command = subcommands.first(where: { $0._commandName == name }),
              let spellings = OptionSpellings(command)
        else { return arguments }
        var options: [String] = [], paths: [String] = []
        var index = 1
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "--" { paths += arguments[index...]; break }
            if let takesValue = spellings.takesValue(argument) {
                options.append(argument)
                if takesValue, index < arguments.count { options.append(arguments[index]); index += 1 }
            } else if argument.hasPrefix("-"), argument != "-" {
                guard exists(argument) else { throw Misuse(argument: argument, command: name) }
                paths.append(argument)
            } else {
                paths.append(argument)
            }
        }
        guard paths.contains(where: { $0.hasPrefix("-") && $0 != "-" }) else { return arguments }
        return [name] + options + ["--"] + paths
    }

    private static func exists(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }
}

/// A subcommand's option and flag names (from the parser's own description of the command), and
/// whether each takes a value.
struct OptionSpellings {
    private var takesValue: [String: Bool] = ["-h": false, "--help": false]

    init?(_ command: any ParsableCommand.Type) {
        guard let json = try? JSONSerialization.jsonObject(with: Data(command._dumpHelp().utf8)) as? [String: Any],
              let description = json["command"] as? [String: Any],
              let arguments = description["arguments"] as? [[String: Any]]
        else { return nil }
        for argument in arguments {
            guard let kind = argument["kind"] as? String, kind != "positional",
                  let names = argument["names"] as? [[String: String]] else { continue }
            for name in names {
                guard let spelling = name["name"] else { continue }
                takesValue[(name["kind"] == "long" ? "--" : "-") + spelling] = kind == "option"
            }
        }
    }

    /// Nil when `argument` is no option; otherwise whether the next argument is its value
    /// (`--name=value` carries its own).
    func takesValue(_ argument: String) -> Bool? {
        if let known = takesValue[argument] { return known }
        if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "="),
           takesValue[String(argument[..<equals])] == true {
            return false
        }
        return nil
    }
}
