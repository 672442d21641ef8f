import { fireEvent, screen, within } from '@testing-library/dom';
import type { VipBenefits } from '@wps/contract';
import { ErrorCode } from '@wps/contract/lite';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../../shared/i18n/i18n';
import { queryClient } from '../../../shared/query/query-client';
import { setSession } from '../../../shared/session/session-store';
import type * as SystemStore from '../../../shared/system/system-store';
import { stubFetch } from '../../../test/envelope-fetch';
import { renderRoute } from '../../../test/render';
import { PeriodicBenefits } from './periodic-benefits';

vi.mock('../../../shared/system/system-store', async (original) => ({
  ...(await original<typeof SystemStore>()),
  useSettings: () => ({ currency: { code: 'CNY', symbol: '￥', pattern: '#,##0.00', decimal: '.', group: ',' } }),
}));

const benefits: VipBenefits = {
  level: 2,
  rebate: {
    rate: '0.35',
    landing: 'wallet',
    recent: [{ benefit: 'rebate', period: '2026-11-22', amount: '3.50', landing: 'wallet', paidAt: '2026-11-23T00:01:00.000Z' }],
  },
  monthly: { amount: '8.00', landing: 'reward', nextDate: '2026-12-01', eligible: false },
  birthday: { amount: '18.00', landing: 'reward', state: 'paid', nextDate: '2027-06-15' },
};

function server(answer: VipBenefits) {
  return stubFetch((req) => {
    if (req.url.startsWith('/wps/relay/MCSFE_getVipBenefits')) return { body: { success: true, value: answer } };
    return { status: 404, body: { success: false, errorCode: ErrorCode.NOT_FOUND } };
  });
}

beforeAll(async () => {
  await activateLanguage('EN');
  setSession({ token: 't', id: 1, userName: 'demo01', type: 0, merchantCode: 'demo', firstTimeLogin: false });
});
afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

describe('periodic VIP benefits', () => {
  it('shows the rebate rate and the last rebates, the next monthly bonus and the birthday gift', async () => {
    server(benefits);
    await renderRoute('/m/member/benefits', <PeriodicBenefits />);
    const rebate = await screen.findByRole('region', { name: 'Valid-bet rebate' });
    expect(rebate.textContent).toContain('0.35%');
    expect(within(rebate).getByRole('list', { name: 'Recent rebates' }).textContent).toContain('3.50');
    expect(rebate.textContent).toContain('Paid into your wallet.');
    const monthly = screen.getByRole('region', { name: 'Monthly bonus' });
    expect(monthly.textContent).toContain('8.00');
    expect(monthly.textContent).toContain('Place a valid bet this month to receive it.');
    expect(monthly.textContent).toContain('Claim it in the reward centre.');
    const birthday = screen.getByRole('region', { name: 'Birthday gift' });
    expect(birthday.textContent).toMatch(/Paid this year\. Next: .*2027/);
  });

  it('says what a level without a benefit and a member without rebates see', async () => {
    server({ ...benefits, level: 1, rebate: { ...benefits.rebate, recent: [] }, monthly: { ...benefits.monthly, amount: '0.00' }, birthday: { ...benefits.birthday, amount: '0.00' } });
    await renderRoute('/m/member/benefits', <PeriodicBenefits />);
    const rebate = await screen.findByRole('region', { name: 'Valid-bet rebate' });
    expect(rebate.textContent).toContain('No rebate paid yet.');
    expect(screen.getByRole('region', { name: 'Monthly bonus' }).textContent).toContain('Not included at your level.');
    expect(screen.getByRole('region', { name: 'Birthday gift' }).textContent).toContain('Not included at your level.');
  });

  it('offers a retry when the benefits do not load, and the retry recovers', async () => {
    let fail = true;
    stubFetch((req) =>
      req.url.startsWith('/wps/relay/MCSFE_getVipBenefits') && !fail
        ? { body: { success: true, value: benefits } }
        : { status: 429, body: { success: false, errorCode: ErrorCode.RATE_LIMITED } },
    );
    await renderRoute('/m/member/benefits', <PeriodicBenefits />);
    fail = false;
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }, { timeout: 8000 }));
    expect(await screen.findByRole('region', { name: 'Valid-bet rebate' })).toBeTruthy();
  }, 15_000);
});
