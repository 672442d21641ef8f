import type { TextTable } from '../texts.js';

type LiveKey =
  | 'baccarat' | 'roulette' | 'player' | 'banker' | 'tie' | 'playerPair' | 'bankerPair' | 'pays' | 'dealing' | 'spinning'
  | 'roadP' | 'roadB' | 'roadT' | 'straight' | 'split' | 'street' | 'trio' | 'corner' | 'line' | 'dozen' | 'column'
  | 'red' | 'black' | 'odd' | 'even' | 'low' | 'high' | 'insideBet' | 'round' | 'dealer' | 'wins';

/** The live tables' own words (the kit and the shell have the common ones). */
export const LIVE_TEXTS: TextTable<LiveKey> = {
  EN: {
    baccarat: 'Baccarat', roulette: 'Roulette', player: 'Player', banker: 'Banker', tie: 'Tie', playerPair: 'Player pair',
    bankerPair: 'Banker pair', pays: 'pays {x}', dealing: 'Dealing', spinning: 'Spinning', roadP: 'P', roadB: 'B', roadT: 'T',
    straight: 'Straight', split: 'Split', street: 'Street', trio: 'Trio', corner: 'Corner', line: 'Six line', dozen: 'Dozen',
    column: 'Column', red: 'Red', black: 'Black', odd: 'Odd', even: 'Even', low: '1-18', high: '19-36', insideBet: 'Inside bet',
    round: 'Round {n}', dealer: 'Dealer', wins: '{side} wins',
  },
  CN: {
    baccarat: '百家乐', roulette: '轮盘', player: '闲', banker: '庄', tie: '和', playerPair: '闲对', bankerPair: '庄对',
    pays: '赔率 {x}', dealing: '发牌中', spinning: '转动中', roadP: '闲', roadB: '庄', roadT: '和', straight: '直注', split: '分注',
    street: '街注', trio: '三数', corner: '角注', line: '线注', dozen: '打', column: '列', red: '红', black: '黑', odd: '单',
    even: '双', low: '1-18', high: '19-36', insideBet: '内围投注', round: '第 {n} 局', dealer: '荷官', wins: '{side}赢',
  },
  PT: {
    baccarat: 'Bacará', roulette: 'Roleta', player: 'Jogador', banker: 'Banca', tie: 'Empate', playerPair: 'Par do jogador',
    bankerPair: 'Par da banca', pays: 'paga {x}', dealing: 'Distribuindo', spinning: 'Girando', roadP: 'J', roadB: 'B', roadT: 'E',
    straight: 'Pleno', split: 'Cavalo', street: 'Transversal', trio: 'Trio', corner: 'Quadrado', line: 'Linha', dozen: 'Dúzia',
    column: 'Coluna', red: 'Vermelho', black: 'Preto', odd: 'Ímpar', even: 'Par', low: '1-18', high: '19-36',
    insideBet: 'Aposta interna', round: 'Rodada {n}', dealer: 'Crupiê', wins: '{side} vence',
  },
  TH: {
    baccarat: 'บาคาร่า', roulette: 'รูเล็ต', player: 'ผู้เล่น', banker: 'เจ้ามือ', tie: 'เสมอ', playerPair: 'ไพ่คู่ผู้เล่น',
    bankerPair: 'ไพ่คู่เจ้ามือ', pays: 'จ่าย {x}', dealing: 'กำลังแจกไพ่', spinning: 'กำลังหมุน', roadP: 'P', roadB: 'B', roadT: 'T',
    straight: 'เลขเดี่ยว', split: 'สองเลข', street: 'สามเลข', trio: 'ทรีโอ', corner: 'สี่เลข', line: 'หกเลข', dozen: 'โหล',
    column: 'แถว', red: 'แดง', black: 'ดำ', odd: 'คี่', even: 'คู่', low: '1-18', high: '19-36', insideBet: 'เดิมพันด้านใน',
    round: 'รอบ {n}', dealer: 'ดีลเลอร์', wins: '{side} ชนะ',
  },
  TY: {
    baccarat: 'Baccarat', roulette: 'Roulette', player: 'Player', banker: 'Banker', tie: 'Tabla', playerPair: 'Pares ng player',
    bankerPair: 'Pares ng banker', pays: 'bayad {x}', dealing: 'Nagbibigay ng baraha', spinning: 'Umiikot', roadP: 'P', roadB: 'B',
    roadT: 'T', straight: 'Straight', split: 'Split', street: 'Street', trio: 'Trio', corner: 'Corner', line: 'Six line',
    dozen: 'Dosena', column: 'Hanay', red: 'Pula', black: 'Itim', odd: 'Odd', even: 'Even', low: '1-18', high: '19-36',
    insideBet: 'Inside na taya', round: 'Round {n}', dealer: 'Dealer', wins: 'Panalo ang {side}',
  },
  VI: {
    baccarat: 'Baccarat', roulette: 'Roulette', player: 'Con', banker: 'Cái', tie: 'Hòa', playerPair: 'Đôi con', bankerPair: 'Đôi cái',
    pays: 'trả {x}', dealing: 'Đang chia bài', spinning: 'Đang quay', roadP: 'C', roadB: 'Cá', roadT: 'H', straight: 'Số đơn',
    split: 'Cặp số', street: 'Hàng ba', trio: 'Bộ ba', corner: 'Góc bốn', line: 'Hàng sáu', dozen: 'Tá', column: 'Cột', red: 'Đỏ',
    black: 'Đen', odd: 'Lẻ', even: 'Chẵn', low: '1-18', high: '19-36', insideBet: 'Cược trong', round: 'Ván {n}', dealer: 'Người chia bài',
    wins: '{side} thắng',
  },
};
