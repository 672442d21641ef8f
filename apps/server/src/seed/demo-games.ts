import { moneyToMinor, type GameType } from '@wps/contract';

/**
 * The demo merchant's catalogue, generated from readable tables so the file stays short: categories in lobby
 * order, vendors, and per vendor how many games of which category. Names are built from two word lists, so the
 * same seed always gives the same 600+ games.
 */
export const DEMO_GAME_TYPES: readonly GameType[] = [
  'INHOUSE',
  'RNG',
  'LIVE',
  'FISH',
  'PVP',
  'LOTT',
  'ELOTT',
  'SPORTS',
  'ESPORTS',
  'BINGO',
  'COCKFIGHT',
  'PROMO',
];

export interface DemoVendor {
  code: string;
  name: string;
  /** Category -> number of generated games. */
  games: Partial<Record<GameType, number>>;
}

export const DEMO_VENDORS: readonly DemoVendor[] = [
  { code: 'INHOUSE', name: 'WPS Originals', games: {} },
  { code: 'PG', name: 'PG Soft', games: { RNG: 90 } },
  { code: 'JL', name: 'JILI', games: { RNG: 70, FISH: 12, PVP: 10, BINGO: 6 } },
  { code: 'PP', name: 'Pragmatic Play', games: { RNG: 80, LIVE: 20 } },
  { code: 'JDB', name: 'JDB', games: { RNG: 55, FISH: 8 } },
  { code: 'CQ9', name: 'CQ9', games: { RNG: 60, FISH: 6 } },
  { code: 'FC', name: 'Fa Chai', games: { RNG: 30, FISH: 10 } },
  { code: 'EVO', name: 'Evolution', games: { LIVE: 40 } },
  { code: 'SEXY', name: 'AE Sexy', games: { LIVE: 16 } },
  { code: 'KY', name: 'Kaiyuan', games: { PVP: 36 } },
  { code: 'BG', name: 'Big Gaming', games: { LIVE: 12, BINGO: 8 } },
  { code: 'TCG_SEA', name: 'TCG SEA', games: { LOTT: 12 } },
  { code: 'TCG_LOTTO_VN', name: 'TCG Lotto VN', games: { ELOTT: 18 } },
  { code: 'SBO', name: 'SBOBET', games: { SPORTS: 3 } },
  { code: 'TF', name: 'TF Gaming', games: { ESPORTS: 2 } },
  { code: 'DS88', name: 'DS88 Sabong', games: { COCKFIGHT: 1 } },
  // Transfer-wallet vendors (issue 11): played on a balance the aggregator keeps (GCS_walletTransfer moves money there).
  { code: 'AG', name: 'Asia Gaming', games: { LIVE: 8 } },
  { code: 'PT', name: 'Playtech', games: { RNG: 12 } },
  { code: 'SABA', name: 'SABA Sports', games: { SPORTS: 2 } },
];

/** The in-house vendor's own games: the HTML5 slot and dice, and the draw-based lotto of /m/lotto-h5. */
export const INHOUSE_GAMES = [
  {
    gameCode: 'lucky-slot',
    gameType: 'INHOUSE',
    name: 'Lucky Slot',
    names: { CN: '幸运老虎机', TH: 'สล็อตนำโชค', VI: 'Slot May Mắn', PT: 'Slot da Sorte', TY: 'Swerteng Slot' },
    lottoMode: null,
  },
  {
    gameCode: 'dice-100',
    gameType: 'INHOUSE',
    name: 'Dice 100',
    names: { CN: '骰子100', TH: 'ลูกเต๋า 100', VI: 'Xúc Xắc 100', PT: 'Dados 100', TY: 'Dais 100' },
    lottoMode: null,
  },
  {
    gameCode: 'quick-lotto',
    gameType: 'LOTT',
    name: 'Quick Lotto',
    names: { CN: '快乐彩', TH: 'หวยด่วน', VI: 'Xổ Số Nhanh', PT: 'Loteria Rápida', TY: 'Mabilis na Lotto' },
    lottoMode: 'Entertainment',
  },
] as const;

const ADJECTIVES = [
  'Golden', 'Lucky', 'Mega', 'Royal', 'Wild', 'Dragon', 'Fortune', 'Mystic', 'Super', 'Crazy', 'Jungle', 'Ocean',
  'Fire', 'Diamond', 'Magic', 'Happy', 'Ninja', 'Pirate', 'Cosmic', 'Samba', 'Thunder', 'Panda', 'Jade', 'Neon',
];
const NOUNS = [
  'Treasure', 'Wheel', 'Empire', 'Riches', 'Gems', 'Tiger', 'Phoenix', 'Koi', 'Bonanza', 'Legends', 'Queen',
  'Temple', 'Fruits', 'Carnival', 'Heist', 'Rush', 'Quest', 'Festival', 'Hunter', 'Spins', 'Blast', 'Kingdom',
];
const CATEGORY_WORD: Partial<Record<GameType, string>> = {
  LIVE: 'Live',
  FISH: 'Fishing',
  LOTT: 'Lotto',
  ELOTT: 'Lottery',
  SPORTS: 'Sports',
  ESPORTS: 'eSports',
  BINGO: 'Bingo',
  COCKFIGHT: 'Arena',
};

/**
 * Card games (PVP) are named after what the table studio deals for them: dragon tiger for odd game numbers, blackjack
 * for even ones (simulators/hub88/engines/table.ts); a name never promises a game the table does not play.
 */
const cardGameWord = (i: number) => ((i + 1) % 2 === 1 ? 'Dragon Tiger' : 'Blackjack');

/** Deterministic name of the i-th game of a vendor's category. */
export function demoGameName(vendorIndex: number, type: GameType, i: number): string {
  const n = vendorIndex * 37 + i * 7;
  const base = `${ADJECTIVES[n % ADJECTIVES.length]} ${NOUNS[(n * 5 + i) % NOUNS.length]}`;
  const word = type === 'PVP' ? cardGameWord(i) : CATEGORY_WORD[type];
  const series = Math.floor(i / (ADJECTIVES.length * 2));
  return `${word ? `${word} ` : ''}${base}${series > 0 ? ` ${series + 1}` : ''}`;
}

/** One generated vendor game of the demo catalogue (every vendor except the in-house one). */
export interface DemoVendorGame {
  vendor: string;
  vendorIndex: number;
  gameType: GameType;
  /** Position in its vendor's category, from 0. */
  index: number;
  gameCode: string;
  name: string;
  /** RNG games: SLOT | TABLE | ARCADE; else null. */
  classify: 'SLOT' | 'TABLE' | 'ARCADE' | null;
  minBet: bigint;
  minLine: number;
}

/**
 * The vendor games of the demo catalogue in seed order: the seed writes them to the lobby and the local aggregator
 * simulator serves them, so both read this one list (codes, names, categories and stakes match exactly).
 */
export function demoVendorGames(): DemoVendorGame[] {
  const out: DemoVendorGame[] = [];
  DEMO_VENDORS.forEach((vendor, vendorIndex) => {
    for (const [type, count] of Object.entries(vendor.games) as [GameType, number][]) {
      for (let i = 0; i < count; i += 1) {
        out.push({
          vendor: vendor.code,
          vendorIndex,
          gameType: type,
          index: i,
          gameCode: `${vendor.code.toLowerCase()}-${type.toLowerCase()}-${String(i + 1).padStart(3, '0')}`,
          name: demoGameName(vendorIndex, type, i),
          classify: type === 'RNG' ? (['SLOT', 'TABLE', 'ARCADE'] as const)[i % 3]! : null,
          minBet: moneyToMinor(['0.10', '0.50', '1.00', '2.00'][i % 4]!),
          minLine: [1, 9, 20, 50][i % 4]!,
        });
      }
    }
  });
  return out;
}

export const DEMO_BANNERS = [
  // A banner about one promotion opens that promotion (issue 33 item 14), not the list: its id is known once seeded.
  { groupName: 'm_home', title: 'Welcome bonus 100%', image: 'welcome.svg', linkUrl: '/m/activity', promotionKey: 'welcome-bonus' },
  { groupName: 'm_home', title: 'Daily spins at WPS Originals', image: 'originals.svg', linkUrl: '/m/gameList?gameType=INHOUSE' },
  { groupName: 'm_home', title: 'Refer a friend', image: 'refer.svg', linkUrl: '/m/inviteFriends' },
  { groupName: 'm_live', title: 'Live casino night', image: 'live.svg', linkUrl: '/m/gameList?gameType=LIVE' },
  { groupName: 'm_reg', title: 'Register today', image: 'register.svg', linkUrl: null },
] as const;

export const DEMO_TICKER = [
  { title: 'New in-house games: Lucky Slot and Dice 100 are live, provably fair.', content: 'Try them in WPS Originals.' },
  { title: 'Scheduled maintenance every Tuesday 04:00-05:00 UTC.', content: 'Play resumes automatically afterwards.' },
  { title: 'Deposit bonus week: 10% extra on every deposit.', content: 'See promotions for the terms.' },
] as const;
