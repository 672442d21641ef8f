import { lookup, type LookupAddress } from 'node:dns';
import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { OutboundLimits } from '../config.js';
import { createIpMatcher, isValidCidr, parseIp } from './cidr.js';
import { fieldError } from './envelope.js';
import { resolveServiceUrl } from './self-url.js';

// The one rule for addresses that operators set and this server then calls (aggregators and their transfer wallets,
// QR payment wallets): checked when saved and again on every call, so an address that was allowed when saved (or
// a host name whose DNS answer changed since) cannot make the server post signed requests into its own network.
// Only https; no private, loopback, link-local or other special-purpose address, IPv4 or IPv6 (IPv4-mapped IPv6
// read as the IPv4 it carries), for every address the host name resolves to, checked again at connect time on the
// addresses actually connected to; redirects are never followed. A path "/sim/..." is a local simulator of this
// server, allowed only while the simulators are served. A deployment may exempt hosts (OUTBOUND_ALLOWED_HOSTS) or
// allow private addresses altogether (OUTBOUND_ALLOW_PRIVATE=on: development, tests against local stubs).

export interface OutboundPolicy extends OutboundLimits {
  /** Whether the local simulators are served (SIMULATORS=on): "/sim/..." addresses name them. */
  simulators: boolean;
}

export const outboundPolicyOf = (app: Pick<FastifyInstance, 'config'>): OutboundPolicy => ({ simulators: app.config.simulators, ...app.config.outbound });

/** The local simulators' paths on this server (the Hub88 aggregator, the QR wallets). */
export const SIMULATOR_PREFIX = '/sim/';
export const isSimulatorAddress = (stored: string | null | undefined): boolean => !!stored && stored.startsWith(SIMULATOR_PREFIX);

/** Special-purpose ranges (RFC 6890 and its successors): never a payment wallet's or aggregator's public address. */
const NOT_PUBLIC = createIpMatcher([
  '0.0.0.0/8', '10.0.0.0/8', '100.64.0.0/10', '127.0.0.0/8', '169.254.0.0/16', '172.16.0.0/12', '192.0.0.0/24',
  '192.0.2.0/24', '192.88.99.0/24', '192.168.0.0/16', '198.18.0.0/15', '198.51.100.0/24', '203.0.113.0/24',
  '224.0.0.0/4', '240.0.0.0/4',
  '::/128', '::1/128', '64:ff9b::/96', '64:ff9b:1::/48', '100::/64', '2001::/23', '2001:db8::/32', '2002::/16',
  'fc00::/7', 'fe80::/10', 'fec0::/10', 'ff00::/8',
]);

/** Why an address is refused, or null. */
function addressProblem(address: string, policy: OutboundLimits, exempt: (ip: string) => boolean): string | null {
  const ip = parseIp(address);
  if (!ip) return `${address} is not an IP address`;
  if (policy.allowPrivate || exempt(ip.address)) return null;
  return NOT_PUBLIC(ip.address) ? `${address} is a private, loopback, link-local or reserved address` : null;
}

const exemptAddresses = (policy: OutboundLimits) => createIpMatcher(policy.allowedHosts.filter(isValidCidr));
const exemptHost = (policy: OutboundLimits, hostname: string) => policy.allowedHosts.includes(hostname.toLowerCase());

/** A refusal of an outbound address: on save a field error, on use a failed call that moved nothing. */
export class OutboundRefused extends Error {
  override readonly name = 'OutboundRefused';
}

/**
 * What is wrong with a stored address without asking DNS (its form, scheme, a literal address), or null. A parsed
 * absolute URL is answered for the checks that follow.
 */
function formProblem(stored: string, policy: OutboundPolicy): { problem: string } | { url: URL | null } {
  if (stored.startsWith('/')) {
    if (!isSimulatorAddress(stored)) return { problem: `a path on this server must be a local simulator's (${SIMULATOR_PREFIX}...)` };
    return policy.simulators ? { url: null } : { problem: 'the local simulators are off (SIMULATORS=off): give the provider\'s https address' };
  }
  let url: URL;
  try {
    url = new URL(stored);
  } catch {
    return { problem: 'not an absolute URL' };
  }
  if (url.username || url.password) return { problem: 'must not carry a user name or password' };
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const exempt = policy.allowPrivate || exemptHost(policy, host) || (parseIp(host) !== null && exemptAddresses(policy)(host));
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && exempt)) return { problem: 'must be an https URL' };
  if (!host) return { problem: 'no host' };
  if (parseIp(host)) {
    const problem = addressProblem(host, policy, exemptAddresses(policy));
    if (problem) return { problem };
  }
  return { url };
}

/** Every address a host name resolves to, IPv4 and IPv6. */
const resolveAll = (host: string) =>
  new Promise<LookupAddress[]>((resolve, reject) =>
    lookup(host, { all: true, verbatim: true }, (err, addresses) => (err ? reject(err) : resolve(addresses))),
  );

/**
 * Checks an address an operator is saving: VALIDATION naming `field` with the reason when it may not be called
 * (its form, scheme, and every address its host name resolves to now).
 */
export async function checkOutboundUrl(stored: string, policy: OutboundPolicy, field: string): Promise<void> {
  const form = formProblem(stored, policy);
  if ('problem' in form) throw fieldError(field, form.problem);
  const url = form.url;
  if (!url) return;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (parseIp(host) || policy.allowPrivate || exemptHost(policy, host)) return;
  let addresses: LookupAddress[];
  try {
    addresses = await resolveAll(host);
  } catch {
    throw fieldError(field, `the host name ${host} does not resolve`);
  }
  const exempt = exemptAddresses(policy);
  for (const a of addresses) {
    const problem = addressProblem(a.address, policy, exempt);
    if (problem) throw fieldError(field, `${host} resolves to ${problem}`);
  }
}

/** A DNS lookup that refuses, at connect time, a host name any of whose addresses is not allowed. */
function guardedLookup(policy: OutboundLimits): LookupFunction {
  const exempt = exemptAddresses(policy);
  return (hostname, options, callback) => {
    lookup(hostname, { all: true, verbatim: true, family: options.family ?? 0 }, (err, addresses) => {
      if (err) return callback(err, '', 0);
      const named = exemptHost(policy, hostname);
      const problem = named ? null : addresses.map((a) => addressProblem(a.address, policy, exempt)).find((p) => p !== null);
      if (problem || addresses.length === 0) return callback(new OutboundRefused(`${hostname}: ${problem ?? 'no address'}`), '', 0);
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

/**
 * Connections of one policy: kept alive, each opened through the guarded lookup (a pooled connection is to an
 * address that was checked; one policy's connections are never reused under another's).
 */
const agents = new WeakMap<OutboundLimits, { http: HttpAgent; https: HttpsAgent }>();
function agentsOf(policy: OutboundLimits): { http: HttpAgent; https: HttpsAgent } {
  let found = agents.get(policy);
  if (!found) {
    const lookup = guardedLookup(policy);
    found = { http: new HttpAgent({ keepAlive: true, lookup }), https: new HttpsAgent({ keepAlive: true, lookup }) };
    agents.set(policy, found);
  }
  return found;
}

/** The largest answer read from an outside service: protocol answers are small. */
const MAX_ANSWER_BYTES = 1024 * 1024;

export interface OutboundInit {
  method: 'POST' | 'GET';
  headers: Record<string, string>;
  body?: string;
  signal: AbortSignal;
}

/**
 * Calls an operator-set address, checked by the rule above (OutboundRefused when it may not be called: nothing was
 * sent). "/sim/..." reaches this server's own simulators. A redirect is answered as it is, never followed.
 */
export async function outboundFetch(app: Pick<FastifyInstance, 'config' | 'server'>, stored: string, init: OutboundInit): Promise<Response> {
  const policy = outboundPolicyOf(app);
  const form = formProblem(stored, policy);
  if ('problem' in form) throw new OutboundRefused(`${stored}: ${form.problem}`);
  const url = new URL(form.url ? stored : resolveServiceUrl(app as FastifyInstance, stored));
  // Our own simulators and a literal address (both checked above) connect without a lookup; a host name through the
  // guarded one.
  const https = url.protocol === 'https:';
  const agent = agentsOf(app.config.outbound)[https ? 'https' : 'http'];
  const send = https ? httpsRequest : httpRequest;
  return new Promise<Response>((resolve, reject) => {
    const req = send(url, { method: init.method, headers: init.headers, signal: init.signal, agent }, (res: IncomingMessage) => {
      const chunks: Buffer[] = [];
      let size = 0;
      res.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_ANSWER_BYTES) res.destroy(new Error('answer too large'));
        else chunks.push(chunk);
      });
      res.on('error', reject);
      // Cut off before its end (the time ran out, the peer went away): a failed call, never a short answer.
      res.on('close', () => {
        if (!res.complete) reject(new Error('answer cut off'));
      });
      res.on('end', () => {
        const status = res.statusCode ?? 502;
        const headers = new Headers();
        for (const [k, v] of Object.entries(res.headers)) if (typeof v === 'string') headers.set(k, v);
        const empty = status === 204 || status === 304 || status < 200;
        resolve(new Response(empty ? null : Buffer.concat(chunks), { status: status < 200 ? 502 : status, headers }));
      });
    });
    req.on('error', reject);
    req.end(init.body);
  });
}
