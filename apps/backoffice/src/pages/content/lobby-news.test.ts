// @vitest-environment node
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { OpsLobbyNewsCreateSchema } from '@wps/contract';
import { canDo } from '../../providers/access-control';
import { callOf } from '../../resources';
import { lobbyNewsBody, newsLinkOk } from './lobby-news-form';

describe('Content > Lobby news', () => {
  it('makes the operator calls, for content operators (and admins) only', () => {
    expect(callOf('lobbyNews', 'list')).toBe('opsLobbyNews');
    expect(callOf('lobbyNews', 'create')).toBe('opsCreateLobbyNews');
    expect(callOf('lobbyNews', 'edit')).toBe('opsUpdateLobbyNews');
    expect(callOf('lobbyNews', 'delete')).toBe('opsDeleteLobbyNews');
    for (const action of ['list', 'create', 'edit', 'delete'] as const) {
      expect(canDo(['content'], 'lobbyNews', action)).toBe(true);
      expect(canDo(['admin'], 'lobbyNews', action)).toBe(true);
      expect(canDo(['finance'], 'lobbyNews', action)).toBe(false);
    }
  });

  it('sends what the server accepts: trimmed texts, no link for an empty field, the window as instants', () => {
    const body = lobbyNewsBody({
      language: 'CN',
      title: '  新游戏 ',
      content: ' <p>每周上新</p> ',
      linkUrl: '  ',
      sort: null,
      enabled: true,
      window: [dayjs('2030-01-01T00:00:00Z'), null],
    });
    expect(body).toEqual({ language: 'CN', title: '新游戏', content: '<p>每周上新</p>', linkUrl: null, enabled: true, startsAt: '2030-01-01T00:00:00.000Z', endsAt: null });
    expect(OpsLobbyNewsCreateSchema.safeParse(body).success).toBe(true);
    expect(lobbyNewsBody({ language: 'EN', title: 'x', content: 'y', linkUrl: '/m/app', sort: 3, enabled: false })).toMatchObject({ linkUrl: '/m/app', sort: 3, enabled: false });
  });

  it('accepts only player-site paths as links', () => {
    expect(newsLinkOk('')).toBe(true);
    expect(newsLinkOk(null)).toBe(true);
    expect(newsLinkOk('/m/app')).toBe(true);
    expect(newsLinkOk('https://example.com')).toBe(false);
    expect(newsLinkOk('javascript:alert(1)')).toBe(false);
  });
});
