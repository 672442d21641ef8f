import type { Db } from '../db/client.js';
import { memberRepo } from '../modules/member/repo.js';
import { inboxRepo } from '../modules/messages/repo.js';

const WELCOME = {
  title: 'Welcome to the demo casino',
  content: [
    'Welcome aboard! Your account is ready to play.',
    'Deposits arrive in your wallet as soon as they are confirmed; the Deposit page lists every way to pay in.',
    'Try the in-house games in the lobby: they bet against your real wallet balance, and your bet record shows every round.',
    'Please play responsibly: set yourself a budget, take breaks, and contact customer service if you need help.',
  ].join('\n\n'),
};

/**
 * A personal welcome in the demo members' inboxes (a broadcast would miss members registered after it). The key
 * makes each message insert once, however often the seed runs.
 */
export async function seedMessages(db: Db, merchantId: number, usernames: readonly string[]): Promise<void> {
  for (const username of usernames) {
    const member = await memberRepo.findByUsername(db, merchantId, username);
    if (!member) continue;
    await inboxRepo.insert(db, { merchantId, memberId: member.id, key: `seed:welcome:${username.toLowerCase()}`, ...WELCOME });
  }
}
