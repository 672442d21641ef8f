// A small IPv4/IPv6 address and CIDR matcher for the region restriction (no dependency for 100 lines).
// Addresses become bigints so one comparison works for both families.

export interface ParsedIp {
  version: 4 | 6;
  value: bigint;
}

interface Range {
  version: 4 | 6;
  network: bigint;
  mask: bigint;
}

const BITS = { 4: 32, 6: 128 } as const;

function parseV4(s: string): bigint | null {
  const parts = s.split('.');
  if (parts.length !== 4) return null;
  let v = 0n;
  for (const p of parts) {
    if (!/^\d{1,3}$/.test(p) || Number(p) > 255 || (p.length > 1 && p.startsWith('0'))) return null;
    v = (v << 8n) | BigInt(p);
  }
  return v;
}

function parseV6(input: string): bigint | null {
  let s = input;
  // An embedded IPv4 tail (::ffff:1.2.3.4) stands for the last two groups.
  const lastColon = s.lastIndexOf(':');
  if (s.includes('.', lastColon)) {
    const v4 = parseV4(s.slice(lastColon + 1));
    if (v4 === null) return null;
    s = `${s.slice(0, lastColon + 1)}${(v4 >> 16n).toString(16)}:${(v4 & 0xffffn).toString(16)}`;
  }
  const halves = s.split('::');
  if (halves.length > 2) return null;
  const groups = (h: string | undefined) => (h ? h.split(':') : []);
  const head = groups(halves[0]);
  const tail = groups(halves[1]);
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const all = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail];
  let v = 0n;
  for (const g of all) {
    if (!/^[0-9a-f]{1,4}$/i.test(g)) return null;
    v = (v << 16n) | BigInt(`0x${g}`);
  }
  return v;
}

/** Parses an IPv4 or IPv6 address; IPv4-mapped IPv6 (::ffff:a.b.c.d) is read as the IPv4 address it carries. */
export function parseIp(raw: string): ParsedIp | null {
  const s = raw.trim().replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (s.includes(':')) {
    const v = parseV6(s);
    if (v === null) return null;
    if (v >> 32n === 0xffffn) return { version: 4, value: v & 0xffffffffn };
    return { version: 6, value: v };
  }
  const v = parseV4(s);
  return v === null ? null : { version: 4, value: v };
}

/** Canonical text of an address for logs and the status answer (mapped IPv4 shown as plain IPv4). */
export function normalizeIp(raw: string): string {
  const p = parseIp(raw);
  if (!p || p.version === 6) return raw.trim();
  const v = p.value;
  return [24n, 16n, 8n, 0n].map((s) => ((v >> s) & 0xffn).toString()).join('.');
}

function parseRange(raw: string): Range | null {
  const [addr = '', prefixText, extra] = raw.trim().split('/');
  if (extra !== undefined) return null;
  const ip = parseIp(addr);
  if (!ip) return null;
  const bits: number = BITS[ip.version];
  let prefix = bits;
  if (prefixText !== undefined) {
    if (!/^\d{1,3}$/.test(prefixText)) return null;
    prefix = Number(prefixText);
    // A prefix written against the IPv6 form of a mapped IPv4 address counts from bit 96.
    if (ip.version === 4 && addr.includes(':')) prefix -= 96;
    if (prefix < 0 || prefix > bits) return null;
  }
  const all = (1n << BigInt(bits)) - 1n;
  const mask = all ^ ((1n << BigInt(bits - prefix)) - 1n);
  return { version: ip.version, network: ip.value & mask, mask };
}

export const isValidCidr = (raw: string): boolean => parseRange(raw) !== null;

/** Builds a matcher over a list of addresses and CIDR ranges; entries that do not parse are ignored. */
export function createIpMatcher(list: readonly string[]): (ip: string) => boolean {
  const ranges = list.map(parseRange).filter((r): r is Range => r !== null);
  if (ranges.length === 0) return () => false;
  return (raw) => {
    const ip = parseIp(raw);
    if (!ip) return false;
    return ranges.some((r) => r.version === ip.version && (ip.value & r.mask) === r.network);
  };
}
