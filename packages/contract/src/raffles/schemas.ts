import { z } from 'zod';
import { AmountSchema, IdSchema, MoneySchema, OpsPageNoSchema, pageOf } from '../common.js';
import { LANGUAGE_CODES } from '../languages.js';
import { RAFFLE_MAX_WINNERS, RAFFLE_STATES } from './rules.js';

export const RaffleStateSchema = z.enum(RAFFLE_STATES);

/** A prize rank: its amount, paid to each of its winners. */
export const RafflePrizeSchema = z.object({ rank: z.number().int().min(1).max(20), amount: MoneySchema, winners: z.number().int().min(1).max(RAFFLE_MAX_WINNERS) });
export type RafflePrize = z.infer<typeof RafflePrizeSchema>;

/** A winner as every member sees it: the account masked. */
export const RaffleWinnerSchema = z.object({ rank: z.number().int(), account: z.string(), prize: MoneySchema, mine: z.boolean() });
export type RaffleWinner = z.infer<typeof RaffleWinnerSchema>;

/** A raffle as the member sees it (texts in the member's language, EN otherwise) with the member's tickets. */
export const RaffleSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  state: RaffleStateSchema,
  /** One ticket per this much of a credited deposit. */
  ticketStep: MoneySchema,
  maxTickets: z.number().int().nullable(),
  startsAt: z.string(),
  endsAt: z.string(),
  drawAt: z.string(),
  drawnAt: z.string().nullable(),
  prizes: z.array(RafflePrizeSchema),
  /** Tickets entered (claimed in the reward centre). */
  myTickets: z.number().int(),
  /**
   * Tickets waiting in the reward centre that can still be entered: rewards whose tickets fit under the cap beside
   * those entered, at most the room left (a claim enters a reward's tickets whole or not at all).
   */
  pendingTickets: z.number().int(),
  totalTickets: z.number().int(),
});
export type Raffle = z.infer<typeof RaffleSchema>;
export const RaffleListSchema = z.object({ list: z.array(RaffleSchema), now: z.string() });
export type RaffleList = z.infer<typeof RaffleListSchema>;
export const RaffleDetailSchema = z.object({ raffle: RaffleSchema, winners: z.array(RaffleWinnerSchema), now: z.string() });
export type RaffleDetail = z.infer<typeof RaffleDetailSchema>;
export const RaffleParamsSchema = z.object({ id: IdSchema });

/** The `value` of a RAFFLE_TICKETS_FULL error: the cap per member, the tickets entered, how many more fit, the reward's. */
export const RaffleTicketsFullSchema = z.object({ max: z.number().int(), entered: z.number().int(), fits: z.number().int(), tickets: z.number().int() });
export type RaffleTicketsFull = z.infer<typeof RaffleTicketsFullSchema>;

// ---- operator ----

const Instant = z.iso.datetime({ offset: true });
const texts = (max: number) => z.partialRecord(z.enum(LANGUAGE_CODES), z.string().trim().max(max));
const TitlesSchema = texts(80).refine((t) => !!t.EN, { message: 'EN is required', path: ['EN'] });
const PrizeInputSchema = z.object({ rank: z.number().int().min(1).max(20), amount: AmountSchema, winners: z.number().int().min(1).max(RAFFLE_MAX_WINNERS) }).strict();

export const OpsRaffleWinnerSchema = z.object({ rank: z.number().int(), memberId: z.number().int(), member: z.string(), prize: MoneySchema, tickets: z.number().int(), rewardId: z.number().int() });
export type OpsRaffleWinner = z.infer<typeof OpsRaffleWinnerSchema>;

export const OpsRaffleSchema = z.object({
  id: z.number().int(),
  titles: texts(80),
  descriptions: texts(500),
  state: RaffleStateSchema,
  ticketStep: MoneySchema,
  maxTickets: z.number().int().nullable(),
  startsAt: z.string(),
  endsAt: z.string(),
  drawAt: z.string(),
  prizes: z.array(RafflePrizeSchema),
  entrants: z.number().int(),
  totalTickets: z.number().int(),
  drawnAt: z.string().nullable(),
  drawnBy: z.string().nullable(),
  winners: z.array(OpsRaffleWinnerSchema),
  createdAt: z.string(),
});
export type OpsRaffle = z.infer<typeof OpsRaffleSchema>;
export const OpsRafflePageSchema = pageOf(OpsRaffleSchema);
export const OpsRafflesQuerySchema = z.object({ pageNo: OpsPageNoSchema, state: RaffleStateSchema.optional() });

const raffleFields = {
  titles: TitlesSchema,
  descriptions: texts(500),
  ticketStep: AmountSchema,
  maxTickets: z.number().int().min(1).max(1_000_000).nullable(),
  startsAt: Instant,
  endsAt: Instant,
  drawAt: Instant,
  prizes: z.array(PrizeInputSchema).min(1).max(20),
};
type Window = { startsAt?: string; endsAt?: string; drawAt?: string };
const after = (a?: string, b?: string) => !a || !b || Date.parse(b) > Date.parse(a);
const windowOk = (w: Window) => after(w.startsAt, w.endsAt);
const drawOk = (w: Window) => !w.endsAt || !w.drawAt || Date.parse(w.drawAt) >= Date.parse(w.endsAt);
const prizesOk = (b: { prizes?: { rank: number; winners: number }[] }) =>
  !b.prizes || (new Set(b.prizes.map((p) => p.rank)).size === b.prizes.length && b.prizes.reduce((s, p) => s + p.winners, 0) <= RAFFLE_MAX_WINNERS);
const WINDOW = { message: 'endsAt must be after startsAt', path: ['endsAt'] };
const DRAW = { message: 'drawAt must not be before endsAt', path: ['drawAt'] };
const PRIZES = { message: `ranks must differ and give at most ${RAFFLE_MAX_WINNERS} winners in all`, path: ['prizes'] };

/** A new raffle: everything but the descriptions and the ticket cap. */
export const OpsRaffleCreateSchema = z
  .object(raffleFields)
  .partial({ descriptions: true, maxTickets: true })
  .strict()
  .refine(windowOk, WINDOW)
  .refine(drawOk, DRAW)
  .refine(prizesOk, PRIZES);
export type OpsRaffleCreate = z.infer<typeof OpsRaffleCreateSchema>;
/** A raffle's change before its draw: the fields given replace theirs. */
export const OpsRaffleUpdateSchema = z
  .object(raffleFields)
  .partial()
  .strict()
  .refine((b) => Object.values(b).some((v) => v !== undefined), { message: 'no field given' })
  .refine(windowOk, WINDOW)
  .refine(drawOk, DRAW)
  .refine(prizesOk, PRIZES);
export type OpsRaffleUpdate = z.infer<typeof OpsRaffleUpdateSchema>;

/** A member's entry: tickets, and the prize when the member won. */
export const OpsRaffleEntrySchema = z.object({
  memberId: z.number().int(),
  member: z.string(),
  tickets: z.number().int(),
  rank: z.number().int().nullable(),
  prize: MoneySchema.nullable(),
  updatedAt: z.string(),
});
export type OpsRaffleEntry = z.infer<typeof OpsRaffleEntrySchema>;
export const OpsRaffleEntryPageSchema = pageOf(OpsRaffleEntrySchema);
export const OpsRaffleEntriesQuerySchema = z.object({ pageNo: OpsPageNoSchema });
