import { z } from 'zod';
import { MONEY_AMOUNT_PATTERN } from './format.js';

/** Money at the API edge: exact decimal string with 2 places, e.g. "1000.00". Minor units live in the DB. */
export const MoneySchema = z.string().regex(/^-?\d+\.\d{2}$/);
export type Money = z.infer<typeof MoneySchema>;

export * from './headers.js';

/** A calendar day at the edge: YYYY-MM-DD. */
export const DaySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/** A 1-based page number from a query string. */
export const PageNoSchema = z.coerce.number().int().min(1).max(10_000).default(1);
/** A page size from a query string, capped, with its default. */
export const pageSizeOf = (max: number, dflt: number) => z.coerce.number().int().min(1).max(max).default(dflt);
/** The largest database id (a PostgreSQL integer). */
const MAX_ID = 2_147_483_647;
/** A positive database id from a query string or path. */
export const IdSchema = z.coerce.number().int().positive().max(MAX_ID);
/** A positive database id in a JSON body. */
export const BodyIdSchema = z.number().int().positive().max(MAX_ID);
/** A database id written as up to 10 digits in a query string, read as a number. */
export const DigitsIdSchema = z.string().regex(/^\d{1,10}$/).transform(Number);
/** Optional text from a query string: trimmed, at most `max`, and absent when empty. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => (v ? v : undefined));

/** Positive amount at the edge: "100", "100.5" or "100.50". */
export const AmountSchema = z.string().trim().regex(MONEY_AMOUNT_PATTERN);
/** The client's idempotency key for a money request: a resubmit with the same id is the same request. */
export const RequestIdSchema = z.string().trim().min(8).max(64).regex(/^[\w-]+$/);
export const RecordsQuerySchema = z.object({
  start: DaySchema,
  end: DaySchema,
  pageNo: PageNoSchema,
});
/** The counts a page of a list answers with. */
export const pageTotals = { totalPages: z.number().int(), totalCount: z.number().int() };
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({ list: z.array(item), pageNo: z.number().int(), ...pageTotals });
}
export const OpsOrderActionSchema = z.object({ note: z.string().max(200).optional() });
/**
 * Dual approval (issue 13): a first operator approved a deposit, withdrawal or adjustment at or above the merchant's
 * threshold; a different operator's approval carries it out.
 */
export const ApprovalStateSchema = z.object({
  status: z.literal('awaiting-second'),
  /** The first approver's user name. */
  firstOperator: z.string(),
  at: z.string(),
  note: z.string().nullable(),
});
export type ApprovalState = z.infer<typeof ApprovalStateSchema>;
/** A merchant's code in an operator call's path (`/ops/merchants/:code/...`). */
export const OpsCodeSchema = z.string().min(1).max(64);
export const OpsMerchantParamsSchema = z.object({ code: OpsCodeSchema });
/** An item of a merchant in an operator call's path (`.../notices/:id`). */
export const OpsItemParamsSchema = z.object({ code: OpsCodeSchema, id: IdSchema });
/** A money order's public number. */
export const OrderNoSchema = z.string().min(1).max(64);
/** A member's own money order by its number (the result screens follow its status). */
export const OrderQuerySchema = z.object({ orderNo: OrderNoSchema });
/** An order of a merchant in an operator call's path (`.../:orderNo/approve`). */
export const OpsOrderParamsSchema = z.object({ code: OpsCodeSchema, orderNo: OrderNoSchema });
/** A page of an operator list (1-based). */
export const OpsPageNoSchema = PageNoSchema;
