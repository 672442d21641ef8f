import { MAIN_LANGUAGES, type LanguageCode, type OpsRaffle } from '@wps/contract';
import dayjs, { type Dayjs } from 'dayjs';
import { moneyInput } from '../content/content-values';

// The raffles form: pure functions, tested in raffles.test.ts.

export interface PrizeValues {
  amount: string;
  winners: number;
}

/** The form: texts of the main languages (EN required), the ticket rule, the entry window, the draw time, the prizes by rank. */
export interface RaffleValues {
  titles: Partial<Record<LanguageCode, string>>;
  descriptions: Partial<Record<LanguageCode, string>>;
  ticketStep: string;
  /** null: no cap. */
  maxTickets: number | null;
  window: [Dayjs | null, Dayjs | null] | undefined;
  drawAt: Dayjs | null;
  /** In rank order: the first is rank 1. */
  prizes: PrizeValues[];
}

/** A raffle's values for the form (a new one: a week from now, the draw an hour after, one prize). */
export function raffleValuesOf(r: OpsRaffle | null, now = dayjs()): RaffleValues {
  if (!r) {
    const start = now.startOf('hour').add(1, 'hour');
    return { titles: {}, descriptions: {}, ticketStep: '', maxTickets: null, window: [start, start.add(7, 'day')], drawAt: start.add(7, 'day').add(1, 'hour'), prizes: [{ amount: '', winners: 1 }] };
  }
  return {
    titles: r.titles,
    descriptions: r.descriptions,
    ticketStep: r.ticketStep,
    maxTickets: r.maxTickets,
    window: [dayjs(r.startsAt), dayjs(r.endsAt)],
    drawAt: dayjs(r.drawAt),
    prizes: r.prizes.map((p) => ({ amount: p.amount, winners: p.winners })),
  };
}

/** Trimmed texts without the empty ones (an emptied language falls back to EN). */
function texts(v: Partial<Record<LanguageCode, string>> | undefined): Partial<Record<LanguageCode, string>> {
  const out: Partial<Record<LanguageCode, string>> = {};
  for (const code of MAIN_LANGUAGES) {
    const t = v?.[code]?.trim();
    if (t) out[code] = t;
  }
  return out;
}

/** The call's body from the form: amounts with two decimals, ranks from the prizes' order, ISO instants. */
export function raffleBody(v: RaffleValues): Record<string, unknown> {
  const [from, to] = v.window ?? [null, null];
  return {
    titles: texts(v.titles),
    descriptions: texts(v.descriptions),
    ticketStep: moneyInput(v.ticketStep) ?? v.ticketStep,
    maxTickets: typeof v.maxTickets === 'number' ? v.maxTickets : null,
    ...(from ? { startsAt: from.toISOString() } : {}),
    ...(to ? { endsAt: to.toISOString() } : {}),
    ...(v.drawAt ? { drawAt: v.drawAt.toISOString() } : {}),
    prizes: v.prizes.map((p, i) => ({ rank: i + 1, amount: moneyInput(p.amount) ?? p.amount, winners: p.winners })),
  };
}

/** Form rule: an amount above zero with at most two decimals. */
export const amountOk = (v: string | undefined) => moneyInput(v) !== undefined && Number(moneyInput(v)) > 0;

/** What an operator may do with a raffle in its state: change or cancel it until drawn, draw it once its entries closed. */
export const raffleActions = (r: Pick<OpsRaffle, 'state'>) => ({
  edit: r.state === 'open' || r.state === 'closed',
  cancel: r.state === 'open' || r.state === 'closed',
  draw: r.state === 'closed',
});
