import type { APIRequestContext } from '@playwright/test';
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { CALLS, callPath } from '@wps/contract';
import { DEMO_OPERATOR_PASSWORD, opsCall } from './ops.js';

const base = () => `http://127.0.0.1:${process.env.E2E_PORT}`;
const run = promisify(execFile);
const SERVER_DIR = fileURLToPath(new URL('../../apps/server', import.meta.url));

/** Runs `npm run ops -- <args>` (the operator command) against the e2e server; returns its printed answer. */
export async function opsCommand(...args: string[]): Promise<string> {
  return opsCommandAs('admin', ...args);
}

/** The operator command signed in as another seeded operator (a second approval must come from someone else). */
export async function opsCommandAs(operator: string, ...args: string[]): Promise<string> {
  const { stdout } = await run('npx', ['tsx', 'src/ops/cli.ts', ...args], {
    cwd: SERVER_DIR,
    env: { ...process.env, OPS_URL: base(), OPS_USER: operator, OPS_PASSWORD: DEMO_OPERATOR_PASSWORD },
    timeout: 60_000,
  });
  return stdout;
}

/** Calls the money operator API as an operator would. */
export const opsMoney = (method: 'GET' | 'POST', path: string): Promise<unknown> => opsCall(method, path, method === 'POST' ? {} : undefined);

export const approveWithdrawal = (orderNo: string, code = 'demo') =>
  opsMoney('POST', callPath(CALLS.opsApproveWithdrawal.path, { code, orderNo }));

export const reconcile = (code = 'demo') => opsMoney('GET', callPath(CALLS.opsReconcile.path, { code }));

/** "1234.50" -> "￥1,234.50", the merchant's money format, computed here independently of the client. */
export const shown = (amount: string, symbol = '￥') => `${symbol}${amount.replace(/\B(?=(\d{3})+(?!\d))(?=.*\.)/g, ',')}`;

/** Adds a decimal amount to a decimal balance exactly (both with 2 places). */
export function plus(balance: string, delta: string): string {
  const minor = (s: string) => BigInt(s.replace('.', ''));
  const v = minor(balance) + minor(delta);
  const neg = v < 0n;
  const a = neg ? -v : v;
  return `${neg ? '-' : ''}${a / 100n}.${String(a % 100n).padStart(2, '0')}`;
}

/**
 * Plays one round of the in-house "Lucky Slot" through the games domain's real calls (launch ticket, then bet), so
 * the bet record has something true to show. Returns the round id.
 */
export async function playInhouseSlot(request: APIRequestContext, token: string, stake = '5'): Promise<string> {
  const list = await request.get(
    `/wps/relay/GCSGAME_gameList?${new URLSearchParams({ gameType: 'INHOUSE', pageNo: '1', pageSize: '25', platform: 'html5', language: 'EN' })}`,
  );
  const games = ((await list.json()) as { value: { games: { gameId: number; gameCode: string }[] } }).value.games;
  const slot = games.find((g) => g.gameCode === 'lucky-slot');
  if (!slot) throw new Error('the in-house Lucky Slot is not in the game list');
  const launch = await request.get(`/wps/game/launchGame?gameId=${slot.gameId}`, { headers: { Authorization: token } });
  const url = ((await launch.json()) as { value: { url: string } }).value.url;
  // The launch answer carries the ticket in the URL fragment (#ticket=...), never in the query.
  const ticket = new URLSearchParams(new URL(url, base()).hash.slice(1)).get('ticket');
  if (!ticket) throw new Error(`no ticket in launch url ${url}`);
  const bet = await request.post('/wps/inhouse/bet', {
    data: { ticket, requestId: `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 8)}`, stake, clientSeed: 'e2e', pick: '' },
  });
  if (!bet.ok()) throw new Error(`bet answered ${bet.status()}: ${await bet.text()}`);
  return ((await bet.json()) as { value: { roundId: string } }).value.roundId;
}
