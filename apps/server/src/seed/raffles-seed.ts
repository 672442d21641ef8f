import type { Db } from '../db/client.js';
import { memberRepo } from '../modules/member/index.js';
import { raffleRepo } from '../modules/raffles/index.js';

const HOUR = 3_600_000;

/**
 * Idempotent: one open raffle for a merchant that has none (a ticket per 10.00 deposited, at most 50, entries for a
 * week and the draw an hour later), with demo01 three tickets in, so the page shows something real on a fresh start.
 */
export async function seedRaffles(db: Db, merchantId: number): Promise<void> {
  if ((await raffleRepo.page(db, merchantId, undefined, { limit: 1, offset: 0 })).total > 0) return;
  const now = Date.now();
  const raffle = await raffleRepo.insert(db, {
    merchantId,
    titles: { EN: 'Weekly lucky draw', CN: '每周幸运抽奖', TH: 'ลุ้นโชคประจำสัปดาห์', VI: 'Rút thăm may mắn hàng tuần', TY: 'Lingguhang lucky draw', PT: 'Sorteio da semana' },
    descriptions: {
      EN: 'Every 10.00 you deposit this week is a ticket. Claim your tickets in the reward centre to enter.',
      CN: '本周每存款 10.00 即得一张抽奖券，在领奖中心领取后参加抽奖。',
      TH: 'ทุกการฝาก 10.00 ในสัปดาห์นี้ได้ 1 ตั๋ว รับตั๋วที่ศูนย์รางวัลเพื่อร่วมลุ้น',
      VI: 'Mỗi 10.00 nạp trong tuần này là một vé. Nhận vé ở trung tâm phần thưởng để tham gia.',
      TY: 'Bawat 10.00 na ide-deposito mo ngayong linggo ay isang tiket. Kunin ang mga tiket sa reward center para makasali.',
      PT: 'Cada 10,00 depositados nesta semana vale um bilhete. Resgate seus bilhetes na central de recompensas para participar.',
    },
    ticketStep: 10_00n,
    maxTickets: 50,
    startsAt: new Date(now - HOUR),
    endsAt: new Date(now + 7 * 24 * HOUR),
    drawAt: new Date(now + 7 * 24 * HOUR + HOUR),
    prizes: [
      { rank: 1, amount: '88800', winners: 1 },
      { rank: 2, amount: '8800', winners: 3 },
      { rank: 3, amount: '1800', winners: 10 },
    ],
  });
  const demo = await memberRepo.findByUsername(db, merchantId, 'demo01');
  if (demo) await raffleRepo.addTickets(db, { merchantId, raffleId: raffle.id, memberId: demo.id, tickets: 3 });
}
