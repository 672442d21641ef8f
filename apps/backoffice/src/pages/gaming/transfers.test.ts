// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { OpsTransfersQuerySchema, TRANSFER_DIRECTIONS, TRANSFER_STATUSES, type OpsTransfer } from '@wps/contract';
import dayjs from 'dayjs';
import en from '../../locales/en.json';
import zhCN from '../../locales/zh-CN.json';
import { canDo } from '../../providers/access-control';
import { filtersToQuery } from '../../providers/data-provider';
import { callOf } from '../../resources';
import { KNOWN_FAILURES, STATUS_COLOR, canCheck, checkedKey, failureKey, memberFilter, transferFilters, transferRoute, transferSearchValues } from './transfer-values';

const transfer: OpsTransfer = {
  id: 42,
  memberId: 7,
  member: 'demo01',
  vendor: 'SABA',
  direction: 'deposit',
  amount: '1.00',
  currency: 'CNY',
  status: 'PENDING',
  requestId: 'req-1',
  transactionUuid: '0b7e4f0e-0d7c-4a57-9d8c-2a4d8a8f1b2c',
  failure: null,
  createdAt: '2026-11-24T10:00:00.000Z',
  settledAt: null,
};

describe('transfers search', () => {
  it('sends status, vendor, trimmed member and the days as the call takes them', () => {
    const filters = transferFilters({ status: 'PENDING', vendor: 'AG', member: ' demo01 ', range: [dayjs('2026-11-20'), dayjs('2026-11-24')] });
    const query = filtersToQuery(filters);
    expect(query).toEqual({ status: 'PENDING', vendor: 'AG', member: 'demo01', from: '2026-11-20', to: '2026-11-24' });
    expect(OpsTransfersQuerySchema.safeParse(query).success).toBe(true);
  });
  it('leaves out what is empty, either end of the range included', () => {
    expect(transferFilters({ status: '', vendor: '', member: '  ', range: null })).toEqual([]);
    expect(filtersToQuery(transferFilters({ range: [null, dayjs('2026-11-24')] }))).toEqual({ to: '2026-11-24' });
  });
  it('reads the form back from the address, dropping values the call would not take', () => {
    const back = transferSearchValues(transferFilters({ status: 'FAILED', vendor: 'PT', member: 'demo01', range: [dayjs('2026-11-20'), null] }));
    expect(back).toMatchObject({ status: 'FAILED', vendor: 'PT', member: 'demo01' });
    expect(back.range?.[0]?.format('YYYY-MM-DD')).toBe('2026-11-20');
    expect(back.range?.[1]).toBeNull();
    const junk = transferSearchValues([
      { field: 'status', operator: 'eq', value: 'DONE' },
      { field: 'vendor', operator: 'eq', value: 'XX' },
      { field: 'from', operator: 'eq', value: '2026-02-30' },
      { field: 'to', operator: 'eq', value: 'yesterday' },
    ]);
    expect(junk).toEqual({ status: '', vendor: '', member: '', range: null });
  });
  it('shows the balances of the member the list is narrowed to', () => {
    expect(memberFilter(transferFilters({ member: ' demo01 ' }))).toBe('demo01');
    expect(memberFilter([])).toBe('');
  });
});

describe('a transfer row', () => {
  it('names the way the money went', () => {
    expect(transferRoute(transfer)).toBe('MAIN → SABA');
    expect(transferRoute({ ...transfer, direction: 'withdraw' })).toBe('SABA → MAIN');
  });
  it('offers "check now" on PENDING transfers only', () => {
    expect(canCheck(transfer)).toBe(true);
    expect(canCheck({ ...transfer, status: 'COMPLETED' })).toBe(false);
    expect(canCheck({ ...transfer, status: 'FAILED' })).toBe(false);
  });
  it('explains known failures and shows other codes as they are', () => {
    expect(failureKey('NOT_FOUND')).toBe('transfers.failures.NOT_FOUND');
    expect(failureKey('RS_ERROR_NOT_ENOUGH_MONEY')).toBe('transfers.failures.RS_ERROR_NOT_ENOUGH_MONEY');
    expect(failureKey('RS_ERROR_INVALID_SIGNATURE')).toBeNull();
    expect(failureKey(null)).toBeNull();
  });
  it('tells what a check did: a failed deposit was refunded', () => {
    expect(checkedKey({ status: 'COMPLETED', direction: 'deposit' })).toBe('transfers.checked.COMPLETED');
    expect(checkedKey({ status: 'FAILED', direction: 'deposit' })).toBe('transfers.checked.refunded');
    expect(checkedKey({ status: 'FAILED', direction: 'withdraw' })).toBe('transfers.checked.FAILED');
    expect(checkedKey(undefined)).toBe('transfers.checked.PENDING');
  });
  it('has a colour per status', () => {
    for (const s of TRANSFER_STATUSES) expect(STATUS_COLOR[s], s).toBeTruthy();
  });
});

describe('transfers texts', () => {
  type Dict = { [k: string]: string | Dict };
  const at = (d: Dict, key: string): unknown => key.split('.').reduce<unknown>((n, k) => (n as Dict | undefined)?.[k], d);
  it.each([
    'transfers.transfers',
    'transfers.title',
    ...TRANSFER_STATUSES.map((s) => `transfers.statuses.${s}`),
    ...TRANSFER_DIRECTIONS.map((d) => `transfers.directions.${d}`),
    ...KNOWN_FAILURES.map((f) => `transfers.failures.${f}`),
    ...['COMPLETED', 'FAILED', 'refunded', 'PENDING'].map((k) => `transfers.checked.${k}`),
  ])('%s in both languages', (key) => {
    expect(typeof at(en as Dict, key), key).toBe('string');
    expect(typeof at(zhCN as Dict, key), key).toBe('string');
  });
});

describe('transfers screen: calls and roles', () => {
  it('maps the list, the check and the balances to their operator calls', () => {
    expect(callOf('transfers', 'list')).toBe('opsTransfers');
    expect(callOf('transfers', 'check')).toBe('opsCheckTransfer');
    expect(callOf('transfers', 'balances')).toBe('opsTransferBalances');
  });
  it('shows the list to finance and risk; only finance checks now', () => {
    for (const role of ['finance', 'risk', 'admin'] as const) {
      expect(canDo([role], 'transfers', 'list'), role).toBe(true);
      expect(canDo([role], 'transfers', 'balances'), role).toBe(true);
    }
    expect(canDo(['finance'], 'transfers', 'check')).toBe(true);
    expect(canDo(['risk'], 'transfers', 'check')).toBe(false);
    for (const role of ['support', 'content'] as const) expect(canDo([role], 'transfers', 'list'), role).toBe(false);
  });
});
