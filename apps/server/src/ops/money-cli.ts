import { MONEY_OPS_CALLS, OPS_TOKEN_HEADER } from '@wps/contract';

// Money commands of `npm run ops` (issue 5): list, approve and reject deposits and withdrawals; reconcile the books.

export const MONEY_USAGE = `  deposits <code> [pending|success|failed|expired]      list deposit orders (default: pending)
  approve-deposit <code> <orderNo> [note]              confirm a deposit arrived: credits the member once
  reject-deposit <code> <orderNo> [note]               refuse a deposit order
  withdrawals <code> [pending|success|rejected]        list withdrawal orders (default: pending)
  approve-withdrawal <code> <orderNo> [note]           mark a held withdrawal as paid out
  reject-withdrawal <code> <orderNo> [note]            refuse it: the held funds go back to the member
  reconcile <code>                                      check sum of ledger entries == balance for every account`;

type Call = { method: 'GET' | 'POST'; path: string; body?: unknown };

function moneyCall(command: string, code: string, rest: string[]): Call | null {
  const at = (path: string, orderNo?: string) =>
    path.replace(':code', encodeURIComponent(code)).replace(':orderNo', encodeURIComponent(orderNo ?? ''));
  const orderAction = (path: string): Call => {
    const [orderNo, ...note] = rest;
    if (!orderNo) throw new Error(`${command}: give the order number`);
    return { method: 'POST', path: at(path, orderNo), body: note.length > 0 ? { note: note.join(' ') } : {} };
  };
  switch (command) {
    case 'deposits':
      return { method: 'GET', path: `${at(MONEY_OPS_CALLS.deposits.path)}?status=${encodeURIComponent(rest[0] ?? 'pending')}` };
    case 'withdrawals':
      return { method: 'GET', path: `${at(MONEY_OPS_CALLS.withdrawals.path)}?status=${encodeURIComponent(rest[0] ?? 'pending')}` };
    case 'approve-deposit':
      return orderAction(MONEY_OPS_CALLS.approveDeposit.path);
    case 'reject-deposit':
      return orderAction(MONEY_OPS_CALLS.rejectDeposit.path);
    case 'approve-withdrawal':
      return orderAction(MONEY_OPS_CALLS.approveWithdrawal.path);
    case 'reject-withdrawal':
      return orderAction(MONEY_OPS_CALLS.rejectWithdrawal.path);
    case 'reconcile':
      return { method: 'GET', path: at(MONEY_OPS_CALLS.reconcile.path) };
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
  const res = await fetch(`${base}${call.path}`, {
    method: call.method,
    headers: { [OPS_TOKEN_HEADER]: token, ...(call.body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: call.body === undefined ? undefined : JSON.stringify(call.body),
  });
  const text = await res.text();
  console.log(text);
  if (command === 'reconcile' && res.ok) {
    // A failed reconciliation is an operator alarm: make the exit code say so.
    return (JSON.parse(text) as { value?: { ok?: boolean } }).value?.ok ? 0 : 3;
  }
  return res.ok ? 0 : 2;
}
