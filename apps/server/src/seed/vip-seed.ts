import { and, eq, sql } from 'drizzle-orm';
import { DEFAULT_BENEFIT_LANDING, VIP_BENEFITS, type LanguageCode } from '@wps/contract';
import type { Db } from '../db/client.js';
import { memberAccounts, type NewVipLevel } from '../db/schema.js';
import { memberRepo } from '../modules/member/index.js';
import { benefitRepo } from '../modules/vip/index.js';
import { vipRepo } from '../modules/vip/repo.js';

// The demo merchant's 15 VIP levels (spec part 2 s9). Amounts in major units here, minor units in the table.
// [deposit, valid bet, upgrade bonus, birthday gift, monthly bonus, rebate bp, withdrawals a day, daily withdraw limit]
type Row = [number, number, number, number, number, number, number, number];
const LEVELS: Row[] = [
  [0, 0, 0, 0, 0, 30, 3, 50_000],
  [1_000, 5_000, 18, 18, 8, 35, 5, 100_000],
  [5_000, 25_000, 58, 38, 18, 40, 5, 150_000],
  [10_000, 60_000, 88, 58, 38, 45, 8, 200_000],
  [30_000, 150_000, 188, 88, 68, 50, 8, 300_000],
  [60_000, 300_000, 388, 128, 108, 55, 10, 500_000],
  [100_000, 600_000, 588, 188, 168, 60, 10, 800_000],
  [200_000, 1_200_000, 1_088, 288, 288, 65, 12, 1_000_000],
  [400_000, 2_400_000, 2_088, 388, 388, 70, 12, 1_500_000],
  [800_000, 5_000_000, 3_888, 588, 588, 80, 15, 2_000_000],
  [1_500_000, 10_000_000, 6_888, 888, 888, 90, 15, 3_000_000],
  [3_000_000, 20_000_000, 11_888, 1_288, 1_288, 100, 20, 5_000_000],
  [6_000_000, 40_000_000, 18_888, 1_888, 1_888, 110, 20, 8_000_000],
  [10_000_000, 70_000_000, 28_888, 2_888, 2_888, 120, 30, 10_000_000],
  [20_000_000, 120_000_000, 58_888, 5_888, 5_888, 150, 50, 20_000_000],
];
/** The level from which the yearly exclusive tour is included. */
const TOUR_FROM = 10;

/** Notes by tier (levels 1-3, 4-6, 7-9, 10-15), in the six main languages. */
const NOTES: Record<'EN' | 'TY' | 'CN' | 'TH' | 'VI' | 'PT', [string, string, string, string]> = {
  EN: [
    'Standard member service and a daily rebate on every valid bet.',
    'Priority deposit and withdrawal processing.',
    'A dedicated account manager and invitations to member events.',
    'The exclusive yearly tour, VIP events and the fastest withdrawals.',
  ],
  TY: [
    'Karaniwang serbisyo at araw-araw na rebate sa bawat valid bet.',
    'Inuunang pagproseso ng deposito at withdrawal.',
    'Sariling account manager at mga imbitasyon sa mga event.',
    'Eksklusibong taunang tour, mga VIP event at pinakamabilis na withdrawal.',
  ],
  CN: ['标准会员服务，每笔有效投注每日返水。', '存款与提款优先处理。', '专属客户经理及会员活动邀请。', '年度专属旅游、VIP活动及最快提款。'],
  TH: [
    'บริการสมาชิกมาตรฐานและเงินคืนรายวันจากทุกยอดเดิมพันที่ถูกต้อง',
    'ดำเนินการฝากและถอนเงินก่อน',
    'ผู้จัดการบัญชีส่วนตัวและคำเชิญร่วมกิจกรรมสมาชิก',
    'ทริปพิเศษประจำปี กิจกรรม VIP และการถอนเงินที่เร็วที่สุด',
  ],
  VI: [
    'Dịch vụ thành viên tiêu chuẩn và hoàn trả hằng ngày cho mọi cược hợp lệ.',
    'Ưu tiên xử lý nạp và rút tiền.',
    'Quản lý tài khoản riêng và lời mời tham gia sự kiện.',
    'Chuyến du lịch độc quyền hằng năm, sự kiện VIP và rút tiền nhanh nhất.',
  ],
  PT: [
    'Atendimento padrão e rebate diário em cada aposta válida.',
    'Processamento prioritário de depósitos e saques.',
    'Gerente de conta dedicado e convites para eventos.',
    'Viagem exclusiva anual, eventos VIP e os saques mais rápidos.',
  ],
};

const tier = (level: number) => (level <= 3 ? 0 : level <= 6 ? 1 : level <= 9 ? 2 : 3);
const minor = (major: number) => BigInt(major) * 100n;

export function demoVipLevels(merchantId: number): NewVipLevel[] {
  return LEVELS.map(([deposit, bet, upgrade, birthday, monthly, rebateBp, withdrawals, limit], i) => {
    const level = i + 1;
    const notes: Partial<Record<LanguageCode, string>> = {};
    for (const [lang, texts] of Object.entries(NOTES)) notes[lang as LanguageCode] = texts[tier(level)];
    return {
      merchantId,
      level,
      name: `VIP ${level}`,
      depositRequired: minor(deposit),
      validBetRequired: minor(bet),
      upgradeBonus: minor(upgrade),
      birthdayGift: minor(birthday),
      monthlyBonus: minor(monthly),
      rebateBp,
      dailyWithdrawals: withdrawals,
      dailyWithdrawLimit: minor(limit),
      exclusiveTour: level >= TOUR_FROM,
      notes,
    };
  });
}

export async function seedVip(db: Db, merchantId: number): Promise<void> {
  await vipRepo.insertIfAbsent(db, demoVipLevels(merchantId));
  await benefitRepo.insertRulesIfAbsent(db, merchantId, VIP_BENEFITS.map((benefit) => ({ benefit, landing: DEFAULT_BENEFIT_LANDING[benefit] })));
  // demo01's birthday, so the VIP page shows the birthday gift's date (kept when the profile has one).
  const demo = await memberRepo.findByUsername(db, merchantId, 'demo01');
  if (demo) {
    await db
      .update(memberAccounts)
      .set({ profile: sql`${memberAccounts.profile} || '{"birthday":"1990-06-15"}'::jsonb` })
      .where(and(eq(memberAccounts.merchantId, merchantId), eq(memberAccounts.memberId, demo.id), sql`not (${memberAccounts.profile} ? 'birthday')`));
  }
}
