import type { LotteryOrderStatus, LotterySubOrder, SubOrderStatus } from '@wps/contract';
import type { TFunction } from '../../../shared/i18n/translator';

/** The order list's status filter: every status, or one. */
export const ORDER_FILTERS: readonly (LotteryOrderStatus | '')[] = ['', 'OPEN', 'SETTLED', 'CANCELLED', 'VOID'];

/** The badge look (shared money-screen badges) of an order's or a sub-order's status. */
const BADGE: Record<LotteryOrderStatus | SubOrderStatus, string> = {
  OPEN: 'pending',
  SETTLED: 'success',
  WON: 'success',
  LOST: 'failed',
  CANCELLED: 'cancelled',
  VOID: 'cancelled',
};
export const badgeOf = (status: LotteryOrderStatus | SubOrderStatus): string => BADGE[status];

/**
 * What a sub-order bet on, in words: "Big", "Odd", "Position 3: 7", "Last two digits: 07". The selection comes
 * normalized from the server ("BIG", "3:7", "07").
 */
export function selectionText(t: TFunction, sub: Pick<LotterySubOrder, 'betType' | 'selection'>): string {
  switch (sub.betType) {
    case 'BIG_SMALL':
    case 'ODD_EVEN':
      return t(`lt_sel_${sub.selection}`, { defaultValue: sub.selection });
    case 'POSITION': {
      const [pos, digit] = sub.selection.split(':');
      return t('lt_sel_position', { pos, digit });
    }
    default:
      return `${t(`lt_bet_${sub.betType}`)}: ${sub.selection}`;
  }
}
