import OpenAutoLayout

/// Stand-ins for the memory addresses UIKit prints (`UIView:0x1555f3420`): the same object gets
/// the same address for as long as this table is kept, and the same program gets the same
/// addresses on every run (they are handed out in order of first mention, never from memory).
public final class ObjectAddresses {
    private var constraints: [(LayoutConstraint, String)] = []
    private var items: [(AnyObject, String)] = []

    public init() {}

    /// `0x600000c00010`, `0x600000c00040`, …: the heap-like range UIKit's constraint addresses show.
    public func address(of constraint: LayoutConstraint) -> String {
        if let known = constraints.first(where: { $0.0 === constraint }) { return known.1 }
        let address = Self.hex(0x6000_00c0_0010 + UInt64(constraints.count) * 0x30)
        constraints.append((constraint, address))
        return address
    }

    /// `0x7f8e5c407a20`, …: the range view addresses show.
    public func address(of item: AnyObject) -> String {
        if let known = items.first(where: { $0.0 === item }) { return known.1 }
        let address = Self.hex(0x7f8e_5c40_7a20 + UInt64(items.count) * 0x2d0)
        items.append((item, address))
        return address
    }

    private static func hex(_ value: UInt64) -> String { "0x" + String(value, radix: 16) }
}
