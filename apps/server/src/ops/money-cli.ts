import { parseArgs } from 'node:util';
import { CALLS, callPath, type OpsDepositChannelUpdate } from '@wps/contract';
import { sendOps, type OpsCall } from './http.js';

// Money commands of `npm run ops` (issue 5): list, approve and reject deposits and withdrawals; reconcile the books;
// list deposit channels and switch a channel, or the sandbox flag of a gateway channel, on or off. Issue 13: a
// withdrawal's context, the reconciliation by day, manual balance adjustments. Issue 14: deposit promotions (list,
// switch on or off).

export const MONEY_USAGE = `  deposits <code> [pending|success|failed|expired]      list deposit orders (default: pending)
  approve-deposit <code> <orderNo> [note]              confirm a deposit arrived: credits the member once
  reject-deposit <code> <orderNo> [note]               refuse a deposit order
  withdrawals <code> [pending|success|rejected]        list withdrawal orders (default: pending)
  approve-withdrawal <code> <orderNo> [note]           mark a held withdrawal as paid out
  reject-withdrawal <code> <orderNo> [note]            refuse it: the held funds go back to the member
  withdrawal-context <code> <orderNo>                  the member's last deposits, 30-day totals and balance
  reconcile <code>                                      check sum of ledger entries == balance for every account
  reconcile-days <code> [from] [to]                     the ledger by day and kind (YYYY-MM-DD; default: 14 days)
  adjustments <code> [pending|approved|rejected]       list manual balance adjustments (default: every status)
  adjust <code> <member> <amount> <reason...>          ask for an adjustment ("100.00" credits, "-50.00" debits)
  approve-adjustment <code> <id>                        carry it out (an operator other than its requester)
  reject-adjustment <code> <id> <reason...>             refuse it
  channels <code>                                       list deposit channels with their enabled and sandbox flags
  channel <code> <channelCode> [--enabled on|off] [--sandbox on|off]
                         switch a deposit channel on or off; --sandbox off stops the demo gateway page from
                         completing that gateway channel's orders (e.g. channel demo DEMO_PAY --sandbox off)
  deposit-promos <code>                                 list deposit promotions and bonus codes with their uses
  deposit-promo <code> <id> --enabled on|off            switch a deposit promotion or bonus code on or off`;

function onOff(v: string, name: string): boolean {
  if (['on', 'true', '1', 'yes'].includes(v.toLowerCase())) return true;
  if (['off', 'false', '0', 'no'].includes(v.toLowerCase())) return false;
  throw new Error(`${name}: expected on or off, got "${v}"`);
}

function channelBody(args: string[]): { channelCode: string; body: OpsDepositChannelUpdate } {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: { enabled: { type: 'string' }, sandbox: { type: 'string' } },
  });
  const [channelCode] = positionals;
  if (!channelCode || positionals.length > 1) throw new Error('channel: give one channel code, e.g. DEMO_PAY');
  const body: OpsDepositChannelUpdate = {};
  if (values.enabled !== undefined) body.enabled = onOff(values.enabled, '--enabled');
  if (values.sandbox !== undefined) body.sandbox = onOff(values.sandbox, '--sandbox');
  if (body.enabled === undefined && body.sandbox === undefined) throw new Error('channel: give --enabled on|off and/or --sandbox on|off');
  return { channelCode, body };
}

function moneyCall(command: string, code: string, rest: string[]): OpsCall | null {
  const orderAction = (path: string): OpsCall => {
    const [orderNo, ...note] = rest;
    if (!orderNo) throw new Error(`${command}: give the order number`);
    return { method: 'POST', path: callPath(path, { code, orderNo }), body: note.length > 0 ? { note: note.join(' ') } : {} };
  };
  switch (command) {
    case 'deposits':
      return { method: 'GET', path: `${callPath(CALLS.opsDeposits.path, { code })}?status=${encodeURIComponent(rest[0] ?? 'pending')}` };
    case 'withdrawals':
      return { method: 'GET', path: `${callPath(CALLS.opsWithdrawals.path, { code })}?status=${encodeURIComponent(rest[0] ?? 'pending')}` };
    case 'approve-deposit':
      return orderAction(CALLS.opsApproveDeposit.path);
    case 'reject-deposit':
      return orderAction(CALLS.opsRejectDeposit.path);
    case 'approve-withdrawal':
      return orderAction(CALLS.opsApproveWithdrawal.path);
    case 'reject-withdrawal':
      return orderAction(CALLS.opsRejectWithdrawal.path);
    case 'withdrawal-context':
      if (!rest[0]) throw new Error(`${command}: give the order number`);
      return { method: 'GET', path: callPath(CALLS.opsWithdrawalContext.path, { code, orderNo: rest[0] }) };
    case 'reconcile':
      return { method: 'GET', path: callPath(CALLS.opsReconcile.path, { code }) };
    case 'reconcile-days': {
      const query = new URLSearchParams({ ...(rest[0] ? { from: rest[0] } : {}), ...(rest[1] ? { to: rest[1] } : {}) }).toString();
      return { method: 'GET', path: `${callPath(CALLS.opsReconcileDays.path, { code })}${query ? `?${query}` : ''}` };
    }
    case 'adjustments':
      return { method: 'GET', path: `${callPath(CALLS.opsAdjustments.path, { code })}${rest[0] ? `?status=${encodeURIComponent(rest[0])}` : ''}` };
    case 'adjust': {
      const [member, amount, ...reason] = rest;
      if (!member || !amount || reason.length === 0) throw new Error('adjust: give the member, the amount and a reason');
      return { method: 'POST', path: callPath(CALLS.opsRequestAdjustment.path, { code }), body: { member, amount, reason: reason.join(' ') } };
    }
    case 'approve-adjustment':
    case 'reject-adjustment': {
      const [id, ...reason] = rest;
      if (!id) throw new Error(`${command}: give the adjustment's id`);
      if (command === 'approve-adjustment') return { method: 'POST', path: callPath(CALLS.opsApproveAdjustment.path, { code, id }), body: {} };
      if (reason.length === 0) throw new Error('reject-adjustment: give a reason');
      return { method: 'POST', path: callPath(CALLS.opsRejectAdjustment.path, { code, id }), body: { reason: reason.join(' ') } };
    }
    case 'channels':
      return { method: 'GET', path: callPath(CALLS.opsDepositChannels.path, { code }) };
    case 'channel': {
      const { channelCode, body } = channelBody(rest);
      return { method: 'PUT', path: callPath(CALLS.opsUpdateDepositChannel.path, { code, channelCode }), body };
    }
    case 'deposit-promos':
      return { method: 'GET', path: callPath(CALLS.opsDepositPromos.path, { code }) };
    case 'deposit-promo': {
      const { values, positionals } = parseArgs({ args: rest, allowPositionals: true, options: { enabled: { type: 'string' } } });
      const [promoId] = positionals;
      if (!promoId || positionals.length > 1 || values.enabled === undefined) throw new Error('deposit-promo: give the promotion id and --enabled on|off');
      return { method: 'PUT', path: callPath(CALLS.opsUpdateDepositPromo.path, { code, promoId }), body: { enabled: onOff(values.enabled, '--enabled') } };
    }
    default:
      return null;
  }
}

/** Runs a money command; null when `command` is not one (the caller tries its own commands). */
export async function runMoneyCommand(
  command: string,
  code: string,
  rest: string[],
  base: string,
  token: string,
): Promise<number | null> {
  const call = moneyCall(command, code, rest);
  if (!call) return null;
  const { ok, text } = await sendOps(base, token, call);
  if ((command === 'reconcile' || command === 'reconcile-days') && ok) {
    // A failed reconciliation is an operator alarm: make the exit code say so.
    return (JSON.parse(text) as { value?: { ok?: boolean } }).value?.ok ? 0 : 3;
  }
  return ok ? 0 : 2;
}
