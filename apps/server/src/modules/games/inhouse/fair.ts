import { createHash, createHmac, randomBytes } from 'node:crypto';

/**
 * Provably fair draws: the server seed's SHA-256 is shown before a bet, the seed itself in that bet's answer, and
 * every outcome is HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}`), so a player can recompute each result.
 */
export const newServerSeed = (): string => randomBytes(32).toString('hex');
export const seedHash = (serverSeed: string): string => createHash('sha256').update(serverSeed).digest('hex');

export function fairBytes(serverSeed: string, clientSeed: string, nonce: number): Buffer {
  return createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}`).digest();
}

/** The i-th uniform number in [0, 1) of a draw: 4 bytes each, up to 8 of them. */
export function fairFloat(bytes: Buffer, i: number): number {
  return bytes.readUInt32BE(i * 4) / 2 ** 32;
}
