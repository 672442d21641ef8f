import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client.js';
import { depositChannels, depositPromos } from '../db/schema.js';
import { seedQrChannels } from './payment-qr-seed.js';

/**
 * The demo merchant's ways to pay in and its deposit bonus. Inserted only when absent, so an operator's later
 * changes survive restarts. The gateway secret is random per installation and never leaves the server.
 */
export async function seedMoney(db: Db, merchantId: number): Promise<void> {
  await db
    .insert(depositChannels)
    .values([
      {
        merchantId,
        code: 'BANK_ICBC',
        type: 'BANK',
        name: 'Bank transfer (ICBC)',
        minAmount: 10_000n,
        maxAmount: 5_000_000n,
        presets: ['100.00', '500.00', '1000.00', '5000.00', '10000.00', '50000.00'],
        receivingAccount: {
          bankName: 'Industrial and Commercial Bank of China',
          accountName: 'WPS Demo Ltd',
          accountNo: '6222020200112233445',
          branch: 'Shanghai Pudong',
        },
        sort: 2,
      },
      {
        merchantId,
        code: 'DEMO_PAY',
        type: 'GATEWAY',
        name: 'Demo Pay (online)',
        minAmount: 5_000n,
        maxAmount: 2_000_000n,
        presets: ['50.00', '100.00', '300.00', '500.00', '1000.00', '3000.00'],
        gatewaySecret: randomBytes(32).toString('hex'),
        sandbox: true,
        sort: 1,
      },
    ])
    .onConflictDoNothing();
  await seedQrChannels(db, merchantId);

  await db
    .insert(depositPromos)
    .values([
      {
        merchantId,
        code: 'DEPOSIT10',
        title: '10% deposit bonus up to 188.00',
        percentBp: 1000,
        maxBonus: 18_800n,
        minDeposit: 10_000n,
      },
      // A hidden bonus code: not in the list, typed at deposit (fixed 8.00 from a 50.00 deposit, once per member).
      {
        merchantId,
        code: 'WELCOME8',
        title: 'Welcome bonus 8.00',
        percentBp: 0,
        fixedBonus: 800n,
        maxBonus: 800n,
        minDeposit: 5_000n,
        hidden: true,
        perMemberUses: 1,
      },
    ])
    .onConflictDoNothing();
}
