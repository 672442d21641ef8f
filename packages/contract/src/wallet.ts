import { z } from 'zod';
import { MoneySchema } from './common.js';

export const WalletGcsSchema = z.object({ sumBalance: MoneySchema, currency: z.string(), currencySymbol: z.string() });
export type WalletGcs = z.infer<typeof WalletGcsSchema>;
