import {
  DEFAULT_FEEDBACK_BOUNDS,
  ErrorCode,
  FEEDBACK_LIMITS,
  feedbackContentProblem,
  isTrial,
  type Feedback,
  type FeedbackBounds,
  type FeedbackList,
  type FeedbackSubmit,
  type LanguageCode,
  type LiveHost,
  type OpsCanned,
  type OpsFeedback,
  type OpsLiveHost,
  type OpsLiveHostInput,
} from '@wps/contract';
import type { Db, Executor } from '../../db/client.js';
import type { Merchant } from '../../db/schema.js';
import { AppError } from '../../platform/envelope.js';
import { memberRepo } from '../member/index.js';
import { sendToMemberInbox } from '../messages/index.js';
import { grantAt } from '../operator/index.js';
import { conversationRepo } from './repo.js';
import { cannedRepo, feedbackRepo, liveHostRepo, type FeedbackListing, type FeedbackTicketRow, type LiveHostRow } from './support-repo.js';

// Support beside the chat (issue 31): the member's feedback answered into their inbox, live hosts (CBS_modelList),
// canned answers, and claiming or assigning a conversation.

function feedbackWire(t: FeedbackTicketRow): Feedback {
  return {
    id: t.id,
    questionType: t.questionType,
    content: t.content,
    contact: t.contact,
    status: t.status,
    answer: t.answer,
    createdAt: t.createdAt.toISOString(),
    answeredAt: t.answeredAt?.toISOString() ?? null,
  };
}

const opsFeedbackWire = (t: FeedbackListing): OpsFeedback => ({ ...feedbackWire(t), memberId: t.memberId, username: t.username, operatorName: t.operatorName });

export async function feedbackBoundsOf(db: Executor, merchantId: number): Promise<FeedbackBounds> {
  return (await feedbackRepo.bounds(db, merchantId)) ?? DEFAULT_FEEDBACK_BOUNDS;
}

/** A member's feedback (not a trial account's: FREE_REJECT); content within the merchant's word bounds (VALIDATION). */
export async function submitFeedback(db: Db, merchant: Merchant, memberId: number, b: FeedbackSubmit): Promise<Feedback> {
  const member = await memberRepo.findById(db, merchant.id, memberId);
  if (!member || isTrial(member.type)) throw new AppError(ErrorCode.FREE_REJECT);
  const problem = feedbackContentProblem(b.content, await feedbackBoundsOf(db, merchant.id));
  if (problem) throw new AppError(ErrorCode.VALIDATION, { value: [{ field: 'content', message: problem }] });
  return feedbackWire(
    await feedbackRepo.insert(db, { merchantId: merchant.id, memberId, questionType: b.questionType, content: b.content, contact: b.contact ?? null }),
  );
}

export async function memberFeedback(db: Db, merchant: Merchant, memberId: number): Promise<FeedbackList> {
  const bounds = await feedbackBoundsOf(db, merchant.id);
  const list = await feedbackRepo.ofMember(db, merchant.id, memberId, FEEDBACK_LIMITS.historyMax);
  return { ...bounds, list: list.map(feedbackWire) };
}

export async function opsFeedbackList(db: Db, merchant: Merchant, f: { status?: OpsFeedback['status']; member?: string }): Promise<OpsFeedback[]> {
  return (await feedbackRepo.list(db, merchant.id, f)).map(opsFeedbackWire);
}

/** The inbox message that carries an answer, in the merchant's default language (English for the others). */
const ANSWER_TEXTS: Partial<Record<LanguageCode, { title: string; yours: string }>> & { EN: { title: string; yours: string } } = {
  EN: { title: 'Answer to your feedback', yours: 'Your feedback:' },
  CN: { title: '您的意见反馈已回复', yours: '您的反馈：' },
  TW: { title: '您的意見回饋已回覆', yours: '您的回饋：' },
  TH: { title: 'คำตอบสำหรับความคิดเห็นของคุณ', yours: 'ความคิดเห็นของคุณ:' },
  VI: { title: 'Phản hồi cho góp ý của bạn', yours: 'Góp ý của bạn:' },
};

export function feedbackAnswerMessage(language: LanguageCode, answer: string, content: string): { title: string; content: string } {
  const t = ANSWER_TEXTS[language] ?? ANSWER_TEXTS.EN;
  const quoted = content.length > 300 ? `${content.slice(0, 300)}…` : content;
  return { title: t.title, content: `${answer}\n\n${t.yours}\n${quoted}` };
}

/**
 * Answers a ticket into the member's inbox, in the caller's transaction (the audit's): once per ticket (CONFLICT when
 * answered already); the inbox message is keyed by the ticket, so a retry never writes two.
 */
export async function answerFeedback(db: Executor, merchant: Merchant, operatorId: number, id: number, answer: string): Promise<OpsFeedback> {
  const ticket = await feedbackRepo.byId(db, merchant.id, id, true);
  if (!ticket) throw new AppError(ErrorCode.NOT_FOUND);
  if (ticket.status === 'answered') throw new AppError(ErrorCode.CONFLICT, { detail: 'feedback answered already' });
  await feedbackRepo.answer(db, id, operatorId, answer);
  await sendToMemberInbox(db, {
    merchantId: merchant.id,
    memberId: ticket.memberId,
    key: `feedback:${id}`,
    ...feedbackAnswerMessage(merchant.defaultLanguage, answer, ticket.content),
  });
  return opsFeedbackWire((await feedbackRepo.list(db, merchant.id, { id }))[0]!);
}

export async function setFeedbackBounds(db: Executor, merchant: Merchant, b: FeedbackBounds): Promise<FeedbackBounds> {
  await feedbackRepo.setBounds(db, merchant.id, b);
  return b;
}

// Live hosts

const hostWire = (h: LiveHostRow): LiveHost => ({ id: h.id, name: h.name, avatar: h.avatar, active: h.active, streaming: h.streaming });
const opsHostWire = (h: LiveHostRow): OpsLiveHost => ({ ...hostWire(h), sort: h.sort, createdAt: h.createdAt.toISOString() });

/** CBS_modelList: the active hosts, streaming ones first; none while the merchant's live-model feature is off. */
export async function modelList(db: Db, merchant: Merchant): Promise<LiveHost[]> {
  if (!merchant.liveModel) return [];
  const hosts = await liveHostRepo.list(db, merchant.id, true);
  return hosts.map(hostWire).sort((a, b) => Number(b.streaming) - Number(a.streaming));
}

export const opsLiveHosts = async (db: Db, merchant: Merchant) => (await liveHostRepo.list(db, merchant.id, false)).map(opsHostWire);

export async function opsLiveHost(db: Db, merchant: Merchant, id: number): Promise<OpsLiveHost> {
  const found = await liveHostRepo.byId(db, merchant.id, id);
  if (!found) throw new AppError(ErrorCode.NOT_FOUND);
  return opsHostWire(found);
}

type HostInput = Required<Omit<OpsLiveHostInput, 'avatar'>> & { avatar?: string | null };

export async function createLiveHost(db: Executor, merchant: Merchant, h: HostInput): Promise<OpsLiveHost> {
  return opsHostWire(await liveHostRepo.insert(db, { merchantId: merchant.id, ...h, avatar: h.avatar ?? null }));
}

export async function updateLiveHost(db: Executor, merchant: Merchant, id: number, h: HostInput): Promise<OpsLiveHost> {
  const row = await liveHostRepo.update(db, merchant.id, id, { ...h, avatar: h.avatar ?? null });
  if (!row) throw new AppError(ErrorCode.NOT_FOUND);
  return opsHostWire(row);
}

export async function removeLiveHost(db: Executor, merchant: Merchant, id: number): Promise<{ removed: boolean }> {
  if (!(await liveHostRepo.remove(db, merchant.id, id))) throw new AppError(ErrorCode.NOT_FOUND);
  return { removed: true };
}

// Canned answers

const cannedWire = (c: { id: number; language: LanguageCode; title: string; text: string }): OpsCanned => ({ id: c.id, language: c.language, title: c.title, text: c.text });

export const opsCanned = async (db: Db, merchant: Merchant, language?: LanguageCode) => (await cannedRepo.list(db, merchant.id, language)).map(cannedWire);

export async function createCanned(db: Executor, merchant: Merchant, c: { language: LanguageCode; title: string; text: string }): Promise<OpsCanned> {
  const row = await cannedRepo.insert(db, { merchantId: merchant.id, ...c });
  if (!row) throw new AppError(ErrorCode.CONFLICT, { detail: 'a canned answer of that title exists in that language' });
  return cannedWire(row);
}

export async function removeCanned(db: Executor, merchant: Merchant, id: number): Promise<{ removed: boolean }> {
  if (!(await cannedRepo.remove(db, merchant.id, id))) throw new AppError(ErrorCode.NOT_FOUND);
  return { removed: true };
}

// Claim and assign

/**
 * Claims a conversation that is not closed for the caller, or assigns it to another operator who has the support role
 * (or admin) at this merchant (VALIDATION otherwise); a closed one is CONFLICT.
 */
export async function claimConversation(db: Db, merchant: Merchant, self: number, id: number, to: number | undefined) {
  const conversation = await conversationRepo.byId(db, merchant.id, id, true);
  if (!conversation) throw new AppError(ErrorCode.NOT_FOUND);
  if (conversation.status === 'closed') throw new AppError(ErrorCode.CONFLICT, { detail: 'conversation closed' });
  const operatorId = to ?? self;
  if (operatorId !== self) {
    const grant = await grantAt(db, operatorId, merchant.code);
    if (!grant || !grant.roles.some((r) => r === 'support' || r === 'admin')) {
      throw new AppError(ErrorCode.VALIDATION, { value: [{ field: 'operatorId', message: 'not a support operator of this merchant' }] });
    }
  }
  const row = await conversationRepo.assign(db, conversation.id, operatorId);
  return { id: row.id, status: row.status, operatorId: row.operatorId, memberId: row.memberId, before: conversation.operatorId };
}
