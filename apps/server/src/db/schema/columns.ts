import { bigint, integer, timestamp } from 'drizzle-orm/pg-core';
import { members, merchants } from './core.js';

// Column builders shared by the domain schema files: every row names its merchant, money is bigint minor units.

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const money = (name: string) => bigint(name, { mode: 'bigint' });
export const merchantId = () =>
  integer('merchant_id')
    .notNull()
    .references(() => merchants.id);
export const memberId = () =>
  integer('member_id')
    .notNull()
    .references(() => members.id);
