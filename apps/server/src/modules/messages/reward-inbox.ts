import { formatMoneyText, minorToMoney, type LanguageCode } from '@wps/contract';
import type { Executor } from '../../db/client.js';
import type { StoredEvent, Subscriber } from '../../platform/events.js';
import { rewardDecided, type RewardDecided } from '../promotions/index.js';
import { merchantById } from '../system/index.js';
import { inboxRepo } from './repo.js';

export const REWARD_INBOX = 'reward-inbox';

interface Texts {
  issuedTitle: string;
  rejectedTitle: string;
  issued: string;
  paid: string;
  rejected: string;
  reason: string;
  again: string;
}

/**
 * The message in the merchant's default language (a member has no language of their own on the server), English for
 * the languages without texts here. Placeholders: {title}, {amount}, {reason}.
 */
const TEXTS: Partial<Record<LanguageCode, Texts>> & { EN: Texts } = {
  EN: {
    issuedTitle: 'Reward application approved',
    rejectedTitle: 'Reward application rejected',
    issued: 'Your application for “{title}” was approved.',
    paid: '{amount} has been added to your wallet.',
    rejected: 'Your application for “{title}” was rejected.',
    reason: 'Reason: {reason}',
    again: 'You may apply again.',
  },
  CN: {
    issuedTitle: '奖励申请已通过',
    rejectedTitle: '奖励申请未通过',
    issued: '您对“{title}”的申请已通过。',
    paid: '{amount} 已存入您的钱包。',
    rejected: '您对“{title}”的申请未通过。',
    reason: '原因：{reason}',
    again: '您可以再次申请。',
  },
  TH: {
    issuedTitle: 'คำขอรับรางวัลได้รับการอนุมัติ',
    rejectedTitle: 'คำขอรับรางวัลถูกปฏิเสธ',
    issued: 'คำขอของคุณสำหรับ “{title}” ได้รับการอนุมัติแล้ว',
    paid: '{amount} ถูกเพิ่มเข้ากระเป๋าเงินของคุณแล้ว',
    rejected: 'คำขอของคุณสำหรับ “{title}” ถูกปฏิเสธ',
    reason: 'เหตุผล: {reason}',
    again: 'คุณสามารถยื่นคำขอใหม่ได้',
  },
  VI: {
    issuedTitle: 'Yêu cầu nhận thưởng đã được duyệt',
    rejectedTitle: 'Yêu cầu nhận thưởng bị từ chối',
    issued: 'Yêu cầu của bạn cho “{title}” đã được duyệt.',
    paid: '{amount} đã được cộng vào ví của bạn.',
    rejected: 'Yêu cầu của bạn cho “{title}” đã bị từ chối.',
    reason: 'Lý do: {reason}',
    again: 'Bạn có thể đăng ký lại.',
  },
  TY: {
    issuedTitle: 'Naaprubahan ang aplikasyon sa reward',
    rejectedTitle: 'Tinanggihan ang aplikasyon sa reward',
    issued: 'Naaprubahan ang iyong aplikasyon para sa “{title}”.',
    paid: 'Naidagdag na ang {amount} sa iyong wallet.',
    rejected: 'Tinanggihan ang iyong aplikasyon para sa “{title}”.',
    reason: 'Dahilan: {reason}',
    again: 'Maaari kang mag-apply muli.',
  },
  PT: {
    issuedTitle: 'Solicitação de bônus aprovada',
    rejectedTitle: 'Solicitação de bônus recusada',
    issued: 'Sua solicitação para “{title}” foi aprovada.',
    paid: '{amount} foi creditado na sua carteira.',
    rejected: 'Sua solicitação para “{title}” foi recusada.',
    reason: 'Motivo: {reason}',
    again: 'Você pode solicitar novamente.',
  },
};

/** Fills {name} placeholders; an unknown one stays as it is. */
export const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (m, k: string) => values[k] ?? m);

/** The inbox message of a decision; `amount` is the bonus as the merchant shows money (symbol + #,##0.00). */
export function rewardDecisionMessage(d: RewardDecided, language: LanguageCode, amount: string | null): { title: string; content: string } {
  const t = TEXTS[language] ?? TEXTS.EN;
  const values = { title: d.promotionTitle, amount: amount ?? '', reason: d.reason ?? '' };
  const lines =
    d.status === 'issued'
      ? [t.issued, amount ? t.paid : null]
      : [t.rejected, d.reason ? t.reason : null, t.again];
  return {
    title: d.status === 'issued' ? t.issuedTitle : t.rejectedTitle,
    content: lines
      .filter((l): l is string => l !== null)
      .map((l) => fill(l, values))
      .join('\n'),
  };
}

/**
 * Tells the member about the operator's decision on a reward application, in the inbox. A `handle` subscriber keyed
 * by the application: the message commits with the delivery, once.
 */
export const rewardInboxSubscriber = (): Subscriber => ({
  name: REWARD_INBOX,
  types: [rewardDecided.type],
  async handle(tx: Executor, event: StoredEvent) {
    const d = rewardDecided.read(event);
    const merchant = await merchantById(tx, event.merchantId);
    if (!merchant) throw new Error(`merchant ${event.merchantId} of event ${event.id} is gone`);
    const amount = d.bonus === null ? null : formatMoneyText(minorToMoney(BigInt(d.bonus)), { symbol: merchant.currencySymbol });
    await inboxRepo.insert(tx, {
      merchantId: event.merchantId,
      memberId: d.memberId,
      key: `promotion:application:${d.applicationId}:${d.status}`,
      ...rewardDecisionMessage(d, merchant.defaultLanguage, amount),
    });
  },
});
