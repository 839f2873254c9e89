/**
 * The key a client address is counted under by the limits: an IPv4 address as it is, an IPv6
 * address as its /64 network. One IPv6 subscriber holds a whole /64 (2^64 addresses), so keying
 * each address alone would give one caller 2^64 budgets (issue 29). An address that cannot be read
 * as either is kept as given.
 */
export function addressKey(address: string | null): string | null {
  if (address === null || !address.includes(":")) return address;
  const hextets = expandIpv6(address.replace(/%.*$/, "").toLowerCase());
  if (!hextets) return address;
  return `${hextets.slice(0, 4).join(":")}::/64`;
}

/** The eight hextets of an IPv6 address (with "::" filled in and a trailing IPv4 part converted), or null. */
function expandIpv6(address: string): string[] | null {
  const halves = address.split("::");
  if (halves.length > 2) return null;
  const parts = (half: string | undefined) => (half ? half.split(":") : []);
  const head = parts(halves[0]);
  const tail = parts(halves[1]);
  const last = tail.length > 0 ? tail : head;
  const dotted = last.at(-1);
  if (dotted?.includes(".")) {
    const octets = dotted.split(".").map(Number);
    if (octets.length !== 4 || octets.some((octet) => !Number.isInteger(octet) || octet < 0 || octet > 255)) {
      return null;
    }
    const [a = 0, b = 0, c = 0, d = 0] = octets;
    last.splice(-1, 1, ((a << 8) | b).toString(16), ((c << 8) | d).toString(16));
  }
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const hextets = [...head, ...Array<string>(halves.length === 1 ? 0 : missing).fill("0"), ...tail];
  if (!hextets.every((hextet) => /^[0-9a-f]{1,4}$/.test(hextet))) return null;
  return hextets.map((hextet) => hextet.replace(/^0+(?=.)/, ""));
}
