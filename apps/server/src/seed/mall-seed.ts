import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { mallItems, pointsRules, type NewMallItem } from '../db/schema.js';
import { movePoints } from '../modules/mall/index.js';
import { memberRepo } from '../modules/member/repo.js';

type Item = Omit<NewMallItem, 'merchantId'>;

/** The demo catalogue: some of each kind, one sold out, so every state of the mall shows. */
const ITEMS: Item[] = [
  {
    kind: 'BONUS_CASH',
    names: { EN: '5.00 bonus cash', CN: '5.00 彩金', TH: 'โบนัสเงินสด 5.00', VI: 'Tiền thưởng 5.00', TY: '5.00 bonus na pera', PT: 'Bônus de 5,00' },
    descriptions: { EN: 'Paid into your wallet at once (1x turnover).', CN: '立即存入钱包（1倍流水）。' },
    price: 500,
    cash: 5_00n,
    sort: 1,
  },
  {
    kind: 'BONUS_CASH',
    names: { EN: '20.00 bonus cash', CN: '20.00 彩金', TH: 'โบนัสเงินสด 20.00', VI: 'Tiền thưởng 20.00', TY: '20.00 bonus na pera', PT: 'Bônus de 20,00' },
    descriptions: { EN: 'Once per member.', CN: '每位会员限兑一次。' },
    price: 1800,
    cash: 20_00n,
    perMemberLimit: 1,
    sort: 2,
  },
  {
    kind: 'VOUCHER',
    names: { EN: 'Coffee voucher', CN: '咖啡券', TH: 'คูปองกาแฟ', VI: 'Phiếu cà phê', TY: 'Voucher ng kape', PT: 'Vale café' },
    descriptions: { EN: 'Show the code at any partner café.', CN: '在任一合作咖啡店出示兑换码。' },
    price: 10,
    sort: 3,
  },
  {
    kind: 'VOUCHER',
    names: { EN: 'Dinner for two', CN: '双人晚餐券', TH: 'อาหารค่ำสำหรับสองท่าน', VI: 'Bữa tối cho hai người', TY: 'Hapunan para sa dalawa', PT: 'Jantar para dois' },
    price: 1000,
    stock: 20,
    sort: 4,
  },
  {
    kind: 'PHYSICAL',
    names: { EN: 'Team jersey', CN: '球队球衣', TH: 'เสื้อทีม', VI: 'Áo đấu đội', TY: 'Jersey ng koponan', PT: 'Camisa do time' },
    descriptions: { EN: 'Shipped within 7 days.', CN: '7天内发货。' },
    price: 3000,
    stock: 10,
    sort: 5,
  },
  {
    kind: 'PHYSICAL',
    names: { EN: 'Limited cap', CN: '限量棒球帽', TH: 'หมวกรุ่นพิเศษ', VI: 'Mũ phiên bản giới hạn', TY: 'Limitadong sumbrero', PT: 'Boné limitado' },
    price: 800,
    stock: 0,
    sort: 6,
  },
];

/**
 * Idempotent: the points rule only when absent; the catalogue only when the merchant has none (checked under the
 * rule's row lock, so two instances starting at once seed it once); demo01's opening points once by reference.
 */
export async function seedMall(db: Db, merchantId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(pointsRules).values({ merchantId, pointsPerUnit: 1 }).onConflictDoNothing();
    await tx.select().from(pointsRules).where(eq(pointsRules.merchantId, merchantId)).for('update');
    const [any] = await tx.select({ id: mallItems.id }).from(mallItems).where(eq(mallItems.merchantId, merchantId)).limit(1);
    if (!any) await tx.insert(mallItems).values(ITEMS.map((i) => ({ ...i, merchantId })));
  });
  const demo = await memberRepo.findByUsername(db, merchantId, 'demo01');
  if (demo) await db.transaction((tx) => movePoints(tx, merchantId, { memberId: demo.id, delta: 1200, reason: 'adjust', reference: 'seed:points:demo01', note: 'Welcome points' }));
}
