import { formatMoneyText, minorToMoney, type LanguageCode } from '@wps/contract';
import type { Executor } from '../../db/client.js';
import type { StoredEvent, Subscriber } from '../../platform/events.js';
import { depositCredited } from '../deposit/index.js';
import { merchantById } from '../system/index.js';
import { withdrawalPaid, withdrawalRejected } from '../withdraw/index.js';
import { inboxRepo } from './repo.js';
import { fill } from './reward-inbox.js';

export const MONEY_INBOX = 'money-inbox';

type Outcome = 'credited' | 'paid' | 'rejected';
interface Texts {
  title: Record<Outcome, string>;
  content: Record<Outcome, string>;
  bonus: string;
}

/** In the merchant's default language, English for the others. Placeholders: {orderNo}, {amount}, {bonus}. */
const TEXTS: Partial<Record<LanguageCode, Texts>> & { EN: Texts } = {
  EN: {
    title: { credited: 'Deposit credited', paid: 'Withdrawal paid', rejected: 'Withdrawal rejected' },
    content: {
      credited: 'Your deposit {orderNo} of {amount} has been credited to your wallet.',
      paid: 'Your withdrawal {orderNo} of {amount} has been paid out.',
      rejected: 'Your withdrawal {orderNo} of {amount} was rejected; the amount is back in your wallet.',
    },
    bonus: 'Bonus credited with it: {bonus}.',
  },
  CN: {
    title: { credited: '存款已到账', paid: '提款已出款', rejected: '提款未通过' },
    content: {
      credited: '您的存款 {orderNo}（{amount}）已存入您的钱包。',
      paid: '您的提款 {orderNo}（{amount}）已出款。',
      rejected: '您的提款 {orderNo}（{amount}）未通过，款项已退回您的钱包。',
    },
    bonus: '随存款发放的红利：{bonus}。',
  },
  TH: {
    title: { credited: 'เงินฝากเข้าบัญชีแล้ว', paid: 'จ่ายเงินถอนแล้ว', rejected: 'การถอนเงินถูกปฏิเสธ' },
    content: {
      credited: 'เงินฝาก {orderNo} จำนวน {amount} ถูกเพิ่มเข้ากระเป๋าเงินของคุณแล้ว',
      paid: 'การถอนเงิน {orderNo} จำนวน {amount} ได้จ่ายออกแล้ว',
      rejected: 'การถอนเงิน {orderNo} จำนวน {amount} ถูกปฏิเสธ ยอดเงินได้คืนเข้ากระเป๋าเงินของคุณแล้ว',
    },
    bonus: 'โบนัสที่ได้รับพร้อมเงินฝาก: {bonus}',
  },
  VI: {
    title: { credited: 'Tiền nạp đã vào ví', paid: 'Đã chi trả rút tiền', rejected: 'Yêu cầu rút tiền bị từ chối' },
    content: {
      credited: 'Khoản nạp {orderNo} số tiền {amount} đã được cộng vào ví của bạn.',
      paid: 'Khoản rút {orderNo} số tiền {amount} đã được chi trả.',
      rejected: 'Khoản rút {orderNo} số tiền {amount} đã bị từ chối; số tiền đã được hoàn về ví của bạn.',
    },
    bonus: 'Tiền thưởng kèm theo: {bonus}.',
  },
  TY: {
    title: { credited: 'Naikredito ang deposito', paid: 'Naibayad ang withdrawal', rejected: 'Tinanggihan ang withdrawal' },
    content: {
      credited: 'Naikredito na sa iyong wallet ang deposito mong {orderNo} na {amount}.',
      paid: 'Naibayad na ang withdrawal mong {orderNo} na {amount}.',
      rejected: 'Tinanggihan ang withdrawal mong {orderNo} na {amount}; naibalik na ang halaga sa iyong wallet.',
    },
    bonus: 'Bonus na kasama nito: {bonus}.',
  },
  PT: {
    title: { credited: 'Depósito creditado', paid: 'Saque pago', rejected: 'Saque recusado' },
    content: {
      credited: 'Seu depósito {orderNo} de {amount} foi creditado na sua carteira.',
      paid: 'Seu saque {orderNo} de {amount} foi pago.',
      rejected: 'Seu saque {orderNo} de {amount} foi recusado; o valor voltou para a sua carteira.',
    },
    bonus: 'Bônus creditado junto: {bonus}.',
  },
};

export function moneyMessage(
  outcome: Outcome,
  language: LanguageCode,
  values: { orderNo: string; amount: string; bonus: string | null },
): { title: string; content: string } {
  const t = TEXTS[language] ?? TEXTS.EN;
  const lines = [t.content[outcome], values.bonus ? t.bonus : null].filter((l): l is string => l !== null);
  return { title: t.title[outcome], content: lines.map((l) => fill(l, { ...values, bonus: values.bonus ?? '' })).join('\n') };
}

/** Each event type's outcome and payload (an event is read with its own definition). */
const OUTCOMES: Record<string, { outcome: Outcome; read: (e: StoredEvent) => { memberId: number; orderNo: string; amount: string; bonus?: string } }> = {
  [depositCredited.type]: { outcome: 'credited', read: depositCredited.read },
  [withdrawalPaid.type]: { outcome: 'paid', read: withdrawalPaid.read },
  [withdrawalRejected.type]: { outcome: 'rejected', read: withdrawalRejected.read },
};

/**
 * Tells the member in the inbox that a deposit was credited or a withdrawal paid or rejected (spec: the result reaches
 * the member without a reload). Keyed by the order and outcome, so once per order even when delivered again.
 */
export const moneyInboxSubscriber = (): Subscriber => ({
  name: MONEY_INBOX,
  types: Object.keys(OUTCOMES),
  async handle(tx: Executor, event: StoredEvent) {
    const { outcome, read } = OUTCOMES[event.type]!;
    const order = read(event);
    const merchant = await merchantById(tx, event.merchantId);
    if (!merchant) throw new Error(`merchant ${event.merchantId} of event ${event.id} is gone`);
    const money = (minor: string) => formatMoneyText(minorToMoney(BigInt(minor)), { symbol: merchant.currencySymbol });
    const bonus = order.bonus && BigInt(order.bonus) > 0n ? money(order.bonus) : null;
    await inboxRepo.insert(tx, {
      merchantId: event.merchantId,
      memberId: order.memberId,
      key: `${outcome === 'credited' ? 'deposit' : 'withdrawal'}:${outcome}:${order.orderNo}`,
      ...moneyMessage(outcome, merchant.defaultLanguage, { orderNo: order.orderNo, amount: money(order.amount), bonus }),
    });
  },
});
