import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { CALLS, OPS_TOKEN_HEADER, type CallName } from '@wps/contract';
import type { Db } from '../src/db/client.js';
import { depositChannels, ledgerEntries, merchants, wallets } from '../src/db/schema.js';
import { memberRepo } from '../src/modules/member/repo.js';
import { credit } from '../src/modules/wallet/service.js';
import { sessionRepo } from '../src/modules/session/repo.js';
import { hashPassword, newToken, sha256Hex } from '../src/platform/crypto.js';
import { DEMO_PASSWORD } from '../src/seed/demo-merchant.js';
import { encryptedBody } from './helper.js';

export const OPS_TOKEN = 'ops_k_money-ops-token-0123456789';

let passwordHash: Promise<string> | undefined;

export interface TestMember {
  id: number;
  merchantId: number;
  token: string;
  username: string;
  /** Calls a member endpoint of the contract as this member. */
  call(name: CallName, opts?: { body?: unknown; query?: Record<string, string> }): Promise<LightMyRequestResponse>;
  /** Main wallet balance, minor units. */
  balance(): Promise<bigint>;
  entries(): Promise<(typeof ledgerEntries.$inferSelect)[]>;
  /** Pays money into the main wallet through the ledger. */
  fund(amount: bigint): Promise<void>;
}

let counter = 0;

/** Calls whose bodies are encrypted (DESIGN.md: password and withdrawal bodies). */
export const ENCRYPTED = new Set<CallName>(['withdraw', 'paymentPassword', 'paymentPasswordReset', 'setCustomerSecurityQuestions']);

/** A fresh member of the demo merchant (own wallet, own cards), logged in for real. */
export async function newMember(app: FastifyInstance, prefix: string, type = 0): Promise<TestMember> {
  const db = app.db as Db;
  const [merchant] = await db.select().from(merchants).where(eq(merchants.code, 'demo'));
  passwordHash ??= hashPassword(DEMO_PASSWORD);
  const username = `${prefix}${Date.now().toString(36)}${(counter++).toString(36)}`.slice(0, 30);
  const m = await memberRepo.insertIfAbsent(db, { merchantId: merchant!.id, username, passwordHash: await passwordHash, type });
  // A session row like login writes: keeps these tests about money, independent of the login flow's rules.
  const token = newToken();
  await sessionRepo.insert(db, {
    tokenHash: sha256Hex(token),
    merchantId: merchant!.id,
    memberId: m!.id,
    expiresAt: new Date(Date.now() + 3600_000),
    ip: null,
    device: null,
  });
  const call: TestMember['call'] = async (name, opts = {}) => {
    const def = CALLS[name];
    const url = opts.query ? `${def.path}?${new URLSearchParams(opts.query).toString()}` : def.path;
    const req: InjectOptions = { method: def.method, url, headers: { Authorization: token } };
    if (opts.body !== undefined && ENCRYPTED.has(name)) {
      // Sent as the browser does: these bodies carry passwords and are encrypted.
      const { payload, headers } = await encryptedBody(app, opts.body);
      req.payload = payload;
      req.headers = { ...req.headers, ...headers };
    } else if (opts.body !== undefined) req.payload = opts.body as InjectOptions['payload'];
    return app.inject(req);
  };
  return {
    id: m!.id,
    merchantId: merchant!.id,
    token,
    username,
    call,
    balance: async () =>
      (await db.select().from(wallets).where(and(eq(wallets.memberId, m!.id), eq(wallets.merchantId, merchant!.id))))[0]?.balance ??
      0n,
    entries: () => db.select().from(ledgerEntries).where(eq(ledgerEntries.memberId, m!.id)).orderBy(ledgerEntries.id),
    fund: async (amount) => {
      await db.transaction((tx) =>
        credit(tx, {
          merchantId: merchant!.id,
          memberId: m!.id,
          currency: merchant!.currency,
          amount,
          kind: 'deposit',
          idempotencyKey: `test-fund:${m!.id}:${counter++}`,
        }),
      );
    },
  };
}

export const ops = (app: FastifyInstance, method: 'GET' | 'POST', path: string, token: string | null = OPS_TOKEN) =>
  app.inject({ method, url: path, headers: token === null ? {} : { [OPS_TOKEN_HEADER]: token }, ...(method === 'POST' ? { payload: {} } : {}) });

export async function channel(app: FastifyInstance, type: 'BANK' | 'GATEWAY') {
  const [row] = await (app.db as Db).select().from(depositChannels).where(eq(depositChannels.type, type));
  return row!;
}

export const today = () => new Date().toISOString().slice(0, 10);
export const rid = () => `req-${Math.random().toString(36).slice(2)}${Date.now().toString(36)}`;
