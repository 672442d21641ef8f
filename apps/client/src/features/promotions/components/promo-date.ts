import type { PromotionCard } from '@wps/contract';
import { formatDate } from '../../../shared/format/date-time';

/** A promotion's period: its first and last day in the reader's language, or "long term" (spec part 2 s2). */
export function promoPeriod(p: Pick<PromotionCard, 'noExpiry' | 'startDate' | 'endDate'>, longTerm: string, lng: string): string {
  if (p.noExpiry === 1) return longTerm;
  return [p.startDate, p.endDate].map((d) => (d ? formatDate(d, lng) : '…')).join(' – ');
}
