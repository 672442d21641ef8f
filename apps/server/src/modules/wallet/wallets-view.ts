import type { FastifyInstance } from 'fastify';
import { MAIN_WALLET, minorToMoney, type WalletGcs } from '@wps/contract';
import type { Merchant } from '../../db/schema.js';
import { walletRepo } from './repo.js';
import { remoteBalance } from './transfer-remote.js';
import { transferRepo } from './transfer-repo.js';
import { vendorWalletRepo } from './vendor-repo.js';

/**
 * /wps/wallets/gcs: the main wallet, the in-house vendor wallets, and the balance of each transfer-mode vendor asked
 * from the aggregator (all at once, with a short timeout). A vendor that does not answer shows its last known
 * balance, flagged `stale`, rather than failing the whole answer.
 */
export async function getGcs(app: FastifyInstance, merchant: Merchant, memberId: number): Promise<WalletGcs> {
  const db = app.db;
  const currency = merchant.currency;
  const key = { merchantId: merchant.id, memberId, currency };
  const [main, internal, remotes, known, pending] = await Promise.all([
    walletRepo.sumBalance(db, key),
    vendorWalletRepo.listForMember(db, merchant.id, memberId, currency),
    transferRepo.remoteVendors(db, merchant.id),
    transferRepo.knownBalances(db, merchant.id, memberId, currency),
    transferRepo.pendingOfMember(db, merchant.id, memberId),
  ]);
  const remoteNames = new Set(remotes.map((v) => v.vendor));
  const asked = await Promise.all(remotes.map((v) => remoteBalance(app, v, memberId, currency)));
  const wallets = await Promise.all(
    remotes.map(async (v, i) => {
      const last = known.find((k) => k.vendor === v.vendor)?.balance;
      const now = asked[i] ?? null;
      if (now === null) return { vendor: v.vendor, balance: last ?? 0n, stale: true };
      if (now !== last) await transferRepo.saveBalance(db, { ...key, vendor: v.vendor }, now);
      return { vendor: v.vendor, balance: now };
    }),
  );
  for (const w of internal) if (!remoteNames.has(w.vendor)) wallets.push({ vendor: w.vendor, balance: w.balance });
  wallets.sort((a, b) => a.vendor.localeCompare(b.vendor));
  const sum = wallets.reduce((acc, w) => acc + w.balance, main);
  return {
    sumBalance: minorToMoney(sum),
    currency,
    currencySymbol: merchant.currencySymbol,
    mainBalance: minorToMoney(main),
    wallets: wallets.map((w) => ({ ...w, balance: minorToMoney(w.balance) })),
    pending: pending.map((t) => ({
      requestId: t.requestId,
      from: t.direction === 'deposit' ? MAIN_WALLET : t.vendor,
      to: t.direction === 'deposit' ? t.vendor : MAIN_WALLET,
      amount: minorToMoney(t.amount),
      time: t.createdAt.toISOString(),
    })),
  };
}
