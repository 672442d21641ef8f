import type { LanguageCode } from '@wps/contract';

/** Texts of the in-house game pages (served HTML, outside the client's i18n bundles), one table per language. */
export const PAGE_TEXT_KEYS = [
  'balance', 'stake', 'spin', 'roll', 'over', 'under', 'target', 'pickDigit', 'draw', 'win', 'lose', 'nextHash',
  'serverSeed', 'clientSeed', 'nonce', 'error', 'insufficient', 'expired', 'loading', 'round',
] as const;
type Texts = Record<(typeof PAGE_TEXT_KEYS)[number], string>;

// Languages without a table fall back to English.
export const PAGE_TEXTS: Partial<Record<LanguageCode, Texts>> & { EN: Texts } = {
  EN: {
    balance: 'Balance', stake: 'Stake', spin: 'Spin', roll: 'Roll', over: 'Over', under: 'Under', target: 'Target',
    pickDigit: 'Pick a digit', draw: 'Draw', win: 'You win', lose: 'No win', nextHash: 'Next server seed hash',
    serverSeed: 'Revealed server seed', clientSeed: 'Client seed', nonce: 'Nonce', error: 'Something went wrong',
    insufficient: 'Insufficient balance', expired: 'Game session expired, open the game again', loading: 'Loading...',
    round: 'Round',
  },
  TY: {
    balance: 'Balanse', stake: 'Taya', spin: 'Paikutin', roll: 'Ihagis', over: 'Lampas', under: 'Kulang', target: 'Target',
    pickDigit: 'Pumili ng numero', draw: 'Bumunot', win: 'Panalo ka', lose: 'Walang panalo', nextHash: 'Hash ng susunod na server seed',
    serverSeed: 'Inilantad na server seed', clientSeed: 'Client seed', nonce: 'Bilang', error: 'May nagkamali',
    insufficient: 'Kulang ang balanse', expired: 'Nag-expire ang laro, buksan muli', loading: 'Naglo-load...',
    round: 'Round',
  },
  CN: {
    balance: '余额', stake: '投注额', spin: '旋转', roll: '掷骰', over: '大于', under: '小于', target: '目标',
    pickDigit: '选择一个数字', draw: '开奖', win: '恭喜中奖', lose: '未中奖', nextHash: '下一个服务器种子哈希',
    serverSeed: '已公开的服务器种子', clientSeed: '客户端种子', nonce: '序号', error: '出错了',
    insufficient: '余额不足', expired: '游戏会话已过期，请重新打开游戏', loading: '加载中...', round: '局号',
  },
  TH: {
    balance: 'ยอดเงิน', stake: 'เดิมพัน', spin: 'หมุน', roll: 'ทอย', over: 'สูงกว่า', under: 'ต่ำกว่า', target: 'เป้าหมาย',
    pickDigit: 'เลือกตัวเลข', draw: 'ออกรางวัล', win: 'คุณชนะ', lose: 'ไม่ชนะ', nextHash: 'แฮชของเซิร์ฟเวอร์ซีดถัดไป',
    serverSeed: 'เซิร์ฟเวอร์ซีดที่เปิดเผย', clientSeed: 'ไคลเอนต์ซีด', nonce: 'ลำดับ', error: 'เกิดข้อผิดพลาด',
    insufficient: 'ยอดเงินไม่พอ', expired: 'เซสชันเกมหมดอายุ โปรดเปิดเกมอีกครั้ง', loading: 'กำลังโหลด...', round: 'รอบ',
  },
  VI: {
    balance: 'Số dư', stake: 'Tiền cược', spin: 'Quay', roll: 'Gieo', over: 'Trên', under: 'Dưới', target: 'Mục tiêu',
    pickDigit: 'Chọn một số', draw: 'Quay số', win: 'Bạn thắng', lose: 'Không trúng', nextHash: 'Mã băm hạt giống máy chủ kế tiếp',
    serverSeed: 'Hạt giống máy chủ đã công bố', clientSeed: 'Hạt giống người chơi', nonce: 'Số thứ tự', error: 'Đã xảy ra lỗi',
    insufficient: 'Số dư không đủ', expired: 'Phiên trò chơi đã hết hạn, hãy mở lại', loading: 'Đang tải...', round: 'Ván',
  },
  PT: {
    balance: 'Saldo', stake: 'Aposta', spin: 'Girar', roll: 'Lançar', over: 'Acima', under: 'Abaixo', target: 'Alvo',
    pickDigit: 'Escolha um dígito', draw: 'Sortear', win: 'Você ganhou', lose: 'Sem prêmio', nextHash: 'Hash da próxima semente do servidor',
    serverSeed: 'Semente do servidor revelada', clientSeed: 'Semente do cliente', nonce: 'Número', error: 'Algo deu errado',
    insufficient: 'Saldo insuficiente', expired: 'Sessão do jogo expirou, abra o jogo novamente', loading: 'Carregando...',
    round: 'Rodada',
  },
};
