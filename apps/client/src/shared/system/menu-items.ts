import { MENU_MODULES } from '@wps/contract/lite';

export type MenuItem = (typeof MENU_MODULES)[number];

/** The six member-menu items, each shown only when the tenant's menu setting enables its module key. */
export function visibleMenuItems(flags: Readonly<Record<string, boolean>>): MenuItem[] {
  return MENU_MODULES.filter((m) => flags[m.key] === true);
}
