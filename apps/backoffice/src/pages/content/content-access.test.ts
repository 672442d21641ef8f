// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { canDo } from '../../providers/access-control';
import { callOf } from '../../resources';

describe('content screens: the calls behind them and who may use them', () => {
  it('maps each action to its operator call', () => {
    expect(callOf('banners', 'list')).toBe('opsBanners');
    expect(callOf('banners', 'delete')).toBe('opsDeleteBanner');
    expect(callOf('notices', 'create')).toBe('opsCreateNotice');
    expect(callOf('promotions', 'show')).toBe('opsPromotion');
    expect(callOf('promotionEditor', 'list')).toBe('opsPromotion');
    expect(callOf('vendors', 'edit')).toBe('opsUpdateVendor');
    expect(callOf('vipLevels', 'edit')).toBe('opsUpdateVipLevel');
  });

  it('opens the content group to content operators (and admins) only', () => {
    expect(canDo(['content'], 'content', 'list')).toBe(true);
    expect(canDo(['admin'], 'content', 'list')).toBe(true);
    expect(canDo(['finance'], 'content', 'list')).toBe(false);
    expect(canDo(['support'], 'banners', 'create')).toBe(false);
    for (const [resource, action] of [
      ['banners', 'create'],
      ['notices', 'delete'],
      ['promotions', 'edit'],
      ['promotionEditor', 'list'],
      ['games', 'edit'],
      ['vendors', 'edit'],
      ['vipLevels', 'edit'],
    ] as const) {
      expect(canDo(['content'], resource, action), `${resource} ${action}`).toBe(true);
      expect(canDo(['risk'], resource, action), `${resource} ${action}`).toBe(false);
    }
  });
});
