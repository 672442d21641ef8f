import { fireEvent, screen, waitFor } from '@testing-library/dom';
import { ErrorCode } from '@wps/contract/lite';
import type { PromotionDetail } from '@wps/contract';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../../shared/i18n/i18n';
import { QueryProvider } from '../../../shared/query/query-provider';
import { setSession } from '../../../shared/session/session-store';
import { stubFetch } from '../../../test/envelope-fetch';
import { render } from '../../../test/render';
import type * as SystemStore from '../../../shared/system/system-store';
import ActivityDetailPage from './activity-detail-page';

const toasts = vi.hoisted(() => [] as string[]);
vi.mock('../../../shared/ui/feedback', () => ({
  showToast: async (text: string) => void toasts.push(text),
  showLoading: async () => () => {},
  confirmDialog: async () => false,
}));
vi.mock('../../../shared/system/system-store', async (original) => ({
  ...(await original<typeof SystemStore>()),
  useSettings: () => ({ currency: { code: 'CNY', symbol: '￥', pattern: '#,##0.00', decimal: '.', group: ',' } }),
}));

const ok = (value: unknown) => ({ body: { success: true, value } });
const promo = (over: Partial<PromotionDetail>): PromotionDetail => ({
  id: 7,
  title: 'Weekend Reload 20%',
  category: 'deposit_promo',
  startDate: null,
  endDate: null,
  noExpiry: 1,
  announcementImages: [],
  content: '<p>Terms and conditions</p>',
  remarkRequired: 'Y',
  imageRequired: 'N',
  linkedPromotionId: null,
  state: 'apply',
  application: null,
  ...over,
});

/** The detail answers `details` in turn (the last one repeats); a join answers "applying". */
function server(...details: ({ status: number; body: unknown } | PromotionDetail)[]) {
  let n = 0;
  return stubFetch((req) => {
    if (req.url.startsWith('/wps/relay/MCSFE_getPromotionDetail')) {
      const d = details[Math.min(n++, details.length - 1)]!;
      return 'state' in d ? ok(d) : d;
    }
    if (req.url.startsWith('/wps/relay/MCSFE_signUpPromotionJoin')) return ok({ id: 1, status: 'applying' });
    return { status: 404, body: { success: false, errorCode: ErrorCode.NOT_FOUND } };
  });
}

const renderDetail = (id = 7) =>
  render(
    <QueryProvider>
      <MemoryRouter initialEntries={[`/m/activityDetail?id=${id}`]}>
        <Routes>
          <Route path="/m/activityDetail" element={<ActivityDetailPage />} />
        </Routes>
      </MemoryRouter>
    </QueryProvider>,
  );

beforeAll(async () => {
  await activateLanguage('EN');
});
afterEach(() => {
  vi.unstubAllGlobals();
  toasts.length = 0;
});

describe('promotion detail', () => {
  it('an unknown promotion says it does not exist and leads to the list, with nothing to retry', async () => {
    server({ status: 404, body: { success: false, errorCode: ErrorCode.NOT_FOUND, message: 'err_url_empty' } });
    await renderDetail(987654);
    expect((await screen.findByTestId('promo-not-found')).textContent).toBe('This promotion does not exist or is no longer available.');
    expect(screen.getByRole('link', { name: 'See all promotions' }).getAttribute('href')).toBe('/m/activity');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('another failure still offers a retry', async () => {
    server({ status: 429, body: { success: false, errorCode: ErrorCode.RATE_LIMITED } }, promo({}));
    await renderDetail();
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    // A busy machine may take a while to re-render; the wait is no timing claim.
    expect(await screen.findByRole('heading', { name: 'Weekend Reload 20%' }, { timeout: 5000 })).toBeTruthy();
  });

  it('a rejected application shows the operator\'s reason and lets the member apply again', async () => {
    setSession({ token: 't', id: 1, userName: 'demo01', type: 0, merchantCode: 'demo', firstTimeLogin: false });
    server(promo({ state: 'rejected', application: { status: 'rejected', bonus: null, reason: 'No deposit matches order D-77' } }));
    await renderDetail();
    const state = await screen.findByTestId('promo-state');
    expect(state.textContent).toBe('Your last application was rejected.Reason: No deposit matches order D-77');
    expect(screen.getByRole('button', { name: 'Apply again' })).toBeTruthy();
  });

  it('an issued application shows the amount paid', async () => {
    setSession({ token: 't', id: 1, userName: 'demo01', type: 0, merchantCode: 'demo', firstTimeLogin: false });
    server(promo({ state: 'issued', application: { status: 'issued', bonus: '1234.50', reason: null } }));
    await renderDetail();
    expect((await screen.findByTestId('promo-state')).textContent).toBe('Issued: ￥1,234.50');
  });

  it('joining gives one message that matches the state it leads to', async () => {
    setSession({ token: 't', id: 1, userName: 'demo01', type: 0, merchantCode: 'demo', firstTimeLogin: false });
    server(promo({ state: 'join', remarkRequired: 'N' }), promo({ state: 'applying', application: { status: 'applying', bonus: null, reason: null } }));
    await renderDetail();
    fireEvent.click(await screen.findByRole('button', { name: 'Join' }));
    await waitFor(() => expect(screen.getByTestId('promo-state').textContent).toBe('Applying: under review'));
    expect(toasts).toEqual(['Request sent: it is under review.']);
    // The state line is page content, not a second announcement.
    expect(screen.getByTestId('promo-state').closest('[role="status"],[aria-live]')).toBeNull();
  });
});
