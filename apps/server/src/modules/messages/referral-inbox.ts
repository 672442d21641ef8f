import { formatMoneyText, minorToMoney, type LanguageCode } from '@wps/contract';
import type { Executor } from '../../db/client.js';
import type { StoredEvent, Subscriber } from '../../platform/events.js';
import { referralRewarded, type ReferralRewarded } from '../referral/index.js';
import { merchantById } from '../system/index.js';
import { inboxRepo } from './repo.js';
import { fill } from './reward-inbox.js';

export const REFERRAL_INBOX = 'referral-inbox';

/** In the merchant's default language, English for the others. Placeholders: {invitee}, {amount}. */
const TEXTS: Partial<Record<LanguageCode, { title: string; content: string }>> & { EN: { title: string; content: string } } = {
  EN: { title: 'Referral bonus received', content: 'Your friend {invitee} met the referral rule: {amount} has been added to your wallet.' },
  CN: { title: '已获得推荐奖金', content: '您的好友 {invitee} 已达成推荐条件：{amount} 已存入您的钱包。' },
  TH: { title: 'ได้รับโบนัสแนะนำเพื่อนแล้ว', content: 'เพื่อนของคุณ {invitee} ทำตามเงื่อนไขการแนะนำแล้ว: {amount} ถูกเพิ่มเข้ากระเป๋าเงินของคุณแล้ว' },
  VI: { title: 'Đã nhận thưởng giới thiệu', content: 'Bạn của bạn {invitee} đã đạt điều kiện giới thiệu: {amount} đã được cộng vào ví của bạn.' },
  TY: { title: 'Natanggap ang referral bonus', content: 'Naabot ng kaibigan mong si {invitee} ang referral rule: naidagdag na ang {amount} sa iyong wallet.' },
  PT: { title: 'Bônus de indicação recebido', content: 'Seu amigo {invitee} cumpriu a regra de indicação: {amount} foi creditado na sua carteira.' },
};

export function referralRewardMessage(r: ReferralRewarded, language: LanguageCode, amount: string): { title: string; content: string } {
  const t = TEXTS[language] ?? TEXTS.EN;
  return { title: t.title, content: fill(t.content, { invitee: r.invitee, amount }) };
}

/** Tells the inviter in the inbox that a referral bonus arrived; keyed by the invitee, so once. */
export const referralInboxSubscriber = (): Subscriber => ({
  name: REFERRAL_INBOX,
  types: [referralRewarded.type],
  async handle(tx: Executor, event: StoredEvent) {
    const r = referralRewarded.read(event);
    const merchant = await merchantById(tx, event.merchantId);
    if (!merchant) throw new Error(`merchant ${event.merchantId} of event ${event.id} is gone`);
    const amount = formatMoneyText(minorToMoney(BigInt(r.amount)), { symbol: merchant.currencySymbol });
    await inboxRepo.insert(tx, {
      merchantId: event.merchantId,
      memberId: r.inviterId,
      key: `referral:rewarded:${r.inviteeId}`,
      ...referralRewardMessage(r, merchant.defaultLanguage, amount),
    });
  },
});
