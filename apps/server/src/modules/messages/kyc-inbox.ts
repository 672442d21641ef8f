import type { LanguageCode } from '@wps/contract';
import type { Executor } from '../../db/client.js';
import type { StoredEvent, Subscriber } from '../../platform/events.js';
import { kycDecided } from '../identity/index.js';
import { merchantById } from '../system/index.js';
import { inboxRepo } from './repo.js';

export const KYC_INBOX = 'kyc-inbox';

interface Texts {
  verifiedTitle: string;
  rejectedTitle: string;
  verified: string;
  rejected: string;
}

/** In the merchant's default language, English for the languages without texts here (as the reward messages). */
const TEXTS: Partial<Record<LanguageCode, Texts>> & { EN: Texts } = {
  EN: {
    verifiedTitle: 'Identity verified',
    rejectedTitle: 'Identity documents rejected',
    verified: 'Your identity documents were checked and your account is verified.',
    rejected: 'Your identity documents were not accepted. Reason: {reason}. Please upload them again.',
  },
  CN: {
    verifiedTitle: '身份已验证',
    rejectedTitle: '身份证件未通过',
    verified: '您的身份证件已审核，账户已验证。',
    rejected: '您的身份证件未通过审核。原因：{reason}。请重新上传。',
  },
  TW: {
    verifiedTitle: '身分已驗證',
    rejectedTitle: '身分證件未通過',
    verified: '您的身分證件已審核，帳戶已驗證。',
    rejected: '您的身分證件未通過審核。原因：{reason}。請重新上傳。',
  },
  TH: {
    verifiedTitle: 'ยืนยันตัวตนแล้ว',
    rejectedTitle: 'เอกสารยืนยันตัวตนถูกปฏิเสธ',
    verified: 'เอกสารยืนยันตัวตนของคุณได้รับการตรวจสอบแล้ว บัญชีของคุณได้รับการยืนยัน',
    rejected: 'เอกสารยืนยันตัวตนของคุณไม่ผ่าน เหตุผล: {reason} กรุณาอัปโหลดใหม่',
  },
  VI: {
    verifiedTitle: 'Đã xác minh danh tính',
    rejectedTitle: 'Giấy tờ tùy thân bị từ chối',
    verified: 'Giấy tờ tùy thân của bạn đã được kiểm tra và tài khoản đã được xác minh.',
    rejected: 'Giấy tờ tùy thân của bạn không được chấp nhận. Lý do: {reason}. Vui lòng tải lên lại.',
  },
};

/** Tells the member the outcome of their KYC review, once per decision (keyed by its reference). */
export const kycInboxSubscriber = (): Subscriber => ({
  name: KYC_INBOX,
  types: [kycDecided.type],
  async handle(tx: Executor, event: StoredEvent) {
    const d = kycDecided.read(event);
    const merchant = await merchantById(tx, event.merchantId);
    const t = TEXTS[merchant?.defaultLanguage ?? 'EN'] ?? TEXTS.EN;
    const verified = d.outcome === 'verified';
    await inboxRepo.insert(tx, {
      merchantId: event.merchantId,
      memberId: d.memberId,
      key: d.reference,
      title: verified ? t.verifiedTitle : t.rejectedTitle,
      content: verified ? t.verified : t.rejected.replace('{reason}', d.reason ?? ''),
    });
  },
});
