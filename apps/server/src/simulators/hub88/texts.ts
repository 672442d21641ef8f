// The simulator's own texts, by the session's language (the client's codes: EN CN PT TH TY VI; others fall back to
// EN). The shell's few words, and the message of each error key the game pages show.

export const SIM_LANGS = ['EN', 'CN', 'PT', 'TH', 'TY', 'VI'] as const;
export type SimLang = (typeof SIM_LANGS)[number];

/** A session's language from the game-URL call's `lang` (a code like EN, or a tag like en / zh-CN / fil). */
export function simLang(lang: string): SimLang {
  const v = lang.trim().toUpperCase();
  if ((SIM_LANGS as readonly string[]).includes(v)) return v as SimLang;
  const base = v.split(/[-_]/)[0];
  const tags: Record<string, SimLang> = { ZH: 'CN', TW: 'CN', FIL: 'TY', TL: 'TY' };
  if (base && tags[base]) return tags[base];
  return (SIM_LANGS as readonly string[]).includes(base ?? '') ? (base as SimLang) : 'EN';
}

/** One table per language; an engine's text table has the same shape (keys -> text per language). */
export type TextTable<K extends string> = Record<SimLang, Record<K, string>>;

/** The text of a language, EN when the language is not in the table. */
export const textsOf = <K extends string>(table: TextTable<K>, lang: string): Record<K, string> => table[simLang(lang)] ?? table.EN;

type ShellKey =
  | 'balance'
  | 'close'
  | 'loading'
  | 'info'
  | 'stake'
  | 'win'
  | 'lost'
  | 'insufficient'
  | 'expired'
  | 'network'
  | 'error'
  | 'disabled'
  | 'session'
  | 'badInput';

export const SHELL_TEXTS: TextTable<ShellKey> = {
  EN: {
    balance: 'Balance',
    close: 'Close game',
    loading: 'Loading…',
    info: 'Game info',
    stake: 'Stake',
    win: 'You win',
    lost: 'No win this time',
    insufficient: 'Insufficient balance',
    expired: 'Your game session has expired: close the game and open it again',
    network: 'The wallet did not answer; your stake was returned. Try again',
    error: 'Something went wrong, try again',
    disabled: 'Your account cannot place bets',
    session: 'This game session is not valid any more',
    badInput: 'That bet is not possible',
  },
  CN: {
    balance: '余额',
    close: '关闭游戏',
    loading: '加载中…',
    info: '游戏说明',
    stake: '投注额',
    win: '您赢得',
    lost: '本局未中奖',
    insufficient: '余额不足',
    expired: '游戏会话已过期：请关闭游戏后重新进入',
    network: '钱包未响应，投注已退回，请重试',
    error: '出现错误，请重试',
    disabled: '您的账户无法投注',
    session: '此游戏会话已失效',
    badInput: '无法进行该投注',
  },
  PT: {
    balance: 'Saldo',
    close: 'Fechar jogo',
    loading: 'Carregando…',
    info: 'Informações do jogo',
    stake: 'Aposta',
    win: 'Você ganhou',
    lost: 'Sem prêmio desta vez',
    insufficient: 'Saldo insuficiente',
    expired: 'Sua sessão de jogo expirou: feche o jogo e abra novamente',
    network: 'A carteira não respondeu; sua aposta foi devolvida. Tente novamente',
    error: 'Algo deu errado, tente novamente',
    disabled: 'Sua conta não pode fazer apostas',
    session: 'Esta sessão de jogo não é mais válida',
    badInput: 'Essa aposta não é possível',
  },
  TH: {
    balance: 'ยอดเงิน',
    close: 'ปิดเกม',
    loading: 'กำลังโหลด…',
    info: 'ข้อมูลเกม',
    stake: 'เดิมพัน',
    win: 'คุณชนะ',
    lost: 'รอบนี้ไม่ได้รางวัล',
    insufficient: 'ยอดเงินไม่เพียงพอ',
    expired: 'เซสชันเกมหมดอายุแล้ว: ปิดเกมแล้วเปิดใหม่',
    network: 'กระเป๋าเงินไม่ตอบสนอง คืนเงินเดิมพันแล้ว ลองอีกครั้ง',
    error: 'เกิดข้อผิดพลาด ลองอีกครั้ง',
    disabled: 'บัญชีของคุณไม่สามารถเดิมพันได้',
    session: 'เซสชันเกมนี้ใช้ไม่ได้แล้ว',
    badInput: 'ไม่สามารถวางเดิมพันนี้ได้',
  },
  TY: {
    balance: 'Balanse',
    close: 'Isara ang laro',
    loading: 'Naglo-load…',
    info: 'Impormasyon ng laro',
    stake: 'Taya',
    win: 'Nanalo ka',
    lost: 'Walang panalo ngayon',
    insufficient: 'Kulang ang balanse',
    expired: 'Nag-expire na ang session ng laro: isara at buksan muli ang laro',
    network: 'Hindi sumagot ang wallet; ibinalik ang taya mo. Subukan muli',
    error: 'May nangyaring mali, subukan muli',
    disabled: 'Hindi makakataya ang account mo',
    session: 'Hindi na wasto ang session ng larong ito',
    badInput: 'Hindi posible ang tayang iyan',
  },
  VI: {
    balance: 'Số dư',
    close: 'Đóng trò chơi',
    loading: 'Đang tải…',
    info: 'Thông tin trò chơi',
    stake: 'Tiền cược',
    win: 'Bạn thắng',
    lost: 'Lần này không trúng',
    insufficient: 'Số dư không đủ',
    expired: 'Phiên chơi đã hết hạn: hãy đóng trò chơi và mở lại',
    network: 'Ví không phản hồi; tiền cược đã được hoàn lại. Hãy thử lại',
    error: 'Đã có lỗi, hãy thử lại',
    disabled: 'Tài khoản của bạn không thể đặt cược',
    session: 'Phiên chơi này không còn hợp lệ',
    badInput: 'Không thể đặt cược này',
  },
};
