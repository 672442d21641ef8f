import { describe, expect, it } from 'vitest';
import { appBonusPromotion, isSitePath, maskPlayer, OpsLobbyNewsCreateSchema } from '../src/index.js';

describe('app-bonus hint rule', () => {
  const card = (id: number, category: string) => ({ id, category });

  it('leads to the first app-download promotion of the list', () => {
    expect(appBonusPromotion([card(1, 'deposit_promo'), card(2, 'app_download'), card(3, 'app_download')])).toEqual(card(2, 'app_download'));
  });

  it('is absent without an app-download promotion or before the list arrives', () => {
    expect(appBonusPromotion([card(1, 'deposit_promo'), card(4, 'rng_promo')])).toBeNull();
    expect(appBonusPromotion([])).toBeNull();
    expect(appBonusPromotion(undefined)).toBeNull();
  });
});

describe('winners list masking', () => {
  it.each([
    ['demo01', 'de***01'],
    ['dexter01', 'de***01'],
    ['abcde', 'ab***de'],
    ['abcd', 'a***'],
    ['ab', 'a***'],
    ['', '***'],
    ['玩家一号二', '玩家***号二'],
  ])('%s -> %s', (account, masked) => expect(maskPlayer(account)).toBe(masked));
});

describe('lobby news links and bodies', () => {
  it.each([
    ['/m/app', true],
    ['/m/', true],
    ['/m/activity?id=2', true],
    ['https://evil.example/m/', false],
    ['//evil.example', false],
    ['javascript:alert(1)', false],
    ['/m/ x', false],
    ['/admin/', false],
  ])('%s is a site path: %s', (url, ok) => expect(isSitePath(url)).toBe(ok));

  it('turns an empty link into none and refuses a window ending before it starts', () => {
    const ok = OpsLobbyNewsCreateSchema.parse({ language: 'EN', title: 'T', content: 'C', linkUrl: '' });
    expect(ok.linkUrl).toBeNull();
    expect(OpsLobbyNewsCreateSchema.safeParse({ language: 'EN', title: 'T', content: 'C', startsAt: '2030-01-02T00:00:00Z', endsAt: '2030-01-01T00:00:00Z' }).success).toBe(false);
    expect(OpsLobbyNewsCreateSchema.safeParse({ language: 'XX', title: 'T', content: 'C' }).success).toBe(false);
  });
});
