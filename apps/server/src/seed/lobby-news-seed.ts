import type { MAIN_LANGUAGES } from '@wps/contract';
import type { Db } from '../db/client.js';
import { newsRepo } from '../modules/messages/news-repo.js';

type Item = { key: string; linkUrl: string | null; text: Record<(typeof MAIN_LANGUAGES)[number], { title: string; content: string }> };

/** Three home news items in the six main languages (issue 14 "Home"); the operator edits them in Content > Lobby news. */
const ITEMS: Item[] = [
  {
    key: 'app',
    linkUrl: '/m/app',
    text: {
      EN: { title: 'Our app is here', content: '<p>Play faster with the <strong>mobile app</strong>: one tap from your home screen.</p>' },
      CN: { title: '手机应用上线啦', content: '<p>使用<strong>手机应用</strong>，从主屏幕一键开玩，更快更顺畅。</p>' },
      TH: { title: 'แอปของเรามาแล้ว', content: '<p>เล่นได้เร็วขึ้นด้วย<strong>แอปมือถือ</strong> แตะครั้งเดียวจากหน้าจอหลัก</p>' },
      VI: { title: 'Ứng dụng đã ra mắt', content: '<p>Chơi nhanh hơn với <strong>ứng dụng di động</strong>: một chạm từ màn hình chính.</p>' },
      TY: { title: 'Narito na ang aming app', content: '<p>Maglaro nang mas mabilis gamit ang <strong>mobile app</strong>: isang tap lang mula sa home screen.</p>' },
      PT: { title: 'Nosso app chegou', content: '<p>Jogue mais rápido com o <strong>aplicativo</strong>: um toque na tela inicial.</p>' },
    },
  },
  {
    key: 'new-games',
    linkUrl: '/m/gameList',
    text: {
      EN: { title: 'New games every week', content: '<p>Lucky Slot and Dice 100 are joined by new titles every Monday. Find them in the lobby.</p>' },
      CN: { title: '每周上新游戏', content: '<p>每周一都有新游戏加入幸运老虎机和骰子100的行列，快去大厅看看。</p>' },
      TH: { title: 'เกมใหม่ทุกสัปดาห์', content: '<p>มีเกมใหม่เพิ่มทุกวันจันทร์ นอกจากสล็อตนำโชคและลูกเต๋า 100 ดูได้ในล็อบบี้</p>' },
      VI: { title: 'Trò chơi mới mỗi tuần', content: '<p>Ngoài Slot May Mắn và Xúc Xắc 100, thứ Hai nào cũng có trò mới. Xem ngay ở sảnh.</p>' },
      TY: { title: 'Bagong laro bawat linggo', content: '<p>May bagong laro tuwing Lunes bukod sa Swerteng Slot at Dais 100. Hanapin sa lobby.</p>' },
      PT: { title: 'Jogos novos toda semana', content: '<p>Além do Slot da Sorte e Dados 100, chegam jogos novos toda segunda-feira. Veja no lobby.</p>' },
    },
  },
  {
    key: 'responsible',
    linkUrl: null,
    text: {
      EN: { title: 'Play responsibly', content: '<p>Set yourself a budget and take breaks. Customer service is here 24/7 if you need help.</p>' },
      CN: { title: '理性娱乐', content: '<p>请为自己设定预算并适时休息。如需帮助，客服全天候为您服务。</p>' },
      TH: { title: 'เล่นอย่างรับผิดชอบ', content: '<p>กำหนดงบประมาณและพักบ้าง หากต้องการความช่วยเหลือ ฝ่ายบริการลูกค้าพร้อมดูแลตลอด 24 ชั่วโมง</p>' },
      VI: { title: 'Chơi có trách nhiệm', content: '<p>Hãy đặt ngân sách và nghỉ ngơi hợp lý. Bộ phận chăm sóc khách hàng luôn sẵn sàng 24/7.</p>' },
      TY: { title: 'Maglaro nang responsable', content: '<p>Magtakda ng budget at magpahinga. Nandito ang customer service 24/7 kung kailangan mo ng tulong.</p>' },
      PT: { title: 'Jogue com responsabilidade', content: '<p>Defina um orçamento e faça pausas. O atendimento está disponível 24 horas se precisar.</p>' },
    },
  },
];

/** Idempotent: each item and language once, by its key (the operator's later edits are never overwritten). */
export async function seedLobbyNews(db: Db, merchantId: number): Promise<void> {
  for (const [i, item] of ITEMS.entries()) {
    for (const [language, text] of Object.entries(item.text)) {
      await newsRepo.insert(db, merchantId, { key: `seed:${item.key}:${language}`, language, linkUrl: item.linkUrl, sort: i + 1, ...text });
    }
  }
}
