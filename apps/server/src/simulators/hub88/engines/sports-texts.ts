import type { TextTable } from '../texts.js';

type SportsKey =
  | 'inPlay' | 'upcoming' | 'fullTime' | 'startsIn' | 'minute' | 'home' | 'draw' | 'away' | 'fullTimeResult'
  | 'matchWinner' | 'map1' | 'map' | 'betSlip' | 'stakeLabel' | 'potentialReturn' | 'closeSlip' | 'noFixtures' | 'at'
  | 'oddsChanged' | 'oddsMoved' | 'suspended';

/** The sportsbook's own words (the kit and the shell have the common ones). */
export const SPORTS_TEXTS: TextTable<SportsKey> = {
  EN: {
    inPlay: 'In play', upcoming: 'Upcoming', fullTime: 'FT', startsIn: 'Starts in {m} min', minute: "{m}'",
    home: 'Home', draw: 'Draw', away: 'Away', fullTimeResult: 'Full-time result', matchWinner: 'Match winner', map1: 'Map 1 winner',
    map: 'Map {n}', betSlip: 'Bet slip', stakeLabel: 'Stake', potentialReturn: 'Potential return {amount}', closeSlip: 'Close bet slip',
    noFixtures: 'No matches right now', at: '@', oddsChanged: 'The price has changed: check it and place the bet again.',
    oddsMoved: 'New price {odds}', suspended: 'Not on offer right now',
  },
  CN: {
    inPlay: '滚球', upcoming: '即将开赛', fullTime: '完场', startsIn: '{m} 分钟后开赛', minute: "{m}'", home: '主胜',
    draw: '平局', away: '客胜', fullTimeResult: '全场胜平负', matchWinner: '比赛获胜方', map1: '第一局获胜方', map: '第 {n} 局',
    betSlip: '投注单', stakeLabel: '投注额', potentialReturn: '可赢金额 {amount}', closeSlip: '关闭投注单', noFixtures: '暂无赛事', at: '@',
    oddsChanged: '赔率已变更，请确认后重新下注。', oddsMoved: '新赔率 {odds}', suspended: '暂停投注',
  },
  PT: {
    inPlay: 'Ao vivo', upcoming: 'Próximos', fullTime: 'FIM', startsIn: 'Começa em {m} min', minute: "{m}'",
    home: 'Casa', draw: 'Empate', away: 'Fora', fullTimeResult: 'Resultado final', matchWinner: 'Vencedor da partida',
    map1: 'Vencedor do mapa 1', map: 'Mapa {n}', betSlip: 'Boletim de apostas', stakeLabel: 'Valor', potentialReturn: 'Retorno possível {amount}',
    closeSlip: 'Fechar boletim', noFixtures: 'Nenhuma partida agora', at: '@', oddsChanged: 'A cotação mudou: confira e aposte novamente.',
    oddsMoved: 'Nova cotação {odds}', suspended: 'Indisponível no momento',
  },
  TH: {
    inPlay: 'กำลังแข่ง', upcoming: 'เร็วๆ นี้', fullTime: 'จบเกม', startsIn: 'เริ่มใน {m} นาที', minute: "{m}'",
    home: 'เจ้าบ้าน', draw: 'เสมอ', away: 'ทีมเยือน', fullTimeResult: 'ผลเต็มเวลา', matchWinner: 'ผู้ชนะการแข่งขัน', map1: 'ผู้ชนะแมพ 1',
    map: 'แมพ {n}', betSlip: 'ใบเดิมพัน', stakeLabel: 'จำนวนเงิน', potentialReturn: 'อาจได้รับ {amount}', closeSlip: 'ปิดใบเดิมพัน',
    noFixtures: 'ยังไม่มีการแข่งขัน', at: '@', oddsChanged: 'ราคาต่อรองเปลี่ยนแล้ว: ตรวจสอบแล้ววางเดิมพันอีกครั้ง',
    oddsMoved: 'ราคาใหม่ {odds}', suspended: 'ปิดรับชั่วคราว',
  },
  TY: {
    inPlay: 'Live', upcoming: 'Paparating', fullTime: 'Tapos', startsIn: 'Magsisimula sa {m} min', minute: "{m}'",
    home: 'Home', draw: 'Tabla', away: 'Away', fullTimeResult: 'Resulta sa full time', matchWinner: 'Panalo sa laban',
    map1: 'Panalo sa map 1', map: 'Map {n}', betSlip: 'Bet slip', stakeLabel: 'Taya', potentialReturn: 'Posibleng balik {amount}',
    closeSlip: 'Isara ang bet slip', noFixtures: 'Walang laban ngayon', at: '@', oddsChanged: 'Nagbago ang odds: tingnan at tumaya ulit.',
    oddsMoved: 'Bagong odds {odds}', suspended: 'Hindi available ngayon',
  },
  VI: {
    inPlay: 'Đang diễn ra', upcoming: 'Sắp diễn ra', fullTime: 'Hết giờ', startsIn: 'Bắt đầu sau {m} phút', minute: "{m}'",
    home: 'Chủ nhà', draw: 'Hòa', away: 'Đội khách', fullTimeResult: 'Kết quả cả trận', matchWinner: 'Đội thắng trận', map1: 'Thắng bản đồ 1',
    map: 'Bản đồ {n}', betSlip: 'Phiếu cược', stakeLabel: 'Tiền cược', potentialReturn: 'Có thể nhận {amount}', closeSlip: 'Đóng phiếu cược',
    noFixtures: 'Hiện chưa có trận đấu', at: '@', oddsChanged: 'Tỷ lệ cược đã thay đổi: kiểm tra và đặt lại.',
    oddsMoved: 'Tỷ lệ mới {odds}', suspended: 'Tạm ngừng nhận cược',
  },
};
