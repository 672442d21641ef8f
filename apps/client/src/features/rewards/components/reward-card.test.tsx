import { screen, within } from '@testing-library/dom';
import type { Reward } from '@wps/contract';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../../shared/i18n/i18n';
import type * as SystemStore from '../../../shared/system/system-store';
import { render } from '../../../test/render';
import { RewardCard } from './reward-card';

vi.mock('../../../shared/system/system-store', async (original) => ({
  ...(await original<typeof SystemStore>()),
  useSettings: () => ({ currency: { code: 'CNY', symbol: '￥', pattern: '#,##0.00', decimal: '.', group: ',' } }),
}));

const reward = (over: Partial<Reward>): Reward => ({
  id: 1,
  kind: 'MANUAL',
  title: 'Welcome gift',
  amount: '1800.00',
  tickets: null,
  status: 'claimable',
  turnover: '1800.00',
  createdAt: '2026-05-01T08:00:00.000Z',
  expiresAt: '2026-05-31T08:00:00.000Z',
  claimedAt: null,
  ...over,
});

const renderCard = (r: Reward) =>
  render(
    <ul>
      <RewardCard reward={r} claim={<button type="button">Claim</button>} />
    </ul>,
  );

beforeAll(async () => {
  await activateLanguage('EN');
});

describe('reward card', () => {
  it.each([
    ['MANUAL', 'Manual reward'],
    ['RAFFLE', 'Raffle prize'],
    ['UPGRADE_BONUS', 'VIP upgrade bonus'],
    ['MISSION_MANUAL', 'Mission reward'],
    ['TICKET', 'Raffle ticket'],
  ] as const)('a %s reward is labelled "%s"', async (kind, label) => {
    await renderCard(reward({ kind }));
    expect(await screen.findByText(label)).toBeTruthy();
  });

  it.each([
    // status, the state shown (the claim button or the badge), the date line's start, the turnover line
    ['claimable', 'Claim', /^Claim by /, 'Turnover after claiming: ￥1,800.00'],
    ['claimed', 'Claimed', /^Claimed on /, 'Turnover required: ￥1,800.00'],
    ['expired', 'Closed', /^Closed on /, null],
  ] as const)('a %s reward shows "%s", its date and its turnover', async (status, state, date, turnover) => {
    const claimedAt = status === 'claimed' ? '2026-05-02T08:00:00.000Z' : null;
    await renderCard(reward({ status, claimedAt }));
    const card = await screen.findByTestId('reward-card');
    expect(card.getAttribute('data-status')).toBe(status);
    expect(within(card).getByRole('heading', { name: 'Welcome gift' })).toBeTruthy();
    expect(within(card).getByText('￥1,800.00')).toBeTruthy();
    expect(within(card).getByText(date)).toBeTruthy();
    expect(within(card).queryByTestId('reward-turnover')?.textContent ?? null).toBe(turnover);
    expect(within(card).getByText(state)).toBeTruthy();
    // Only a waiting reward offers the claim.
    expect(within(card).queryAllByRole('button')).toHaveLength(status === 'claimable' ? 1 : 0);
  });

  it.each([
    [3, '3 tickets'],
    [1, '1 ticket'],
  ])('a TICKET reward shows its %i ticket(s) instead of money', async (tickets, text) => {
    await renderCard(reward({ kind: 'TICKET', title: 'Lucky draw', amount: '0.00', turnover: '0.00', tickets }));
    const card = await screen.findByTestId('reward-card');
    expect(within(card).getByText(text)).toBeTruthy();
    expect(within(card).queryByText('￥0.00')).toBeNull();
  });

  it('says no turnover when the bonus asks none, and no deadline when the reward never expires', async () => {
    await renderCard(reward({ turnover: '0.00', expiresAt: null }));
    const card = await screen.findByTestId('reward-card');
    expect(within(card).queryByTestId('reward-turnover')).toBeNull();
    expect(within(card).queryByText(/^Claim by /)).toBeNull();
  });
});
