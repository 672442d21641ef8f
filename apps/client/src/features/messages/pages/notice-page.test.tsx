import { fireEvent, screen, waitFor } from '@testing-library/dom';
import { CALLS, ErrorCode } from '@wps/contract';
import { act, Suspense } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '../../../shared/i18n/i18n';
import { queryClient } from '../../../shared/query/query-client';
import { clearSession, setSession } from '../../../shared/session/session-store';
import { stubFetch } from '../../../test/envelope-fetch';
import { renderRoute } from '../../../test/render';
import { UnreadBell } from '../components/unread-bell';
import NoticePage from './notice-page';

beforeAll(async () => {
  await activateLanguage('EN');
});
afterEach(() => {
  vi.unstubAllGlobals();
  queryClient.clear();
  clearSession();
});

const ok = (value: unknown) => ({ body: { success: true, value } });
const notice = (id: number, read: boolean) => ({ id, title: `Notice ${id}`, content: `Body ${id}`, read });

/** The server with two unread notices (one read already) until "mark all read" is called. */
function server() {
  let allRead = false;
  return stubFetch((req) => {
    const path = new URL(req.url, 'http://localhost').pathname;
    const unread = allRead ? 0 : 2;
    if (path === CALLS.announcements.path) return ok({ banners: [], player: [notice(1, allRead), notice(2, true), notice(3, allRead)], popup: [], promotion: [] });
    if (path === CALLS.unreadCount.path) return ok({ announcement: unread, inbox: 1, chat: 0, total: unread + 1 });
    if (path === CALLS.markAllAnnouncementsRead.path) {
      allRead = true;
      return ok({ changed: 2 });
    }
    return { status: 404, body: { success: false, errorCode: ErrorCode.NOT_FOUND, message: 'err_url_empty' } };
  });
}

describe('announcements page', () => {
  it('"Mark all as read" marks every notice read and clears the announcements from the badge', async () => {
    setSession({ token: 't', id: 1, userName: 'demo01', type: 0, merchantCode: 'demo', firstTimeLogin: false });
    const { seen } = server();
    await renderRoute(
      '/m/notice',
      <Suspense fallback={null}>
        <UnreadBell />
        <NoticePage />
      </Suspense>,
    );
    await waitFor(() => expect(screen.getAllByRole('img', { name: 'Unread' })).toHaveLength(2));
    await waitFor(() => expect(screen.getByTestId('header-unread').textContent).toBe('3'));

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Mark all as read' })));
    await waitFor(() => expect(screen.queryAllByRole('img', { name: 'Unread' })).toHaveLength(0));
    // Only the inbox message is left in the badge.
    await waitFor(() => expect(screen.getByTestId('header-unread').textContent).toBe('1'));
    expect(seen.filter((r) => r.url.includes(CALLS.markAllAnnouncementsRead.path)).map((r) => r.method)).toEqual(['POST']);
    await waitFor(() => expect((screen.getByRole('button', { name: 'Mark all as read' }) as HTMLButtonElement).disabled).toBe(true));
  });

  it('offers no "mark all read" to a visitor', async () => {
    server();
    await renderRoute(
      '/m/notice',
      <Suspense fallback={null}>
        <NoticePage />
      </Suspense>,
    );
    await screen.findByText('Notice 1');
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).toBeNull();
  });
});
