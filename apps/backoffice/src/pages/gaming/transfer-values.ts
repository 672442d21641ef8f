import type { CrudFilter } from '@refinedev/core';
import { MAIN_WALLET, TRANSFER_LOST, TRANSFER_STATUSES, TRANSFER_WALLETS, type OpsTransfer, type TransferStatus } from '@wps/contract';
import dayjs, { type Dayjs } from 'dayjs';
import { fieldFilter, filterValue } from '../content/content-values';

// The Transfers page's pure parts (tested in transfers.test.ts): the search form as the list call's filters and back
// from the address, what a row shows (route, status colour, failure text) and whether it may be checked now.

export interface TransferSearch {
  status?: TransferStatus | '';
  vendor?: string;
  member?: string;
  /** Days of creation, inclusive; the server reads them as UTC days. */
  range?: [Dayjs | null, Dayjs | null] | null;
}

const DAY = 'YYYY-MM-DD';
const isStatus = (v: unknown): v is TransferStatus => (TRANSFER_STATUSES as readonly unknown[]).includes(v);
const isVendor = (v: string): boolean => (TRANSFER_WALLETS as readonly string[]).includes(v);

/** The search form's values as the call's filters (`from` / `to` as YYYY-MM-DD days). */
export function transferFilters(v: TransferSearch): CrudFilter[] {
  const [from, to] = v.range ?? [null, null];
  return [
    ...fieldFilter('status', v.status),
    ...fieldFilter('vendor', v.vendor),
    ...fieldFilter('member', v.member?.trim()),
    ...fieldFilter('from', from ? from.format(DAY) : ''),
    ...fieldFilter('to', to ? to.format(DAY) : ''),
  ];
}

/** The search form's values from the filters in the address (values the call would not take are dropped). */
export function transferSearchValues(filters: CrudFilter[]): Required<TransferSearch> {
  const status = filterValue(filters, 'status');
  const vendor = filterValue(filters, 'vendor');
  const day = (field: string) => {
    const text = filterValue(filters, field);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return null;
    // A day that does not exist (2026-02-30) rolls over in dayjs: kept only when it reads back the same.
    const d = dayjs(text);
    return d.isValid() && d.format(DAY) === text ? d : null;
  };
  const from = day('from');
  const to = day('to');
  return {
    status: isStatus(status) ? status : '',
    vendor: isVendor(vendor) ? vendor : '',
    member: filterValue(filters, 'member'),
    range: from || to ? [from, to] : null,
  };
}

/** The member the list is narrowed to ('' for none): their vendor balances are shown above it. */
export const memberFilter = (filters: CrudFilter[]): string => filterValue(filters, 'member').trim();

/** Which way the money went, as wallet names: "MAIN → AG" or "AG → MAIN". */
export const transferRoute = (t: Pick<OpsTransfer, 'direction' | 'vendor'>): string =>
  t.direction === 'deposit' ? `${MAIN_WALLET} → ${t.vendor}` : `${t.vendor} → ${MAIN_WALLET}`;

export const STATUS_COLOR: Record<TransferStatus, string> = { PENDING: 'gold', COMPLETED: 'green', FAILED: 'red' };

/** Only a PENDING transfer is checked now; a settled one has moved its money already. */
export const canCheck = (t: Pick<OpsTransfer, 'status'>): boolean => t.status === 'PENDING';

/** Failures with a text of their own: the status check found nothing, the vendor balance was too low. */
export const KNOWN_FAILURES = [TRANSFER_LOST, 'RS_ERROR_NOT_ENOUGH_MONEY'] as const;

/** The locale key explaining a failure, or null to show the aggregator's code as it is. */
export const failureKey = (failure: string | null): string | null =>
  failure && (KNOWN_FAILURES as readonly string[]).includes(failure) ? `transfers.failures.${failure}` : null;

/** What "check now" did, for its notification: completed or failed (and a deposit refunded). */
export const checkedKey = (t: Pick<OpsTransfer, 'status' | 'direction'> | undefined): string => {
  if (t?.status === 'COMPLETED') return 'transfers.checked.COMPLETED';
  if (t?.status === 'FAILED') return t.direction === 'deposit' ? 'transfers.checked.refunded' : 'transfers.checked.FAILED';
  return 'transfers.checked.PENDING';
};
