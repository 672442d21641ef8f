import type { TextTable } from '../texts.js';

type CockfightKey =
  | 'meron' | 'wala' | 'draw' | 'fight' | 'fighting' | 'lastCall' | 'wins' | 'drawn' | 'odds' | 'favourite'
  | 'roadM' | 'roadW' | 'roadD' | 'arena' | 'drawRefund';

/** The cockfight arena's own words (the kit and the shell have the common ones). */
export const COCKFIGHT_TEXTS: TextTable<CockfightKey> = {
  EN: {
    meron: 'Meron', wala: 'Wala', draw: 'Draw', fight: 'Fight #{n}', fighting: 'Fight!', lastCall: 'Last call', wins: '{side} wins',
    drawn: 'Draw', odds: 'pays {x}:1', favourite: 'Favourite', roadM: 'M', roadW: 'W', roadD: 'D', arena: 'Arena',
    drawRefund: 'A draw returns Meron and Wala stakes.',
  },
  CN: {
    meron: '龙 (Meron)', wala: '凤 (Wala)', draw: '和局', fight: '第 {n} 场', fighting: '比赛中！', lastCall: '最后下注', wins: '{side}胜',
    drawn: '和局', odds: '赔率 {x}:1', favourite: '热门', roadM: '龙', roadW: '凤', roadD: '和', arena: '斗鸡场',
    drawRefund: '和局时退还龙和凤的投注。',
  },
  PT: {
    meron: 'Meron', wala: 'Wala', draw: 'Empate', fight: 'Luta nº {n}', fighting: 'Luta!', lastCall: 'Última chamada',
    wins: '{side} vence', drawn: 'Empate', odds: 'paga {x}:1', favourite: 'Favorito', roadM: 'M', roadW: 'W', roadD: 'E',
    arena: 'Arena', drawRefund: 'Um empate devolve as apostas em Meron e Wala.',
  },
  TH: {
    meron: 'เมรอน', wala: 'วาลา', draw: 'เสมอ', fight: 'คู่ที่ {n}', fighting: 'กำลังชน!', lastCall: 'เรียกครั้งสุดท้าย', wins: '{side} ชนะ',
    drawn: 'เสมอ', odds: 'จ่าย {x}:1', favourite: 'ตัวเต็ง', roadM: 'M', roadW: 'W', roadD: 'D', arena: 'สนามไก่ชน',
    drawRefund: 'ถ้าเสมอ คืนเงินเดิมพันเมรอนและวาลา',
  },
  TY: {
    meron: 'Meron', wala: 'Wala', draw: 'Tabla', fight: 'Laban #{n}', fighting: 'Laban!', lastCall: 'Huling tawag',
    wins: 'Panalo ang {side}', drawn: 'Tabla', odds: 'bayad {x}:1', favourite: 'Llamado', roadM: 'M', roadW: 'W', roadD: 'T',
    arena: 'Sabungan', drawRefund: 'Kapag tabla, ibinabalik ang taya sa Meron at Wala.',
  },
  VI: {
    meron: 'Meron', wala: 'Wala', draw: 'Hòa', fight: 'Trận #{n}', fighting: 'Đang đá!', lastCall: 'Lần gọi cuối', wins: '{side} thắng',
    drawn: 'Hòa', odds: 'trả {x}:1', favourite: 'Cửa trên', roadM: 'M', roadW: 'W', roadD: 'H', arena: 'Trường gà',
    drawRefund: 'Khi hòa, hoàn lại tiền cược Meron và Wala.',
  },
};
