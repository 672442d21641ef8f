import {
  OpsVendorIntegrationUpdateSchema,
  type OpsReconciliation,
  type OpsVendorIntegration,
  type OpsVendorIntegrationUpdate,
  type VendorMode,
} from '@wps/contract';

// The vendor and lottery screens' pure parts: key displays, the integration form's values and body, the
// reconciliation's verdict, a lottery period's state. Tested in gaming-values.test.ts.

/** A PEM key's base64 body, shortened for a table cell ("MIIBIjANBgkq…IDAQAB"); the copy button copies the whole PEM. */
export function keyPreview(pem: string): string {
  const body = pem.replace(/-----(BEGIN|END)[^-]*-----/g, '').replace(/\s+/g, '');
  return body.length > 28 ? `${body.slice(0, 12)}…${body.slice(-12)}` : body;
}

/** The first bytes of a SHA-256 fingerprint as the aggregator's documents write it ("3F:A0:…"), for a table cell. */
export function fingerprintPreview(hex: string, bytes = 8): string {
  const pairs = hex.toUpperCase().match(/[0-9A-F]{2}/g) ?? [];
  return pairs.length > bytes ? `${pairs.slice(0, bytes).join(':')}…` : pairs.join(':');
}

/** The integration form: what the call changes; an empty key field keeps the aggregator's key. */
export interface IntegrationValues {
  enabled: boolean;
  mode: VendorMode;
  aggregatorUrl: string;
  currency: string;
  aggregatorPublicKey?: string;
}
export const integrationValuesOf = (i: OpsVendorIntegration): IntegrationValues => ({
  enabled: i.enabled,
  mode: i.mode,
  aggregatorUrl: i.aggregatorUrl,
  currency: i.currency,
  aggregatorPublicKey: '',
});

/** Whether one field's value is one the update call takes (its own schema decides). */
export const integrationFieldOk = <K extends keyof OpsVendorIntegrationUpdate>(field: K, value: OpsVendorIntegrationUpdate[K]): boolean =>
  OpsVendorIntegrationUpdateSchema.safeParse({ [field]: value }).success;

/** A pasted key looks like a PEM public key the call takes (the server checks it parses). */
export const publicKeyOk = (pem: string | undefined): boolean => /-----BEGIN PUBLIC KEY-----[\s\S]+-----END PUBLIC KEY-----/.test(pem ?? '') && integrationFieldOk('aggregatorPublicKey', pem);

/** The update call's body: only what changed (a pasted key always counts); null when nothing did. */
export function integrationBody(i: OpsVendorIntegration, v: IntegrationValues): OpsVendorIntegrationUpdate | null {
  const body: OpsVendorIntegrationUpdate = {};
  if (v.enabled !== i.enabled) body.enabled = v.enabled;
  if (v.mode !== i.mode) body.mode = v.mode;
  const url = v.aggregatorUrl.trim();
  if (url !== i.aggregatorUrl) body.aggregatorUrl = url;
  const currency = v.currency.trim().toUpperCase();
  if (currency !== i.currency) body.currency = currency;
  const key = v.aggregatorPublicKey?.trim();
  if (key) body.aggregatorPublicKey = key;
  return Object.keys(body).length ? body : null;
}

/** Today as a UTC day (YYYY-MM-DD): the reconciliation works in UTC days, like the aggregator's records. */
export const utcDay = (at = new Date()): string => at.toISOString().slice(0, 10);

/** Whether both books agree: every transaction matched on both sides, counts and totals equal. */
export function booksAgree(r: OpsReconciliation): boolean {
  const same = (k: 'count' | 'bets' | 'wins' | 'rollbacks') => String(r.ours[k]) === String(r.theirs[k]);
  return r.differences.length === 0 && same('count') && same('bets') && same('wins') && same('rollbacks');
}

/** A lottery period as the screen shows it: open, closed (waiting for its draw), drawn or void. */
export type PeriodState = 'OPEN' | 'CLOSED' | 'DRAWN' | 'VOID';
export function periodState(p: { status: 'OPEN' | 'DRAWN' | 'VOID'; closesAt: string }, now = Date.now()): PeriodState {
  if (p.status !== 'OPEN') return p.status;
  return Date.parse(p.closesAt) <= now ? 'CLOSED' : 'OPEN';
}
/** Only a period not drawn yet may be voided (a drawn one has paid its winners). */
export const canVoidPeriod = (p: { status: string }): boolean => p.status === 'OPEN';

/** A draw interval as minutes and seconds ("3:00"). */
export const drawInterval = (seconds: number): string => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
