import { useTranslate } from '@refinedev/core';
import { moneyToMinor, type TurnoverStatus } from '@wps/contract';
import { Flex, Progress, Tag, Typography } from 'antd';
import { formatMoney } from '../i18n/format';

// A bonus's turnover as the member page, the withdrawal review and the rules page show it: its source and status by
// name, and how much of the turnover asked for is wagered.

/** The whole percent of `required` that `wagered` covers, 0 to 100, counted in minor units (nothing asked: 100). */
export function turnoverPercent(wagered: string, required: string): number {
  const asked = moneyToMinor(required);
  if (asked <= 0n) return 100;
  const done = moneyToMinor(wagered);
  if (done <= 0n) return 0;
  return done >= asked ? 100 : Number((done * 100n) / asked);
}

/** A bonus source's name (deposit, sign-in ...), or the source as it came when it has none. */
export function useBonusSourceLabel(): (source: string) => string {
  const translate = useTranslate();
  return (source: string) => translate(`bonus.sources.${source}`, undefined, source);
}

const STATUS_COLOR: Record<TurnoverStatus, string> = { open: 'blue', met: 'green', waived: 'gold' };

/** Open, met or waived, in its colour. */
export function TurnoverStatusTag({ status }: { status: TurnoverStatus }) {
  const translate = useTranslate();
  return <Tag color={STATUS_COLOR[status]}>{translate(`bonus.statuses.${status}`)}</Tag>;
}

/** "wagered / required" in the merchant's currency above a bar of the share done. */
export function TurnoverProgress({ wagered, required, currency }: { wagered: string; required: string; currency: string }) {
  const translate = useTranslate();
  const percent = turnoverPercent(wagered, required);
  return (
    <Flex vertical style={{ minWidth: 160 }} data-testid="turnover-progress">
      <Typography.Text className="bo-amount">
        {translate('bonus.progress', { wagered: formatMoney(wagered, currency), required: formatMoney(required, currency) })}
      </Typography.Text>
      <Progress percent={percent} size="small" showInfo={false} status={percent >= 100 ? 'success' : 'normal'} aria-label={translate('bonus.progressLabel', { percent })} />
    </Flex>
  );
}
