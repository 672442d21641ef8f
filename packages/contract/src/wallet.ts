import { z } from 'zod';
import { MoneySchema } from './common.js';

export const WalletGcsSchema = z.object({
  sumBalance: MoneySchema,
  currency: z.string(),
  currencySymbol: z.string(),
  /** The main (seamless) wallet; sumBalance adds the vendor wallets to it. Optional: older answers lack it. */
  mainBalance: MoneySchema.optional(),
  /** Transfer-type vendor wallets the member holds money in. */
  wallets: z.array(z.object({ vendor: z.string(), balance: MoneySchema })).optional(),
});
export type WalletGcs = z.infer<typeof WalletGcsSchema>;
