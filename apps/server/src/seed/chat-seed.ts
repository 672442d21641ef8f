import type { Db } from '../db/client.js';
import { memberRepo } from '../modules/member/repo.js';
import { operatorRepo } from '../modules/operator/repo.js';
import { conversationRepo, messageRepo } from '../modules/chat/repo.js';

// The demo's live chat (issue 31): demo01's conversation answered by support (read, so no badge moves in the demo's
// journeys), and agent01's question waiting for an answer in the back office's inbox. Client ids make each message
// insert once, however often the seed runs.

type Line = { from: 'member' | 'operator'; text: string };

const CONVERSATIONS: ReadonlyArray<{ username: string; lines: Line[] }> = [
  {
    username: 'demo01',
    lines: [
      { from: 'member', text: 'Hello, my bank transfer from this morning is not in my balance yet.' },
      { from: 'operator', text: 'Hello! A bank transfer is credited once the bank confirms it, usually within 30 minutes. It is on its way.' },
      { from: 'member', text: 'It has arrived now, thank you!' },
      { from: 'operator', text: 'You are welcome. Enjoy your game!' },
    ],
  },
  { username: 'agent01', lines: [{ from: 'member', text: 'Hi, how do I invite players with my agent link?' }] },
];

export async function seedChat(db: Db, merchantId: number): Promise<void> {
  const support = await operatorRepo.byName(db, 'support');
  for (const c of CONVERSATIONS) {
    const member = await memberRepo.findByUsername(db, merchantId, c.username);
    if (!member) continue;
    if (!(await conversationRepo.openOf(db, merchantId, member.id))) await conversationRepo.open(db, merchantId, member.id);
    const conversation = (await conversationRepo.openOf(db, merchantId, member.id))!;
    let i = 0;
    for (const line of c.lines) {
      await messageRepo.insert(db, {
        merchantId,
        conversationId: conversation.id,
        memberId: member.id,
        sender: line.from,
        operatorId: line.from === 'operator' ? (support?.id ?? null) : null,
        clientId: `seed-chat-${c.username}-${i++}`,
        text: line.text,
        deliveredAt: new Date(),
        readAt: new Date(),
      });
    }
    const answered = c.lines.at(-1)?.from === 'operator';
    await conversationRepo.setStatus(db, conversation.id, answered ? 'open' : 'waiting', answered ? support?.id : undefined);
  }
}
