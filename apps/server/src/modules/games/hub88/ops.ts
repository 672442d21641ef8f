import { createHash, createPrivateKey, createPublicKey } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  ErrorCode,
  HUB88_AGGREGATOR_PATHS,
  Hub88TransactionsAnswerSchema,
  hub88ToMinor,
  minorToMoney,
  type Hub88TransactionRecord,
  type OpsReconciliation,
  type OpsVendorIntegration,
  type OpsVendorIntegrationUpdate,
  RECONCILE_PROBLEMS,
  type ReconcileDifference,
  type ReconcileProblem,
} from '@wps/contract';
import type { Hub88Transaction, Merchant, VendorIntegration } from '../../../db/schema.js';
import { AppError } from '../../../platform/envelope.js';
import type { OpsContext } from '../../../platform/ops-auth.js';
import { checkOutboundUrl, type OutboundPolicy } from '../../../platform/outbound-url.js';
import { newRsaKeyPair } from '../../../platform/rsa-signature.js';
import { callAggregator } from './aggregator-client.js';
import { hub88GameRepo, hub88TxRepo, integrationRepo, type IntegrationPatch } from './repo.js';
import { wireUser } from './wire.js';

// The operator's side of the aggregator connections (issue 11): settings per vendor without private keys, and the
// daily reconciliation of our wallet transactions against the aggregator's records.

const pemOf = (key: ReturnType<typeof createPublicKey>) => key.export({ type: 'spki', format: 'pem' }).toString();

function integrationView(i: VendorIntegration): OpsVendorIntegration {
  const der = createPublicKey(i.aggregatorPublicKey).export({ type: 'spki', format: 'der' });
  return {
    vendor: i.vendor,
    enabled: i.enabled,
    mode: i.mode,
    aggregatorUrl: i.aggregatorUrl,
    operatorId: i.operatorId,
    currency: i.currency,
    operatorPublicKey: pemOf(createPublicKey(createPrivateKey(i.operatorPrivateKey))),
    aggregatorKeyFingerprint: createHash('sha256').update(der).digest('hex'),
    updatedAt: i.updatedAt.toISOString(),
  };
}

export async function listIntegrations(ctx: OpsContext, merchant: Merchant): Promise<OpsVendorIntegration[]> {
  return (await integrationRepo.list(ctx.db, merchant.id)).map(integrationView);
}

async function integrationOf(ctx: OpsContext, merchant: Merchant, vendor: string, lock = false): Promise<VendorIntegration> {
  const row = await integrationRepo.find(ctx.db, merchant.id, vendor, lock);
  if (!row) throw new AppError(ErrorCode.NOT_FOUND, { detail: `no aggregator connection of vendor ${vendor}` });
  return row;
}

/** A public key PEM that parses, normalised; VALIDATION naming the field otherwise. */
function publicKeyPem(text: string): string {
  try {
    return pemOf(createPublicKey(text));
  } catch {
    throw new AppError(ErrorCode.VALIDATION, { value: [{ field: 'aggregatorPublicKey', message: 'invalid' }] });
  }
}

/** Changes an integration; `rotateOperatorKey` makes a new operator key pair (the answer carries the new public key). */
export async function updateIntegration(
  ctx: OpsContext,
  merchant: Merchant,
  vendor: string,
  b: OpsVendorIntegrationUpdate,
  policy: OutboundPolicy,
): Promise<OpsVendorIntegration> {
  // The server posts signed calls to this address (launch, transfers, reconciliation): only one the rule allows.
  if (b.aggregatorUrl !== undefined) await checkOutboundUrl(b.aggregatorUrl, policy, 'aggregatorUrl');
  const current = await integrationOf(ctx, merchant, vendor, true);
  ctx.audit.target = `vendor integration ${vendor}`;
  ctx.audit.before = integrationView(current);
  const patch: IntegrationPatch = {};
  if (b.enabled !== undefined) patch.enabled = b.enabled;
  if (b.mode !== undefined) patch.mode = b.mode;
  if (b.aggregatorUrl !== undefined) patch.aggregatorUrl = b.aggregatorUrl;
  if (b.currency !== undefined) patch.currency = b.currency;
  if (b.aggregatorPublicKey !== undefined) patch.aggregatorPublicKey = publicKeyPem(b.aggregatorPublicKey);
  if (b.rotateOperatorKey) patch.operatorPrivateKey = newRsaKeyPair().privateKeyPem;
  return integrationView(await integrationRepo.update(ctx.db, current.id, patch));
}

const DAY_MS = 24 * 60 * 60_000;

/** [start, end) of a UTC day; VALIDATION for a day that does not exist (2026-02-30). */
function utcDay(day: string): { from: Date; to: Date } {
  const from = new Date(`${day}T00:00:00.000Z`);
  if (Number.isNaN(from.getTime()) || from.toISOString().slice(0, 10) !== day) {
    throw new AppError(ErrorCode.VALIDATION, { value: [{ field: 'day', message: 'invalid' }] });
  }
  return { from, to: new Date(from.getTime() + DAY_MS) };
}

interface Side {
  kind: string;
  amount: bigint;
  status: string;
  round: string;
  user: string;
  currency: string;
  gameCode: string;
}

const ourSide = (t: Hub88Transaction): Side => ({
  kind: t.kind,
  amount: t.amount,
  status: t.answer.status,
  round: t.round,
  user: wireUser(t.memberId),
  currency: t.currency,
  gameCode: t.gameCode,
});
const theirSide = (r: Hub88TransactionRecord): Side => ({
  kind: r.kind,
  // A wire amount with a fraction of a cent cannot be ours: kept as -1 so it shows as an amount difference.
  amount: hub88ToMinor(r.amount) ?? -1n,
  status: r.status,
  round: r.round,
  user: r.user,
  currency: r.currency,
  gameCode: r.game_code,
});

function totals(sides: Side[]) {
  const sum = (kind: string) => sides.filter((s) => s.kind === kind && s.status === 'RS_OK').reduce((a, s) => a + s.amount, 0n);
  return { count: sides.length, bets: minorToMoney(sum('bet')), wins: minorToMoney(sum('win')), rollbacks: minorToMoney(sum('rollback')) };
}

const view = (s: Side | undefined) => (s ? { ...s, amount: minorToMoney(s.amount) } : null);

/** The fields both sides must agree on, with the problem each names when they do not. */
const SAME: readonly [ReconcileProblem, (s: Side) => string][] = [
  ['member', (s) => s.user],
  ['currency', (s) => s.currency],
  ['round', (s) => s.round],
  ['game', (s) => s.gameCode],
  ['status', (s) => s.status],
];

/**
 * Differences of one transaction. Amounts are compared for bets and wins (a rollback moves what its reference
 * moved, whatever amount each side writes down); member, currency, round, game and status (as first answered) for
 * all. A transaction the aggregator has and we do not is a difference only when it says we answered RS_OK (refusals
 * other than a late bet are not stored here). `kind`: the most serious problem (RECONCILE_PROBLEMS' order).
 */
function compare(uuid: string, ours: Side | undefined, theirs: Side | undefined): ReconcileDifference | null {
  if (!ours && theirs && theirs.status !== 'RS_OK') return null;
  const problems: ReconcileProblem[] = [];
  if (!ours) problems.push('missing_here');
  else if (!theirs) problems.push('missing_there');
  else {
    if (ours.kind !== theirs.kind) problems.push('kind');
    else if (ours.kind !== 'rollback' && ours.amount !== theirs.amount) problems.push('amount');
    for (const [problem, field] of SAME) if (field(ours) !== field(theirs)) problems.push(problem);
  }
  if (!problems.length) return null;
  problems.sort((a, b) => RECONCILE_PROBLEMS.indexOf(a) - RECONCILE_PROBLEMS.indexOf(b));
  return { transactionUuid: uuid, kind: problems[0]!, problems, ours: view(ours), theirs: view(theirs) };
}

/** One vendor's UTC day: our transactions against the aggregator's Transactions API (signed with the operator key). */
export async function reconcileVendor(app: FastifyInstance, ctx: OpsContext, merchant: Merchant, vendor: string, day: string): Promise<OpsReconciliation> {
  const { from, to } = utcDay(day);
  const integration = await integrationOf(ctx, merchant, vendor);
  const stamp = (d: Date) => d.toISOString().slice(0, 19);
  const answer = await callAggregator(
    app,
    integration,
    HUB88_AGGREGATOR_PATHS.transactions,
    { operator_id: integration.operatorId, start_time: stamp(from), end_time: stamp(new Date(to.getTime() - 1000)) },
    Hub88TransactionsAnswerSchema,
  );
  const ours = new Map((await hub88TxRepo.between(ctx.db, merchant.id, vendor, from, to)).map((t) => [t.transactionUuid, ourSide(t)]));
  // The aggregator lists every studio of the operator: keep this vendor's games (one query for all the codes), and
  // any record of one of our transactions, whatever game it names (then a game difference, not a missing one).
  const ofVendor = await hub88GameRepo.codesOfVendor(ctx.db, merchant.id, vendor, [...new Set(answer.transactions.map((r) => r.game_code))]);
  const theirs = new Map(
    answer.transactions.filter((r) => ofVendor.has(r.game_code) || ours.has(r.transaction_uuid)).map((r) => [r.transaction_uuid, theirSide(r)]),
  );
  const differences: ReconcileDifference[] = [];
  let matched = 0;
  for (const uuid of new Set([...ours.keys(), ...theirs.keys()])) {
    const diff = compare(uuid, ours.get(uuid), theirs.get(uuid));
    if (diff) differences.push(diff);
    else if (ours.has(uuid)) matched += 1;
  }
  return { vendor, day, ours: totals([...ours.values()]), theirs: totals([...theirs.values()]), matched, differences };
}
