import { z } from 'zod';

/** Money at the API edge: exact decimal string with 2 places, e.g. "1000.00". Minor units live in the DB. */
export const MoneySchema = z.string().regex(/^-?\d+\.\d{2}$/);
export type Money = z.infer<typeof MoneySchema>;

export * from './headers.js';
