import type { FastifyInstance } from 'fastify';
import { MAIN_WALLET, minorToMoney, type WalletGcs } from '@wps/contract';
import type { Merchant } from '../../db/schema.js';
import { refreshKnownBalance } from './transfer-balances.js';
import { walletsViewRepo } from './wallets-view-repo.js';

/**
 * /wps/wallets/gcs: the main wallet, the in-house vendor wallets, and each transfer-mode vendor's balance as last
 * known, from the database alone (one statement, no call to the aggregator). Known balances come from our transfers'
 * answers and from background refreshes (transfer-balances.ts): one asked more than balanceMaxAgeMs ago is answered
 * flagged `stale` and a refresh starts, which the answer never waits for. A vendor never asked has no balance there:
 * money reaches a vendor only through a transfer, and every transfer leaves a known balance (or one due for a
 * refresh), so it is 0.
 */
export async function getGcs(app: FastifyInstance, merchant: Merchant, memberId: number): Promise<WalletGcs> {
  const currency = merchant.currency;
  const key = { merchantId: merchant.id, memberId, currency };
  const view = await walletsViewRepo.ofMember(app.db, key);
  const now = Date.now();
  const maxAgeMs = app.config.transferWallet.balanceMaxAgeMs;
  const remoteNames = new Set(view.remote.map((v) => v.vendor));
  const wallets: { vendor: string; balance: bigint; stale?: true }[] = view.remote.map((v) => {
    if (v.askedAt === null || now - v.askedAt.getTime() <= maxAgeMs) return { vendor: v.vendor, balance: v.balance };
    refreshKnownBalance(app, { ...key, vendor: v.vendor });
    return { vendor: v.vendor, balance: v.balance, stale: true };
  });
  for (const w of view.own) if (!remoteNames.has(w.vendor)) wallets.push({ vendor: w.vendor, balance: w.balance });
  wallets.sort((a, b) => a.vendor.localeCompare(b.vendor));
  const sum = wallets.reduce((acc, w) => acc + w.balance, view.main);
  return {
    sumBalance: minorToMoney(sum),
    currency,
    currencySymbol: merchant.currencySymbol,
    mainBalance: minorToMoney(view.main),
    wallets: wallets.map((w) => ({ ...w, balance: minorToMoney(w.balance) })),
    pending: view.pending.map((t) => ({
      requestId: t.requestId,
      from: t.direction === 'deposit' ? MAIN_WALLET : t.vendor,
      to: t.direction === 'deposit' ? t.vendor : MAIN_WALLET,
      amount: minorToMoney(t.amount),
      time: t.createdAt.toISOString(),
    })),
  };
}
