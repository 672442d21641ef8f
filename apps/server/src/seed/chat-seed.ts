import type { Db } from '../db/client.js';
import { memberRepo } from '../modules/member/repo.js';
import { operatorRepo } from '../modules/operator/repo.js';
import { conversationRepo, messageRepo } from '../modules/chat/repo.js';
import { cannedRepo, feedbackRepo, liveHostRepo } from '../modules/chat/support-repo.js';
import { answerFeedback } from '../modules/chat/support.js';
import { merchantRepo } from '../modules/system/repo.js';
import { hashPassword } from '../platform/crypto.js';
import { DEMO_PASSWORD } from './demo-merchant.js';

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
  await seedSupport(db, merchantId, support?.id ?? null);
}

/** The member whose feedback the demo shows (a member of its own: its answer adds to no other member's inbox). */
export const FEEDBACK_DEMO_MEMBER = 'feedback01';

const FEEDBACK: ReadonlyArray<{ questionType: 'deposit' | 'suggestion'; content: string; answer?: string }> = [
  {
    questionType: 'deposit',
    content: 'My deposit by bank transfer took two hours to arrive yesterday. Can it be faster?',
    answer: 'Thank you for telling us. Bank transfers wait for the bank to confirm them; the card gateway credits at once.',
  },
  { questionType: 'suggestion', content: 'Please add more fishing games to the hall, my friends like them a lot.' },
];

const HOSTS = [
  { name: 'Mia', streaming: true, sort: 1 },
  { name: 'Lena', streaming: false, sort: 2 },
  { name: 'Sora', streaming: false, sort: 3, active: false },
];

const CANNED = [
  { language: 'EN', title: 'Greeting', text: 'Hello, thank you for contacting support. How can I help you today?' },
  { language: 'EN', title: 'Deposit on its way', text: 'A bank transfer is credited once the bank confirms it, usually within 30 minutes.' },
  { language: 'EN', title: 'Closing', text: 'Is there anything else I can help you with? Have a good day!' },
  { language: 'CN', title: '问候', text: '您好，感谢您联系客服。请问有什么可以帮您？' },
  { language: 'CN', title: '存款处理中', text: '银行转账在银行确认后到账，通常在30分钟内。' },
  { language: 'CN', title: '结束语', text: '请问还有其他可以帮您的吗？祝您愉快！' },
] as const;

/** Feedback (one answered into feedback01's inbox, one open), live hosts and canned answers, each made once. */
async function seedSupport(db: Db, merchantId: number, supportId: number | null): Promise<void> {
  const merchant = (await merchantRepo.findById(db, merchantId))!;
  const member =
    (await memberRepo.findByUsername(db, merchantId, FEEDBACK_DEMO_MEMBER)) ??
    (await memberRepo.insertIfAbsent(db, { merchantId, username: FEEDBACK_DEMO_MEMBER, passwordHash: await hashPassword(DEMO_PASSWORD), firstTimeLogin: false }));
  if (member && (await feedbackRepo.ofMember(db, merchantId, member.id, 1)).length === 0) {
    for (const f of FEEDBACK) {
      const ticket = await feedbackRepo.insert(db, { merchantId, memberId: member.id, questionType: f.questionType, content: f.content });
      if (f.answer && supportId !== null) await answerFeedback(db, merchant, supportId, ticket.id, f.answer);
    }
  }
  if ((await liveHostRepo.list(db, merchantId, false)).length === 0) {
    for (const h of HOSTS) await liveHostRepo.insert(db, { merchantId, avatar: null, ...h });
  }
  for (const c of CANNED) await cannedRepo.insert(db, { merchantId, ...c });
}
