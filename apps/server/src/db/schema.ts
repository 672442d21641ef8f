// The database schema: one file per area under schema/, core tables first. drizzle-kit reads this barrel.
export * from './schema/core.js';
export * from './schema/money.js';
export * from './schema/games.js';
export * from './schema/accounts.js';
export * from './schema/security-questions.js';
export * from './schema/messages.js';
export * from './schema/promotions.js';
export * from './schema/vip.js';
export * from './schema/events.js';
export * from './schema/operators.js';
export * from './schema/adjustments.js';
export * from './schema/member-ops.js';
export * from './schema/bonus.js';
export * from './schema/rewards.js';
