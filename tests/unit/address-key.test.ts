import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addressKey } from "#worker/http/address-key";

describe("the key a client address is counted under", () => {
  it("keeps IPv4 and keys IPv6 by its /64", () => {
    expect(addressKey("203.0.113.9")).toBe("203.0.113.9");
    expect(addressKey(null)).toBeNull();
    expect(addressKey("2001:db8:1:2:aaaa:bbbb:cccc:dddd")).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:DB8:1:2::1")).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:0db8:0001:0002:0:0:0:1")).toBe("2001:db8:1:2::/64");
    expect(addressKey("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(addressKey("::1")).toBe("0:0:0:0::/64");
    expect(addressKey("fe80::1%eth0")).toBe("fe80:0:0:0::/64");
    expect(addressKey("64:ff9b::192.0.2.33")).toBe("64:ff9b:0:0::/64");
  });

  it("gives every address of one /64 the same key, and another /64 another", () => {
    const hextet = fc.integer({ min: 0, max: 0xffff }).map((value) => value.toString(16));
    fc.assert(
      fc.property(
        fc.array(hextet, { minLength: 8, maxLength: 8 }),
        fc.array(hextet, { minLength: 4, maxLength: 4 }),
        (address, host) => {
          const sameNetwork = [...address.slice(0, 4), ...host].join(":");
          expect(addressKey(address.join(":"))).toBe(addressKey(sameNetwork));
          const other = [...address];
          other[3] = ((Number.parseInt(address[3] ?? "0", 16) + 1) % 0x10000).toString(16);
          expect(addressKey(other.join(":"))).not.toBe(addressKey(address.join(":")));
        },
      ),
      { seed: 29, numRuns: 500 },
    );
  });

  it("keeps what it cannot read as given", () => {
    expect(addressKey("1:2:3")).toBe("1:2:3");
    expect(addressKey("1::2::3")).toBe("1::2::3");
    expect(addressKey("zz::1")).toBe("zz::1");
  });
});
