import { SIGN_IN_PROMOTION_KEY, type PromoCategory } from '@wps/contract';
import type { Db } from '../db/client.js';
import type { NewPromotion } from '../db/schema.js';
import { promotionRepo } from '../modules/promotions/repo.js';

type Demo = Pick<NewPromotion, 'title' | 'content' | 'participation' | 'remarkRequired' | 'imageRequired' | 'noExpiry'> & {
  key: string;
  category: PromoCategory;
  /** Days from the seed run to the start (negative: already running) and to the end (null: open-ended). */
  startDay: number;
  endDay: number | null;
};

const terms = (items: string[]) => `<h3>Terms and conditions</h3><ol>${items.map((i) => `<li>${i}</li>`).join('')}</ol>`;

const DEMO: Demo[] = [
  {
    key: 'welcome-bonus',
    category: 'new_player',
    title: 'Welcome Bonus 100% up to 888',
    content:
      '<p>New to the site? Your <strong>first deposit is doubled</strong>, up to 888.</p>' +
      '<table><thead><tr><th>Deposit</th><th>Bonus</th></tr></thead><tbody><tr><td>100</td><td>100</td></tr><tr><td>500</td><td>500</td></tr><tr><td>888+</td><td>888</td></tr></tbody></table>' +
      terms(['One bonus per member, household and device.', 'The bonus and deposit must be wagered 10 times before a withdrawal.', 'Apply within 7 days of your first deposit with a screenshot of the deposit receipt.']),
    participation: 'apply',
    remarkRequired: false,
    imageRequired: true,
    noExpiry: true,
    startDay: -30,
    endDay: null,
  },
  {
    key: 'weekend-reload',
    category: 'deposit_promo',
    title: 'Weekend Reload 20%',
    content:
      '<p>Deposit on Saturday or Sunday and get <b>20% extra</b>, up to 300 each weekend.</p>' +
      terms(['Minimum deposit 100.', 'Wagering requirement: 5 times the bonus.', 'Tell us the deposit order number in the remarks.']),
    participation: 'apply',
    remarkRequired: true,
    imageRequired: false,
    noExpiry: false,
    startDay: -3,
    endDay: 60,
  },
  {
    key: 'app-download',
    category: 'app_download',
    title: 'Download the App, get 18 free',
    content: '<p>Install our app from the <a href="/m/app">download page</a>, log in once and join to receive <strong>18</strong> free credit.</p>' + terms(['One reward per member.', 'Credit is issued within 24 hours.']),
    participation: 'join',
    remarkRequired: false,
    imageRequired: false,
    noExpiry: true,
    startDay: -60,
    endDay: null,
  },
  {
    key: 'slots-tournament',
    category: 'rng_promo',
    title: 'Slots Tournament: 50,000 prize pool',
    content:
      '<p>Spin any slot game this month. The top 50 players by total wagered share the prize pool.</p>' +
      '<ul><li>1st: 10,000</li><li>2nd: 5,000</li><li>3rd: 3,000</li><li>4th to 50th: share the rest</li></ul>' +
      terms(['Only settled bets count.', 'The leaderboard updates every hour.']),
    participation: 'join',
    remarkRequired: false,
    imageRequired: false,
    noExpiry: false,
    startDay: -5,
    endDay: 25,
  },
  {
    key: 'live-cashback',
    category: 'live_promo',
    title: 'Live Casino Cashback 5%',
    content: '<p>Get <em>5% of your net live casino losses</em> back every Monday.</p>' + terms(['Maximum cashback 2,000 per week.', 'Wagering requirement: 1 time.']),
    participation: 'apply',
    remarkRequired: true,
    imageRequired: true,
    noExpiry: true,
    startDay: -90,
    endDay: null,
  },
  {
    key: 'sports-first-bet',
    category: 'sport_promo',
    title: 'Risk-free First Sports Bet',
    content: '<p>If your first sports bet loses, we refund the stake up to 200 as a free bet.</p>' + terms(['Minimum odds 1.50.', 'Apply with the bet slip screenshot.']),
    participation: 'apply',
    remarkRequired: false,
    imageRequired: true,
    noExpiry: false,
    startDay: -10,
    endDay: 80,
  },
  {
    key: 'daily-rebate',
    category: 'rebate_promo',
    title: 'Daily Rebate up to 1.2%',
    content: '<p>Every bet earns a rebate, paid automatically the next day. No application needed.</p><p>Rates grow with your VIP level, from 0.4% to 1.2%.</p>',
    participation: 'none',
    remarkRequired: false,
    imageRequired: false,
    noExpiry: true,
    startDay: -120,
    endDay: null,
  },
  {
    key: SIGN_IN_PROMOTION_KEY,
    category: 'other_promo',
    title: 'Daily Sign-in Rewards',
    content:
      '<p>Sign in every day on the <a href="/m/activity/signIn">sign-in page</a> and collect a reward straight into your wallet.</p>' +
      '<ul><li>Day 1: 1.00</li><li>Day 2: 2.00</li><li>Day 3: 3.00</li><li>Day 4: 5.00</li><li>Day 5: 8.00</li><li>Day 6: 10.00</li><li>Day 7: 20.00</li></ul>' +
      terms(['One sign-in per day (UTC).', 'Missing a day starts the cycle again from day 1.']),
    participation: 'none',
    remarkRequired: false,
    imageRequired: false,
    noExpiry: true,
    startDay: -30,
    endDay: null,
  },
  {
    key: 'lotto-jackpot-week',
    category: 'lotto_promo',
    title: 'Lotto Jackpot Week',
    content: '<p>Double prizes on every lottery draw during jackpot week.</p>',
    participation: 'join',
    remarkRequired: false,
    imageRequired: false,
    noExpiry: false,
    startDay: 7,
    endDay: 14,
  },
  {
    key: 'points-mall',
    category: 'point_mall',
    title: 'Points Mall: Bets Become Rewards',
    content:
      '<p>Every settled bet earns points: 1 point per 1.00 of valid bets. Redeem them in the <a href="/m/mall/mallHome">points mall</a> for bonus cash, vouchers and gifts.</p>' +
      terms(['Points never expire.', 'Bonus cash from the mall carries a 1x turnover.']),
    participation: 'none',
    remarkRequired: false,
    imageRequired: false,
    noExpiry: true,
    startDay: -30,
    endDay: null,
  },
];

const DAY = 86_400_000;

/** The demo promotions, inserted once each by key; dates are relative to the first seed run. */
export async function seedPromotions(db: Db, merchantId: number): Promise<void> {
  const now = Date.now();
  for (const [i, d] of DEMO.entries()) {
    const { key, startDay, endDay, ...rest } = d;
    await promotionRepo.insertIfAbsent(db, {
      ...rest,
      merchantId,
      key,
      startsAt: new Date(now + startDay * DAY),
      endsAt: endDay === null ? null : new Date(now + endDay * DAY),
      images: [
        { sequence: 1, file: `${key}-1.svg` },
        { sequence: 2, file: `${key}-2.svg` },
      ],
      sort: i,
    });
  }
}
