import { minorToMoney, type RgStatement, type RgStatementQuery, type RgStatementRow } from '@wps/contract';
import type { Executor } from '../../db/client.js';
import { rgRepo, type MemberKey } from './repo.js';

// The activity statement (issue 29, RTS 1B and 1C): what the member deposited, withdrew, staked and won, per UTC day or
// month of a period of at most RG_STATEMENT_MAX_DAYS, with the totals and the net deposits (deposits - withdrawals).

const DAY_MS = 86_400_000;

function row(period: string, v: { deposits: bigint; withdrawals: bigint; wagers: bigint; wins: bigint }): RgStatementRow {
  return {
    period,
    deposits: minorToMoney(v.deposits),
    withdrawals: minorToMoney(v.withdrawals),
    wagers: minorToMoney(v.wagers),
    wins: minorToMoney(v.wins),
    net: minorToMoney(v.wins - v.wagers),
  };
}

export async function rgStatement(db: Executor, k: MemberKey, q: RgStatementQuery): Promise<RgStatement> {
  const from = new Date(`${q.from}T00:00:00.000Z`);
  const to = new Date(Date.parse(`${q.to}T00:00:00.000Z`) + DAY_MS);
  const sums = await rgRepo.statement(db, k, from, to, q.group);
  const periods = [...new Set([...sums.deposits.keys(), ...sums.withdrawals.keys(), ...sums.wagers.keys(), ...sums.wins.keys()])].sort();
  const total = { deposits: 0n, withdrawals: 0n, wagers: 0n, wins: 0n };
  const rows = periods.map((p) => {
    const v = { deposits: sums.deposits.get(p) ?? 0n, withdrawals: sums.withdrawals.get(p) ?? 0n, wagers: sums.wagers.get(p) ?? 0n, wins: sums.wins.get(p) ?? 0n };
    total.deposits += v.deposits;
    total.withdrawals += v.withdrawals;
    total.wagers += v.wagers;
    total.wins += v.wins;
    return row(p, v);
  });
  return { rows, total: row('total', total), netDeposits: minorToMoney(total.deposits - total.withdrawals) };
}
