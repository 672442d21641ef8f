import type { TextTable } from '../texts.js';

// The visible texts of the slot, fishing, table and bingo studios, by language (the shell's SIM.t(key) reads them
// from SIM.cfg.engine.t first). One table for the four engines: many words are shared.

type Key =
  | 'spin'
  | 'lines'
  | 'paytable'
  | 'rtp'
  | 'stakeDown'
  | 'stakeUp'
  | 'lineWins'
  | 'shootHint'
  | 'shoot'
  | 'hit'
  | 'miss'
  | 'pays'
  | 'dragon'
  | 'tiger'
  | 'tie'
  | 'deal'
  | 'hitCard'
  | 'stand'
  | 'double'
  | 'split'
  | 'handWon'
  | 'handLost'
  | 'dealer'
  | 'player'
  | 'push'
  | 'blackjack'
  | 'bust'
  | 'placeBet'
  | 'play'
  | 'balls'
  | 'patterns'
  | 'line'
  | 'twoLines'
  | 'corners'
  | 'cross'
  | 'full'
  | 'stakeBad'
  | 'handOpen'
  | 'noHand'
  | 'spotBad';

export const STUDIO_TEXTS: TextTable<Key> = {
  EN: {
    spin: 'Spin', lines: 'Lines', paytable: 'Paytable', rtp: 'Return to player', stakeDown: 'Lower stake', stakeUp: 'Raise stake',
    lineWins: 'Line wins', shootHint: 'Tap a fish to shoot: each shot is a bet', shoot: 'Shot', hit: 'Hit!', miss: 'Missed', pays: 'pays',
    dragon: 'Dragon', tiger: 'Tiger', tie: 'Tie', deal: 'Deal', hitCard: 'Hit', stand: 'Stand', double: 'Double', split: 'Split', handWon: 'Won', handLost: 'Lost', dealer: 'Dealer',
    player: 'Player', push: 'Push', blackjack: 'Blackjack', bust: 'Bust', placeBet: 'Pick a bet spot', play: 'Play', balls: 'Balls',
    patterns: 'Patterns', line: 'One line', twoLines: 'Two lines', corners: 'Four corners', cross: 'Cross', full: 'Full card',
    stakeBad: 'That stake is outside the table limits', handOpen: 'Finish the current hand first', noHand: 'No hand in play', spotBad: 'Unknown bet spot',
  },
  CN: {
    spin: '旋转', lines: '线数', paytable: '赔付表', rtp: '返还率', stakeDown: '降低投注', stakeUp: '提高投注',
    lineWins: '中奖线', shootHint: '点击鱼开炮：每一炮都是一次投注', shoot: '开炮', hit: '命中！', miss: '未命中', pays: '赔付',
    dragon: '龙', tiger: '虎', tie: '和', deal: '发牌', hitCard: '要牌', stand: '停牌', double: '加倍', split: '分牌', handWon: '赢', handLost: '输', dealer: '庄家',
    player: '玩家', push: '平局', blackjack: '黑杰克', bust: '爆牌', placeBet: '请选择投注区', play: '开始', balls: '开出号码',
    patterns: '图案', line: '一条线', twoLines: '两条线', corners: '四角', cross: '十字', full: '全卡',
    stakeBad: '投注额超出限额', handOpen: '请先完成当前牌局', noHand: '没有进行中的牌局', spotBad: '未知的投注区',
  },
  PT: {
    spin: 'Girar', lines: 'Linhas', paytable: 'Tabela de pagamentos', rtp: 'Retorno ao jogador', stakeDown: 'Diminuir aposta', stakeUp: 'Aumentar aposta',
    lineWins: 'Linhas premiadas', shootHint: 'Toque num peixe para atirar: cada tiro é uma aposta', shoot: 'Tiro', hit: 'Acertou!', miss: 'Errou', pays: 'paga',
    dragon: 'Dragão', tiger: 'Tigre', tie: 'Empate', deal: 'Distribuir', hitCard: 'Pedir', stand: 'Parar', double: 'Dobrar', split: 'Dividir', handWon: 'Ganhou', handLost: 'Perdeu', dealer: 'Banca',
    player: 'Jogador', push: 'Empate', blackjack: 'Blackjack', bust: 'Estourou', placeBet: 'Escolha onde apostar', play: 'Jogar', balls: 'Bolas',
    patterns: 'Padrões', line: 'Uma linha', twoLines: 'Duas linhas', corners: 'Quatro cantos', cross: 'Cruz', full: 'Cartela cheia',
    stakeBad: 'Aposta fora dos limites da mesa', handOpen: 'Termine a mão atual primeiro', noHand: 'Nenhuma mão em jogo', spotBad: 'Aposta desconhecida',
  },
  TH: {
    spin: 'หมุน', lines: 'ไลน์', paytable: 'ตารางจ่าย', rtp: 'อัตราการคืนผู้เล่น', stakeDown: 'ลดเดิมพัน', stakeUp: 'เพิ่มเดิมพัน',
    lineWins: 'ไลน์ที่ชนะ', shootHint: 'แตะปลาเพื่อยิง: ทุกนัดคือการเดิมพัน', shoot: 'ยิง', hit: 'โดน!', miss: 'พลาด', pays: 'จ่าย',
    dragon: 'มังกร', tiger: 'เสือ', tie: 'เสมอ', deal: 'แจกไพ่', hitCard: 'จั่ว', stand: 'หยุด', double: 'ดับเบิล', split: 'แยกไพ่', handWon: 'ชนะ', handLost: 'แพ้', dealer: 'เจ้ามือ',
    player: 'ผู้เล่น', push: 'เสมอ', blackjack: 'แบล็คแจ็ค', bust: 'เกิน', placeBet: 'เลือกช่องเดิมพัน', play: 'เล่น', balls: 'ลูกที่ออก',
    patterns: 'รูปแบบ', line: 'หนึ่งแถว', twoLines: 'สองแถว', corners: 'สี่มุม', cross: 'กากบาท', full: 'เต็มการ์ด',
    stakeBad: 'เดิมพันเกินขีดจำกัดของโต๊ะ', handOpen: 'จบตาปัจจุบันก่อน', noHand: 'ไม่มีตาที่กำลังเล่น', spotBad: 'ไม่รู้จักช่องเดิมพันนี้',
  },
  TY: {
    spin: 'Paikutin', lines: 'Linya', paytable: 'Talaan ng bayad', rtp: 'Balik sa manlalaro', stakeDown: 'Babaan ang taya', stakeUp: 'Taasan ang taya',
    lineWins: 'Mga panalong linya', shootHint: 'I-tap ang isda para bumaril: bawat putok ay isang taya', shoot: 'Putok', hit: 'Tinamaan!', miss: 'Mintis', pays: 'bayad',
    dragon: 'Dragon', tiger: 'Tigre', tie: 'Tabla', deal: 'Ibigay', hitCard: 'Hit', stand: 'Stand', double: 'Doblehin', split: 'Hatiin', handWon: 'Panalo', handLost: 'Talo', dealer: 'Dealer',
    player: 'Manlalaro', push: 'Tabla', blackjack: 'Blackjack', bust: 'Bust', placeBet: 'Pumili ng tayaan', play: 'Maglaro', balls: 'Mga bola',
    patterns: 'Mga pattern', line: 'Isang linya', twoLines: 'Dalawang linya', corners: 'Apat na sulok', cross: 'Krus', full: 'Buong card',
    stakeBad: 'Lampas sa limitasyon ng mesa ang taya', handOpen: 'Tapusin muna ang kasalukuyang kamay', noHand: 'Walang kamay na nilalaro', spotBad: 'Hindi kilalang tayaan',
  },
  VI: {
    spin: 'Quay', lines: 'Dòng', paytable: 'Bảng trả thưởng', rtp: 'Tỷ lệ hoàn trả', stakeDown: 'Giảm cược', stakeUp: 'Tăng cược',
    lineWins: 'Dòng thắng', shootHint: 'Chạm vào cá để bắn: mỗi phát là một cược', shoot: 'Bắn', hit: 'Trúng!', miss: 'Trượt', pays: 'trả',
    dragon: 'Rồng', tiger: 'Hổ', tie: 'Hòa', deal: 'Chia bài', hitCard: 'Rút', stand: 'Dừng', double: 'Gấp đôi', split: 'Tách bài', handWon: 'Thắng', handLost: 'Thua', dealer: 'Nhà cái',
    player: 'Người chơi', push: 'Hòa', blackjack: 'Blackjack', bust: 'Quắc', placeBet: 'Chọn ô cược', play: 'Chơi', balls: 'Bóng đã ra',
    patterns: 'Mẫu', line: 'Một hàng', twoLines: 'Hai hàng', corners: 'Bốn góc', cross: 'Chữ thập', full: 'Kín thẻ',
    stakeBad: 'Tiền cược ngoài giới hạn bàn', handOpen: 'Hãy chơi xong ván hiện tại', noHand: 'Không có ván đang chơi', spotBad: 'Ô cược không hợp lệ',
  },
};
