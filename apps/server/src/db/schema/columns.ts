import { bigserial, serial } from 'drizzle-orm/pg-core';
import { members, merchants } from './core.js';
import { ref } from './builders.js';

// Column builders shared by the domain schema files: every row names its merchant, money is bigint minor units.
export * from './builders.js';

export const merchantId = () => ref('merchant_id', () => merchants.id);
export const memberId = () => ref('member_id', () => members.id);

/** The key columns of a merchant's row: its id and its merchant. */
export const merchantRow = () => ({ id: serial('id').primaryKey(), merchantId: merchantId() });
/** The key columns of a member's row: its id, merchant and member. */
export const memberRow = () => ({ ...merchantRow(), memberId: memberId() });

/** The same with a bigserial id, for the tables that grow with activity (ledgers, rounds, codes, messages). */
export const bigMerchantRow = () => ({ id: bigserial('id', { mode: 'number' }).primaryKey(), merchantId: merchantId() });
export const bigMemberRow = () => ({ ...bigMerchantRow(), memberId: memberId() });
