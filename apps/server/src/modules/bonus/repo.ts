import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { BonusSource } from '@wps/contract';
import type { Executor } from '../../db/client.js';
import { turnoverRequirements, turnoverRules, type TurnoverRequirementRow, type TurnoverRuleRow } from '../../db/schema.js';

type NewRequirement = typeof turnoverRequirements.$inferInsert;
type RulePatch = Pick<TurnoverRuleRow, 'bonusTimes' | 'depositTimes' | 'contributions'>;

const ofMember = (merchantId: number, memberId: number) =>
  and(eq(turnoverRequirements.merchantId, merchantId), eq(turnoverRequirements.memberId, memberId));

export const turnoverRepo = {
  async rules(db: Executor, merchantId: number): Promise<TurnoverRuleRow[]> {
    return db.select().from(turnoverRules).where(eq(turnoverRules.merchantId, merchantId));
  },
  async rule(db: Executor, merchantId: number, source: BonusSource): Promise<TurnoverRuleRow | null> {
    const [row] = await db
      .select()
      .from(turnoverRules)
      .where(and(eq(turnoverRules.merchantId, merchantId), eq(turnoverRules.source, source)));
    return row ?? null;
  },
  /** Creates or replaces a source's rule. */
  async putRule(db: Executor, merchantId: number, source: BonusSource, patch: RulePatch): Promise<TurnoverRuleRow> {
    const [row] = await db
      .insert(turnoverRules)
      .values({ merchantId, source, ...patch })
      .onConflictDoUpdate({ target: [turnoverRules.merchantId, turnoverRules.source], set: { ...patch, updatedAt: new Date() } })
      .returning();
    return row!;
  },
  /** Seeds rules that are missing (the seed runs any number of times). */
  async insertRulesIfAbsent(db: Executor, rows: (RulePatch & { merchantId: number; source: BonusSource })[]): Promise<void> {
    if (rows.length) await db.insert(turnoverRules).values(rows).onConflictDoNothing();
  },
  /** One requirement per bonus reference: a second insert of the same reference writes nothing. */
  async insert(db: Executor, row: NewRequirement): Promise<void> {
    await db.insert(turnoverRequirements).values(row).onConflictDoNothing();
  },
  /** The member's open requirements, oldest first; `lock` holds them for a count-down. */
  async open(db: Executor, merchantId: number, memberId: number, lock = false): Promise<TurnoverRequirementRow[]> {
    const q = db
      .select()
      .from(turnoverRequirements)
      .where(and(ofMember(merchantId, memberId), eq(turnoverRequirements.status, 'open')))
      .orderBy(asc(turnoverRequirements.id));
    return lock ? q.for('update') : q;
  },
  async list(db: Executor, merchantId: number, memberId: number, limit = 100): Promise<TurnoverRequirementRow[]> {
    return db.select().from(turnoverRequirements).where(ofMember(merchantId, memberId)).orderBy(desc(turnoverRequirements.id)).limit(limit);
  },
  async byReferences(db: Executor, merchantId: number, references: string[]): Promise<TurnoverRequirementRow[]> {
    if (references.length === 0) return [];
    return db
      .select()
      .from(turnoverRequirements)
      .where(and(eq(turnoverRequirements.merchantId, merchantId), inArray(turnoverRequirements.reference, references)));
  },
  async lock(db: Executor, merchantId: number, memberId: number, id: number): Promise<TurnoverRequirementRow | null> {
    const [row] = await db
      .select()
      .from(turnoverRequirements)
      .where(and(ofMember(merchantId, memberId), eq(turnoverRequirements.id, id)))
      .for('update');
    return row ?? null;
  },
  async update(db: Executor, id: number, patch: Partial<Pick<TurnoverRequirementRow, 'wagered' | 'status' | 'closedAt' | 'waivedBy' | 'waiveReason'>>): Promise<TurnoverRequirementRow> {
    const [row] = await db.update(turnoverRequirements).set(patch).where(eq(turnoverRequirements.id, id)).returning();
    return row!;
  },
};
