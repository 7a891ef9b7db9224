/**
 * The address sign-in attempts are counted under. An IPv4 address is one subscriber (or one
 * carrier NAT) and is kept as it is. An IPv6 subscriber is handed a whole /64 (usually far
 * more), so counting the exact address would let one attacker move to `::2` when `::1` is
 * locked: IPv6 is grouped by its first 64 bits, written `2001:db8:1:2::/64`. An IPv4-mapped
 * IPv6 address (`::ffff:192.0.2.1`) counts as the IPv4 address it is. Anything unparseable
 * (e.g. "unknown" under a local test client) is kept as it is, lower-cased.
 */
export function addressKey(ip: string): string {
  return grouped(ip, 4);
}

/**
 * The larger block an address belongs to, for limits one subscriber must not multiply: a site
 * or a home line is often handed a whole IPv6 /48 (65,536 /64s), written `2001:db8:1::/48`.
 * IPv4 has no such block we could count fairly (many people share one carrier NAT, and
 * neighbours in a /24 are strangers), so an IPv4 address is its own block.
 */
export function addressBlockKey(ip: string): string {
  return grouped(ip, 3);
}

/** The address, or for IPv6 the prefix of its first `groupCount` 16-bit groups. */
function grouped(ip: string, groupCount: 3 | 4): string {
  const value = ip.trim().toLowerCase();
  if (!value.includes(":")) return value;
  const groups = ipv6Groups(value.split("%")[0] ?? "");
  if (!groups) return value;
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6);
    return [high >> 8, high & 0xff, low >> 8, low & 0xff].join(".");
  }
  return `${groups
    .slice(0, groupCount)
    .map((group) => group.toString(16))
    .join(":")}::/${groupCount * 16}`;
}

/** The eight 16-bit groups of an IPv6 address, or null when it is not one. */
function ipv6Groups(text: string): number[] | null {
  const halves = text.split("::");
  if (halves.length > 2) return null;
  const parse = (part: string | undefined): number[] | null => {
    if (!part) return [];
    const groups: number[] = [];
    const pieces = part.split(":");
    for (const [index, piece] of pieces.entries()) {
      // A dotted IPv4 tail (`::ffff:192.0.2.1`) stands for the last two groups.
      if (index === pieces.length - 1 && piece.includes(".")) {
        const octets = piece.split(".");
        if (octets.length !== 4 || !octets.every((octet) => /^\d{1,3}$/.test(octet) && Number(octet) < 256)) {
          return null;
        }
        const [a, b, c, d] = octets.map(Number) as [number, number, number, number];
        groups.push((a << 8) | b, (c << 8) | d);
      } else if (/^[0-9a-f]{1,4}$/.test(piece)) {
        groups.push(Number.parseInt(piece, 16));
      } else {
        return null;
      }
    }
    return groups;
  };
  const head = parse(halves[0]);
  const tail = parse(halves[1]);
  if (!head || !tail) return null;
  if (halves.length === 1) return head.length === 8 ? head : null;
  const missing = 8 - head.length - tail.length;
  if (missing < 1) return null;
  return [...head, ...Array.from({ length: missing }, () => 0), ...tail];
}
