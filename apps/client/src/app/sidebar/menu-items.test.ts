import { describe, expect, it } from 'vitest';
import { flattenWhitelabel, MENU_MODULES, type WhitelabelNode } from '@wps/contract/lite';
import { visibleMenuItems } from './menu-items';

const node = (modId: string, enabled: '1' | '0', childrenNodes: WhitelabelNode[] = []): WhitelabelNode => ({
  modId,
  enabled,
  childrenNodes,
});

describe('sidebar menu gating', () => {
  it('shows all six when every key is on', () => {
    const flags = flattenWhitelabel(MENU_MODULES.map((m) => node(m.key, '1')));
    expect(visibleMenuItems(flags).map((m) => m.item)).toEqual([
      'bet_record',
      'transaction_record',
      'profit_and_loss',
      'reward_center',
      'points_mall',
      'security_center',
    ]);
  });

  it.each(MENU_MODULES.map((m) => [m.key, m.item] as const))('hides %s (%s) when its key is off', (key, item) => {
    const flags = flattenWhitelabel(MENU_MODULES.map((m) => node(m.key, m.key === key ? '0' : '1')));
    const items = visibleMenuItems(flags).map((m) => m.item);
    expect(items).not.toContain(item);
    expect(items).toHaveLength(5);
  });

  it('a key under a disabled parent is off; a missing key is off', () => {
    const flags = flattenWhitelabel([node('MEMBER', '0', [node('TRANSREC3', '1')]), node('PERSREP', '1')]);
    expect(visibleMenuItems(flags).map((m) => m.key)).toEqual(['PERSREP']);
    expect(visibleMenuItems({})).toEqual([]);
  });
});
