import { asc } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { bodyKeys } from '../db/schema.js';

/** The stored key pairs, oldest first: the first row is the deployment's key. */
export async function firstBodyKey(db: Db): Promise<{ publicKey: string; privateKey: string } | undefined> {
  const [row] = await db.select().from(bodyKeys).orderBy(asc(bodyKeys.id)).limit(1);
  return row;
}

export async function insertBodyKey(db: Db, pair: { publicKey: string; privateKey: string }): Promise<void> {
  await db.insert(bodyKeys).values(pair);
}
