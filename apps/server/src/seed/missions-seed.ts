import type { Db } from '../db/client.js';
import { memberRepo } from '../modules/member/index.js';
import { missionPeriodOf } from '@wps/contract';
import { missionRepo } from '../modules/missions/index.js';

/**
 * The demo missions (issue 14): two daily (10 slot spins; 3 rounds of any game, small enough for a demo or a test to
 * complete in a minute) and two weekly (deposit twice; wager 500.00), texts in the six main languages.
 */
const MISSIONS = [
  {
    titles: { EN: '10 spins on slots', CN: '老虎机旋转 10 次', TH: 'หมุนสล็อต 10 ครั้ง', VI: '10 lượt quay slot', TY: '10 spin sa slots', PT: '10 giros nos slots' },
    descriptions: {
      EN: 'Play 10 rounds of any slot game today.',
      CN: '今天玩任意老虎机游戏 10 局。',
      TH: 'เล่นเกมสล็อตใดก็ได้ 10 รอบภายในวันนี้',
      VI: 'Chơi 10 ván slot bất kỳ trong hôm nay.',
      TY: 'Maglaro ng 10 round ng kahit anong slot ngayong araw.',
      PT: 'Jogue 10 rodadas de qualquer slot hoje.',
    },
    period: 'DAILY',
    metric: 'SPINS',
    target: 10n,
    reward: 5_00n,
    sort: 1,
  },
  {
    titles: { EN: 'Play 3 rounds', CN: '玩 3 局游戏', TH: 'เล่น 3 รอบ', VI: 'Chơi 3 ván', TY: 'Maglaro ng 3 round', PT: 'Jogue 3 rodadas' },
    descriptions: {
      EN: 'Finish 3 rounds of any game today.',
      CN: '今天完成任意游戏 3 局。',
      TH: 'เล่นเกมใดก็ได้ให้จบ 3 รอบภายในวันนี้',
      VI: 'Hoàn thành 3 ván của bất kỳ trò chơi nào trong hôm nay.',
      TY: 'Tapusin ang 3 round ng kahit anong laro ngayong araw.',
      PT: 'Conclua 3 rodadas de qualquer jogo hoje.',
    },
    period: 'DAILY',
    metric: 'ROUNDS',
    target: 3n,
    reward: 3_00n,
    sort: 2,
  },
  {
    titles: { EN: 'Deposit twice', CN: '存款两次', TH: 'ฝากเงิน 2 ครั้ง', VI: 'Nạp tiền hai lần', TY: 'Mag-deposit nang dalawang beses', PT: 'Deposite duas vezes' },
    descriptions: {
      EN: 'Make two deposits this week.',
      CN: '本周完成两次存款。',
      TH: 'ฝากเงินสองครั้งภายในสัปดาห์นี้',
      VI: 'Nạp tiền hai lần trong tuần này.',
      TY: 'Mag-deposit nang dalawang beses ngayong linggo.',
      PT: 'Faça dois depósitos nesta semana.',
    },
    period: 'WEEKLY',
    metric: 'DEPOSITS',
    target: 2n,
    reward: 18_00n,
    sort: 3,
  },
  {
    titles: { EN: 'Wager 500.00', CN: '有效投注 500.00', TH: 'เดิมพัน 500.00', VI: 'Cược 500.00', TY: 'Tumaya ng 500.00', PT: 'Aposte 500,00' },
    descriptions: {
      EN: 'Reach 500.00 in valid bets this week.',
      CN: '本周有效投注达到 500.00。',
      TH: 'ทำยอดเดิมพันที่ใช้ได้ให้ถึง 500.00 ภายในสัปดาห์นี้',
      VI: 'Đạt 500.00 tiền cược hợp lệ trong tuần này.',
      TY: 'Umabot sa 500.00 na valid bets ngayong linggo.',
      PT: 'Alcance 500,00 em apostas válidas nesta semana.',
    },
    period: 'WEEKLY',
    metric: 'VALID_BET',
    target: 500_00n,
    reward: 38_00n,
    sort: 4,
  },
] as const;

/** Idempotent: the missions only for a merchant that has none; demo01 starts this week one deposit in. */
export async function seedMissions(db: Db, merchantId: number, now = new Date()): Promise<void> {
  if ((await missionRepo.page(db, merchantId, { limit: 1, offset: 0 })).total > 0) return;
  const demo = await memberRepo.findByUsername(db, merchantId, 'demo01');
  for (const m of MISSIONS) {
    const row = await missionRepo.insert(db, { merchantId, ...m });
    if (demo && m.metric === 'DEPOSITS') {
      const periodKey = missionPeriodOf(m.period, now).key;
      await missionRepo.addProgress(db, { merchantId, memberId: demo.id, missionId: row.id, periodKey, amount: 1n });
    }
  }
}
