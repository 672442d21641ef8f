import { parseArgs } from 'node:util';
import { CALLS, callPath, type OpsInboxMessage, type OpsMerchantLinks, type OpsMerchantStatus } from '@wps/contract';
import { loadDotEnv } from '../config.js';
import { opsBaseUrl, opsSignIn, sendOps, type OpsCall } from './http.js';
import { MONEY_USAGE, runMoneyCommand } from './money-cli.js';

// Operator commands against a running server, over its ops API (PGlite allows one process per data directory, so
// the CLI never opens the database itself). Env (or the server's .env): OPS_URL, else PORT (the local server's), and who acts: OPS_API_KEY,
// or OPS_USER + OPS_PASSWORD (+ OPS_OTP).

const USAGE = `Usage: npm run ops -- <command> <merchant> [options]

Commands:
  merchant-status <code> [--maintenance on|off] [--message <text>|--clear-message]
                         [--block-countries PH,US] [--block-ips 10.0.0.0/8,2001:db8::/32] [--clear-blocks]
  whitelabel <code> FLAG=on [FLAG=off ...]     switch whitelabel flags or menu module keys
  message <code> (--user <name>|--all) --title <text> --content <text>
                         send an inbox message to one member, or to every member registered so far
  links <code> [--resource TYPE=url ...] [--service TYPE=link ...]
                         replace the download and contact resources (IOS, Android, MOBILECONFIG, WHATSAPP ...) and / or
                         the customer-service channels (CS, WHATSAPP, TELEGRAM, EMAIL, PHONE ...: https, mailto: or tel:)
  country <code> <ISO>   the merchant's country (CN, PH ...): where the mobile fields' dialing code starts
  api-key create <name>  a new API key of the signed-in operator (shown once): put it in OPS_API_KEY; needs
                         OPS_USER / OPS_PASSWORD (and OPS_OTP with two-factor): a key cannot make keys
  vendor-reconcile <code> <vendor> <YYYY-MM-DD>
                         a game vendor's UTC day: our wallet transactions against the aggregator's, with the differences
${MONEY_USAGE}

Environment: OPS_URL (the server's address), else PORT (a server on this machine: http://127.0.0.1:PORT,
default 8080); who acts, with their roles: OPS_API_KEY, or OPS_USER and OPS_PASSWORD (and OPS_OTP with two-factor).`;

const list = (v: string | undefined) => (v === undefined ? undefined : v.split(',').map((s) => s.trim()).filter(Boolean));

function onOff(v: string, name: string): boolean {
  if (['on', 'true', '1', 'yes'].includes(v.toLowerCase())) return true;
  if (['off', 'false', '0', 'no'].includes(v.toLowerCase())) return false;
  throw new Error(`${name}: expected on or off, got "${v}"`);
}

function statusBody(args: string[]): OpsMerchantStatus {
  const { values } = parseArgs({
    args,
    options: {
      maintenance: { type: 'string' },
      message: { type: 'string' },
      'clear-message': { type: 'boolean' },
      'block-countries': { type: 'string' },
      'block-ips': { type: 'string' },
      'clear-blocks': { type: 'boolean' },
    },
  });
  const body: OpsMerchantStatus = {};
  if (values.maintenance !== undefined) body.maintenance = onOff(values.maintenance, '--maintenance');
  if (values.message !== undefined) body.maintenanceMessage = values.message;
  if (values['clear-message']) body.maintenanceMessage = null;
  if (values['clear-blocks']) Object.assign(body, { blockedCountries: [], blockedIps: [] });
  body.blockedCountries = list(values['block-countries']?.toUpperCase()) ?? body.blockedCountries;
  body.blockedIps = list(values['block-ips']) ?? body.blockedIps;
  return body;
}

function flagsBody(args: string[]): { flags: Record<string, boolean> } {
  if (args.length === 0) throw new Error('whitelabel: give at least one FLAG=on|off');
  const flags: Record<string, boolean> = {};
  for (const a of args) {
    const [name, value] = a.split('=');
    if (!name || value === undefined) throw new Error(`whitelabel: expected FLAG=on|off, got "${a}"`);
    flags[name.toUpperCase()] = onOff(value, name);
  }
  return { flags };
}

function messageBody(args: string[]): OpsInboxMessage {
  const { values } = parseArgs({
    args,
    options: { user: { type: 'string' }, all: { type: 'boolean' }, title: { type: 'string' }, content: { type: 'string' } },
  });
  if ((values.user === undefined) === !values.all) throw new Error('message: give --user <name> or --all');
  if (!values.title || !values.content) throw new Error('message: give --title and --content');
  const to = values.all ? { all: true as const } : { userName: values.user };
  return { ...to, title: values.title, content: values.content };
}

/** TYPE=value pairs; the value may hold "=" itself (a query string). */
function pairs(values: string[], name: string): { type: string; value: string }[] {
  return values.map((v) => {
    const at = v.indexOf('=');
    if (at < 1) throw new Error(`${name}: expected TYPE=link, got "${v}"`);
    return { type: v.slice(0, at).trim(), value: v.slice(at + 1).trim() };
  });
}

type ResourceType = NonNullable<OpsMerchantLinks['resources']>[number]['resourceType'];

/** The server checks the links and the resource types; a list given replaces the merchant's. */
function linksBody(args: string[]): OpsMerchantLinks {
  const { values } = parseArgs({ args, options: { resource: { type: 'string', multiple: true }, service: { type: 'string', multiple: true } } });
  if (!values.resource && !values.service) throw new Error('links: give --resource TYPE=url and / or --service TYPE=link');
  const body: OpsMerchantLinks = {};
  if (values.resource) {
    body.resources = pairs(values.resource, '--resource').map(({ type, value }) => ({ resourceType: type as ResourceType, url: value }));
  }
  if (values.service) {
    body.customerService = pairs(values.service, '--service').map(({ type, value }) => ({ title: type, resourceType: type.toUpperCase(), path: value }));
  }
  return body;
}

async function main(argv: string[]): Promise<number> {
  const [command, code, ...rest] = argv;
  if (!command || command === 'help' || command === '--help' || !code) {
    console.log(USAGE);
    return command ? 0 : 1;
  }
  // The same .env the server reads, so PORT and OPS_API_KEY set there reach the commands too.
  loadDotEnv();
  const base = opsBaseUrl();
  const credential = await opsSignIn(base);
  try {
    return await run(command, code, rest, base, credential.token);
  } finally {
    await credential.end();
  }
}

async function run(command: string, code: string, rest: string[], base: string, token: string): Promise<number> {
  if (command === 'api-key') {
    if (code !== 'create' || !rest[0]) throw new Error('usage: npm run ops -- api-key create <name>');
    const answer = await sendOps(base, token, { method: CALLS.opsCreateApiKey.method, path: CALLS.opsCreateApiKey.path, body: { name: rest.join(' ') } });
    return answer.ok ? 0 : 2;
  }

  const money = await runMoneyCommand(command, code, rest, base, token);
  if (money !== null) return money;

  let call: OpsCall;
  if (command === 'merchant-status') call = { method: CALLS.opsMerchantStatus.method, path: CALLS.opsMerchantStatus.path, body: statusBody(rest) };
  else if (command === 'whitelabel') call = { method: CALLS.opsMerchantWhitelabel.method, path: CALLS.opsMerchantWhitelabel.path, body: flagsBody(rest) };
  else if (command === 'message') call = { method: CALLS.opsSendMessage.method, path: CALLS.opsSendMessage.path, body: messageBody(rest) };
  else if (command === 'links') call = { method: CALLS.opsMerchantLinks.method, path: CALLS.opsMerchantLinks.path, body: linksBody(rest) };
  else if (command === 'vendor-reconcile') {
    const [vendor, day] = rest;
    if (!vendor || !day) throw new Error('usage: npm run ops -- vendor-reconcile <code> <vendor> <YYYY-MM-DD>');
    const c = CALLS.opsReconcileVendor;
    const answer = await sendOps(base, token, { method: c.method, path: `${callPath(c.path, { code, vendor })}?day=${encodeURIComponent(day)}` });
    return answer.ok ? 0 : 2;
  } else if (command === 'country') call = { method: CALLS.opsMerchantCountry.method, path: CALLS.opsMerchantCountry.path, body: { country: (rest[0] ?? '').toUpperCase() } };
  else throw new Error(`unknown command "${command}"\n\n${USAGE}`);

  const answer = await sendOps(base, token, { ...call, path: callPath(call.path, { code }) });
  return answer.ok ? 0 : 2;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
