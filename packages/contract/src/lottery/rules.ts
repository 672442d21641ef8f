// TCG number lotteries (issue 11 "Lottery orders"): a draw of five digits every few minutes per game, the bet types
// and their odds, and the period schedule. Pure: the server settles with these, the pages show and check with them.

/** Vendors whose lotteries are the platform's own draw periods and /lgw orders. */
export const TCG_LOTTERY_VENDORS: readonly string[] = ['TCG_SEA', 'TCG_LOTTO_VN'];
export const isTcgLotteryVendor = (vendor: string): boolean => TCG_LOTTERY_VENDORS.includes(vendor);

/** Digits of one draw. */
export const DRAW_DIGITS = 5;

export const LOTTERY_BET_TYPES = ['BIG_SMALL', 'ODD_EVEN', 'POSITION', 'TAIL2', 'TAIL3'] as const;
export type LotteryBetType = (typeof LOTTERY_BET_TYPES)[number];

/**
 * Odds in hundredths (payout = stake x odds / 100, floored to the minor unit), so no float touches money. Sum
 * big / small and odd / even are even-money bets less the house edge; a digit at a position 1 in 10; the last two
 * and three digits 1 in 100 and 1 in 1000.
 */
export const LOTTERY_ODDS_X100: Readonly<Record<LotteryBetType, number>> = {
  BIG_SMALL: 198,
  ODD_EVEN: 198,
  POSITION: 980,
  TAIL2: 9500,
  TAIL3: 95000,
};

/** The sum of the five digits is big from this value up (0-45: 23-45 big, 0-22 small). */
export const BIG_FROM = 23;

/** How many sub-orders one order may hold. */
export const MAX_SUB_ORDERS = 20;
/** The largest stake of one sub-order (the smallest is the game's minimum bet). */
export const MAX_SUB_ORDER_STAKE = '50000.00';

/** The odds as shown: "1.98", "950.00". */
export const oddsText = (type: LotteryBetType): string => (LOTTERY_ODDS_X100[type] / 100).toFixed(2);

/**
 * A selection's canonical text for a bet type, or null when it is not one: BIG_SMALL "BIG" | "SMALL"; ODD_EVEN
 * "ODD" | "EVEN"; POSITION "<position 1-5>:<digit>" ("3:7"); TAIL2 two digits ("07"); TAIL3 three digits ("407").
 */
export function normalizeSelection(type: LotteryBetType, selection: string): string | null {
  const s = selection.trim().toUpperCase();
  switch (type) {
    case 'BIG_SMALL':
      return s === 'BIG' || s === 'SMALL' ? s : null;
    case 'ODD_EVEN':
      return s === 'ODD' || s === 'EVEN' ? s : null;
    case 'POSITION':
      return /^[1-5]:\d$/.test(s) ? s : null;
    case 'TAIL2':
      return /^\d{2}$/.test(s) ? s : null;
    case 'TAIL3':
      return /^\d{3}$/.test(s) ? s : null;
  }
}

/** Whether a draw ("40713": five digits) makes a (normalized) selection win. */
export function selectionWins(type: LotteryBetType, selection: string, draw: string): boolean {
  const digits = [...draw].map(Number);
  const sum = digits.reduce((a, d) => a + d, 0);
  switch (type) {
    case 'BIG_SMALL':
      return (sum >= BIG_FROM ? 'BIG' : 'SMALL') === selection;
    case 'ODD_EVEN':
      return (sum % 2 === 1 ? 'ODD' : 'EVEN') === selection;
    case 'POSITION': {
      const [pos, digit] = selection.split(':').map(Number);
      return digits[pos! - 1] === digit;
    }
    case 'TAIL2':
      return draw.slice(-2) === selection;
    case 'TAIL3':
      return draw.slice(-3) === selection;
  }
}

/** What a sub-order pays for a draw, minor units: 0 when it lost. */
export function payoutFor(type: LotteryBetType, selection: string, stake: bigint, draw: string): bigint {
  return selectionWins(type, selection, draw) ? (stake * BigInt(LOTTERY_ODDS_X100[type])) / 100n : 0n;
}

/**
 * The draw from a hash (hex of HMAC-SHA256 keyed by the revealed server seed over "<gameCode>:<numero>"): each digit
 * from its own 4 hex characters, modulo 10. Anyone can check a result from the revealed seed with this and HMAC.
 */
export function drawFromHash(hex: string): string {
  let out = '';
  for (let i = 0; i < DRAW_DIGITS; i++) out += String(parseInt(hex.slice(i * 4, i * 4 + 4), 16) % 10);
  return out;
}

/** Seconds between draws: entertainment lotteries every 3 minutes, traditional ones every 5. */
export const periodSecondsOf = (playType: 'ent' | 'trad'): number => (playType === 'ent' ? 180 : 300);
/** Orders close this long before the draw. */
export const CLOSE_BEFORE_DRAW_SECONDS = 10;

export interface PeriodTimes {
  /** "20261124-0123": the UTC day and the period's number in it (from 0001). */
  numero: string;
  opensAt: Date;
  closesAt: Date;
  drawAt: Date;
}

const DAY_MS = 86_400_000;
const pad = (n: number, w: number) => String(n).padStart(w, '0');
const dayText = (d: Date) => `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1, 2)}${pad(d.getUTCDate(), 2)}`;

/** The period of a day and number (numbers start at 1; a day holds 86400 / seconds of them). */
function periodOf(dayStartMs: number, index: number, seconds: number): PeriodTimes {
  const opensAt = new Date(dayStartMs + (index - 1) * seconds * 1000);
  const drawAt = new Date(opensAt.getTime() + seconds * 1000);
  return {
    numero: `${dayText(opensAt)}-${pad(index, 4)}`,
    opensAt,
    closesAt: new Date(drawAt.getTime() - CLOSE_BEFORE_DRAW_SECONDS * 1000),
    drawAt,
  };
}

/** The period open for orders at `now` (or in its last seconds, closed, before its draw). */
export function periodAt(playType: 'ent' | 'trad', now: Date): PeriodTimes {
  const seconds = periodSecondsOf(playType);
  const dayStart = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  const index = Math.floor((now.getTime() - dayStart) / (seconds * 1000)) + 1;
  return periodOf(dayStart, index, seconds);
}

/** The period `steps` periods before `p` (crossing midnight when it must). */
export function periodBefore(playType: 'ent' | 'trad', p: PeriodTimes, steps = 1): PeriodTimes {
  return periodAt(playType, new Date(p.opensAt.getTime() - steps * periodSecondsOf(playType) * 1000));
}

/** A numero's period, or null when the text is not one of this play type's periods. */
export function periodOfNumero(playType: 'ent' | 'trad', numero: string): PeriodTimes | null {
  const m = /^(\d{4})(\d{2})(\d{2})-(\d{4})$/.exec(numero);
  if (!m) return null;
  const dayStart = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  const seconds = periodSecondsOf(playType);
  const index = Number(m[4]);
  if (Number.isNaN(dayStart) || index < 1 || index > DAY_MS / 1000 / seconds) return null;
  const p = periodOf(dayStart, index, seconds);
  return p.numero === numero ? p : null;
}

/** The numero as a number (the lobby's Numero.numero is an integer): "20261124-0123" -> 202611240123. */
export const numeroNumber = (numero: string): number => Number(numero.replace('-', ''));
