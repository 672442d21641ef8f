import { fireEvent, screen, waitFor } from '@testing-library/dom';
import { ErrorCode, MENU_MODULES } from '@wps/contract/lite';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../../shared/i18n/i18n';
import { queryClient } from '../../../shared/query/query-client';
import { setSession } from '../../../shared/session/session-store';
import type * as SystemStore from '../../../shared/system/system-store';
import { stubFetch } from '../../../test/envelope-fetch';
import { render, renderRoute } from '../../../test/render';
import MemberCentrePage from '../pages/member-centre-page';
import { centreSections, type CentreEntry } from './centre-rules';
import { EntrySections } from './entry-sections';

const allOn = Object.fromEntries(MENU_MODULES.map((m) => [m.key, true]));
vi.mock('../../../shared/system/system-store', async (original) => ({
  ...(await original<typeof SystemStore>()),
  useMenuFlags: () => allOn,
}));

const ok = (value: unknown) => ({ body: { success: true, value } });
const counters = (receiving: number) => ok({ LOGIN: { enabled: true, count: 0 }, MANUAL: receiving, RAFFLE: 0, UPGRADE_BONUS: 0, MISSION_MANUAL: 0, TICKET: 0, receiving });

beforeAll(async () => {
  await activateLanguage('EN');
});
afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
});

describe('member centre badges', () => {
  it.each([
    [0, null],
    [1, '1'],
    [99, '99'],
    [100, '99+'],
    [1234, '99+'],
  ] as const)('%i rewards waiting -> badge %s on the reward centre entry', async (receiving, text) => {
    const opened: CentreEntry[] = [];
    await render(
      <EntrySections
        look="classic"
        sections={centreSections({ type: 0, menuFlags: allOn, referralOn: false })}
        counts={{ messages: 0, reward_center: receiving }}
        onOpen={(e) => opened.push(e)}
      />,
    );
    const entry = await screen.findByRole('button', { name: text ? `Reward center ${text} to claim` : 'Reward center' });
    expect(screen.queryByTestId('mc-badge-reward_center')?.textContent ?? null).toBe(text);
    expect(screen.queryByTestId('mc-badge-messages')).toBeNull();
    fireEvent.click(entry);
    expect(opened.map((e) => e.path)).toEqual(['/m/rewardCenter']);
  });

  it('the member centre shows the promo counters\' receiving count on the reward centre entry', async () => {
    setSession({ token: 't', id: 1, userName: 'demo01', type: 0, merchantCode: 'demo', firstTimeLogin: false });
    const { seen } = stubFetch((req) =>
      req.url.startsWith('/wps/relay/MCSFE_getPromoCounters') ? counters(3) : { status: 404, body: { success: false, errorCode: ErrorCode.NOT_FOUND } },
    );
    await renderRoute('/m/member/home', <MemberCentrePage />);
    await waitFor(() => expect(screen.getByTestId('mc-badge-reward_center').textContent).toBe('3'));
    expect(seen.filter((r) => r.url.startsWith('/wps/relay/MCSFE_getPromoCounters'))).toHaveLength(1);
  });

  it('a trial account is never asked for counters', async () => {
    setSession({ token: 't', id: 1, userName: 'guest', type: 4, merchantCode: 'demo', firstTimeLogin: false });
    const { seen } = stubFetch(() => ({ status: 404, body: { success: false, errorCode: ErrorCode.NOT_FOUND } }));
    await renderRoute('/m/member/home', <MemberCentrePage />);
    await screen.findByTestId('member-centre');
    expect(seen.some((r) => r.url.startsWith('/wps/relay/MCSFE_getPromoCounters'))).toBe(false);
    expect(screen.queryByTestId('mc-badge-reward_center')).toBeNull();
  });
});
