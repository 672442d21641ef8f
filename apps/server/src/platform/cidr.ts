// IPv4/IPv6 addresses and CIDR ranges for the region restriction and TRUST_PROXY, on node:net (isIP, SocketAddress,
// BlockList). IPv4-mapped IPv6 addresses (::ffff:a.b.c.d) are read as the IPv4 address they carry, on both sides.
import { BlockList, SocketAddress, isIP } from 'node:net';

export interface ParsedIp {
  version: 4 | 6;
  /** Canonical text: dotted quad for IPv4 (mapped ones included), compressed lower-case form for IPv6. */
  address: string;
}

const BITS = { 4: 32, 6: 128 } as const;
const FAMILY = { 4: 'ipv4', 6: 'ipv6' } as const;
/** SocketAddress prints a mapped address in any spelling (::ffff:7f00:1, 0:0:0:0:0:ffff:127.0.0.1) like this. */
const MAPPED = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/;

/** Parses an IPv4 or IPv6 address; IPv4-mapped IPv6 (::ffff:a.b.c.d) is read as the IPv4 address it carries. */
export function parseIp(raw: string): ParsedIp | null {
  const s = raw.trim().replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const version = isIP(s);
  if (version === 4) return { version: 4, address: s };
  if (version !== 6) return null;
  let address: string;
  try {
    address = new SocketAddress({ address: s, family: 'ipv6' }).address;
  } catch {
    return null;
  }
  const v4 = MAPPED.exec(address)?.[1];
  return v4 ? { version: 4, address: v4 } : { version: 6, address };
}

/** Canonical text of an address for logs and the status answer (mapped IPv4 shown as plain IPv4). */
export function normalizeIp(raw: string): string {
  const p = parseIp(raw);
  return p?.version === 4 ? p.address : raw.trim();
}

interface Range extends ParsedIp {
  prefix: number;
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
  return { ...ip, prefix };
}

export const isValidCidr = (raw: string): boolean => parseRange(raw) !== null;

/**
 * Builds a matcher over a list of addresses and CIDR ranges; entries that do not parse are ignored. One BlockList per
 * family: node's BlockList on its own also matches across families (an IPv4 address inside ::/0), which we do not want.
 */
export function createIpMatcher(list: readonly string[]): (ip: string) => boolean {
  const lists = { 4: new BlockList(), 6: new BlockList() };
  let empty = true;
  for (const entry of list) {
    const range = parseRange(entry);
    if (!range) continue;
    lists[range.version].addSubnet(range.address, range.prefix, FAMILY[range.version]);
    empty = false;
  }
  if (empty) return () => false;
  return (raw) => {
    const ip = parseIp(raw);
    return ip !== null && lists[ip.version].check(ip.address, FAMILY[ip.version]);
  };
}
