import { MINUTE_JOBS, isJobPeriod, minuteKey } from '@wps/contract';
import type { FastifyInstance } from 'fastify';
import type { WalletTransfer } from '../../db/schema.js';
import { defineJob, type Job } from '../../platform/jobs.js';
import { askTransferStatus, settleChecked, type CheckedStatus } from './transfer.js';
import { transferRepo } from './transfer-repo.js';

export const TRANSFER_SETTLE_JOB = MINUTE_JOBS.transferSettle;

interface SettleUnit {
  transfer: WalletTransfer;
  /** The aggregator's status of the transfer's transaction_uuid, asked before the unit's transaction. */
  status: CheckedStatus;
}

/**
 * Settles transfers left PENDING by a timeout: asks the aggregator for each one older than settleAfterMs whether it
 * applied it. COMPLETED finishes it (a withdraw credits the main wallet), NOT_FOUND fails it (a deposit is refunded;
 * the aggregator remembers the uuid as void, so a late arrival is refused). The status calls are made in `units`,
 * outside any transaction (the aggregator may be this server, on this database); `apply` only claims the row and
 * moves the money, so two instances or a re-run settle each transfer once. An unanswered status stays PENDING for a
 * later minute. `app` is a getter: the HTTP side is the app's, the database side is the runner's.
 */
export function transferJobs(app: () => FastifyInstance): Job[] {
  return [
    defineJob<SettleUnit>({
      name: TRANSFER_SETTLE_JOB,
      // A UTC minute (2026-11-24T21:30): the PENDING transfers are checked once a minute, at every merchant, so a
      // minute with nothing to settle leaves no job_runs row.
      period: minuteKey,
      isPeriod: (p) => isJobPeriod(TRANSFER_SETTLE_JOB, p),
      frequent: true,
      remoteUnits: true,
      async units(db, merchantId) {
        const a = app();
        const due = await transferRepo.pendingBefore(db, merchantId, new Date(Date.now() - a.config.transferWallet.settleAfterMs));
        const units: SettleUnit[] = [];
        for (const t of due) {
          const status = await askTransferStatus(a, db, t);
          if (status) units.push({ transfer: t, status });
        }
        return units;
      },
      async apply(tx, _merchantId, _period, { transfer, status }) {
        return (await settleChecked(tx, transfer, status)) ? transfer.amount : null;
      },
    }),
  ];
}
