// @vitest-environment node
import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  LOTTERY_BET_TYPES,
  ORDER_STATUSES,
  OpsVendorIntegrationUpdateSchema,
  RECONCILE_PROBLEMS,
  SUB_ORDER_STATUSES,
  VENDOR_MODES,
  type OpsReconciliation,
  type OpsVendorIntegration,
} from '@wps/contract';
import en from '../../locales/en.json';
import zhCN from '../../locales/zh-CN.json';
import { canDo } from '../../providers/access-control';
import { callOf } from '../../resources';
import {
  booksAgree,
  canVoidPeriod,
  drawInterval,
  fingerprintPreview,
  integrationBody,
  integrationFieldOk,
  integrationValuesOf,
  keyPreview,
  periodState,
  publicKeyOk,
  utcDay,
} from './gaming-values';

const pem = generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey.export({ type: 'spki', format: 'pem' }).toString();
const hub88: OpsVendorIntegration = {
  vendor: 'PG',
  enabled: true,
  mode: 'seamless',
  aggregatorUrl: '/sim/hub88',
  operatorId: 1,
  currency: 'CNY',
  operatorPublicKey: pem,
  aggregatorKeyFingerprint: 'ab'.repeat(32),
  updatedAt: '2026-11-24T10:00:00.000Z',
};

describe('vendor keys as shown', () => {
  it('shortens a PEM to the ends of its body', () => {
    const preview = keyPreview(pem);
    expect(preview).toMatch(/^MIIBIjANBgkq…[A-Za-z0-9+/=]{12}$/);
    expect(preview).not.toContain('BEGIN');
    expect(keyPreview('-----BEGIN PUBLIC KEY-----\nabc\n-----END PUBLIC KEY-----')).toBe('abc');
  });
  it('writes a fingerprint as colon pairs, cut after 8 bytes', () => {
    expect(fingerprintPreview('0a1b2c3d4e5f60718293a4b5c6d7e8f9')).toBe('0A:1B:2C:3D:4E:5F:60:71…');
    expect(fingerprintPreview('0a1b', 8)).toBe('0A:1B');
  });
});

describe('vendor connection form', () => {
  it('starts from the connection, with no key pasted', () => {
    expect(integrationValuesOf(hub88)).toEqual({ enabled: true, mode: 'seamless', aggregatorUrl: '/sim/hub88', currency: 'CNY', aggregatorPublicKey: '' });
  });
  it('sends only what changed, in the call schema; nothing for an untouched form', () => {
    expect(integrationBody(hub88, integrationValuesOf(hub88))).toBeNull();
    expect(integrationBody(hub88, { ...integrationValuesOf(hub88), enabled: false })).toEqual({ enabled: false });
    const body = integrationBody(hub88, { enabled: true, mode: 'transfer', aggregatorUrl: ' https://api.example.com/hub88 ', currency: 'usd', aggregatorPublicKey: `  ${pem}  ` });
    expect(body).toEqual({ mode: 'transfer', aggregatorUrl: 'https://api.example.com/hub88', currency: 'USD', aggregatorPublicKey: pem.trim() });
    expect(OpsVendorIntegrationUpdateSchema.safeParse(body).success).toBe(true);
    expect(OpsVendorIntegrationUpdateSchema.safeParse({ rotateOperatorKey: true }).success).toBe(true);
  });
  it('checks each field as the call does', () => {
    expect(integrationFieldOk('aggregatorUrl', '/sim/hub88')).toBe(true);
    expect(integrationFieldOk('aggregatorUrl', 'https://a.example.com')).toBe(true);
    for (const bad of ['ftp://a', 'a.example.com', 'https://a b', '']) expect(integrationFieldOk('aggregatorUrl', bad), bad).toBe(false);
    expect(integrationFieldOk('currency', 'CNY')).toBe(true);
    for (const bad of ['cny', 'CN', 'CNYY']) expect(integrationFieldOk('currency', bad), bad).toBe(false);
    expect(publicKeyOk(pem)).toBe(true);
    expect(publicKeyOk('hello')).toBe(false);
    expect(publicKeyOk(pem.replace('PUBLIC', 'PRIVATE'))).toBe(false);
  });
});

describe('vendor reconciliation verdict', () => {
  const side = { count: 4, bets: '10.00', wins: '5.00', rollbacks: '0.00' };
  const report: OpsReconciliation = { vendor: 'PG', day: '2026-11-24', ours: side, theirs: side, matched: 4, differences: [] };
  it('agrees only without differences and with equal sides', () => {
    expect(booksAgree(report)).toBe(true);
    expect(booksAgree({ ...report, theirs: { ...side, wins: '6.00' } })).toBe(false);
    expect(booksAgree({ ...report, differences: [{ transactionUuid: 'x', kind: 'missing_here', problems: ['missing_here'], ours: null, theirs: null }] })).toBe(false);
  });
  it('works in UTC days', () => {
    expect(utcDay(new Date('2026-11-24T23:59:59Z'))).toBe('2026-11-24');
  });
});

describe('lottery periods', () => {
  const now = Date.parse('2026-11-24T10:00:00Z');
  it('shows an open period past its close as closed, waiting for its draw', () => {
    expect(periodState({ status: 'OPEN', closesAt: '2026-11-24T10:00:30Z' }, now)).toBe('OPEN');
    expect(periodState({ status: 'OPEN', closesAt: '2026-11-24T09:59:59Z' }, now)).toBe('CLOSED');
    expect(periodState({ status: 'DRAWN', closesAt: '2026-11-24T09:00:00Z' }, now)).toBe('DRAWN');
    expect(periodState({ status: 'VOID', closesAt: '2026-11-24T11:00:00Z' }, now)).toBe('VOID');
  });
  it('voids only periods not drawn', () => {
    expect(canVoidPeriod({ status: 'OPEN' })).toBe(true);
    expect(canVoidPeriod({ status: 'DRAWN' })).toBe(false);
    expect(canVoidPeriod({ status: 'VOID' })).toBe(false);
  });
  it('writes draw intervals as minutes and seconds', () => {
    expect(drawInterval(180)).toBe('3:00');
    expect(drawInterval(90)).toBe('1:30');
  });
});

describe('vendor and lottery texts', () => {
  type Dict = { [k: string]: string | Dict };
  const at = (d: Dict, key: string): unknown => key.split('.').reduce<unknown>((n, k) => (n as Dict | undefined)?.[k], d);
  it.each([
    ...VENDOR_MODES.map((m) => `vendorIntegrations.modes.${m}`),
    ...RECONCILE_PROBLEMS.map((p) => `vendorReconciliation.problemNames.${p}`),
    ...['bet', 'win', 'rollback'].map((k) => `vendorReconciliation.kinds.${k}`),
    ...LOTTERY_BET_TYPES.map((t) => `lottery.betTypes.${t}`),
    ...SUB_ORDER_STATUSES.map((s) => `lottery.subStatuses.${s}`),
    ...ORDER_STATUSES.map((s) => `lottery.orderStatuses.${s}`),
    ...['OPEN', 'CLOSED', 'DRAWN', 'VOID'].map((s) => `lottery.states.${s}`),
  ])('%s in both languages', (key) => {
    expect(typeof at(en as Dict, key), key).toBe('string');
    expect(typeof at(zhCN as Dict, key), key).toBe('string');
  });
});

describe('vendor and lottery screens: calls and roles', () => {
  it('maps each action to its operator call', () => {
    expect(callOf('vendorIntegrations', 'list')).toBe('opsVendorIntegrations');
    expect(callOf('vendorIntegrations', 'edit')).toBe('opsUpdateVendorIntegration');
    expect(callOf('vendorReconciliation', 'run')).toBe('opsReconcileVendor');
    expect(callOf('lottery', 'list')).toBe('opsLotteryGames');
    expect(callOf('lotteryPeriods', 'list')).toBe('opsLotteryPeriods');
    expect(callOf('lotteryPeriods', 'void')).toBe('opsVoidLotteryPeriod');
    expect(callOf('lotteryOrders', 'list')).toBe('opsLotteryPeriodOrders');
  });
  it('shows the vendor screens to finance only, the lottery to finance, risk and support; void to finance and risk', () => {
    for (const role of ['finance', 'admin'] as const) {
      expect(canDo([role], 'vendorIntegrations', 'edit'), role).toBe(true);
      expect(canDo([role], 'vendorReconciliation', 'run'), role).toBe(true);
    }
    for (const role of ['support', 'risk', 'content'] as const) {
      expect(canDo([role], 'vendorIntegrations', 'list'), role).toBe(false);
      expect(canDo([role], 'vendorReconciliation', 'list'), role).toBe(false);
    }
    for (const role of ['finance', 'risk', 'support'] as const) expect(canDo([role], 'lottery', 'list'), role).toBe(true);
    expect(canDo(['risk'], 'lotteryPeriods', 'void')).toBe(true);
    expect(canDo(['support'], 'lotteryPeriods', 'void')).toBe(false);
    expect(canDo(['content'], 'gaming', 'list')).toBe(false);
    expect(canDo(['support'], 'gaming', 'list')).toBe(true);
  });
});
