import { useTranslate } from '@refinedev/core';
import type { DashboardDay } from '@wps/contract';
import { Flex, Space, Typography } from 'antd';
import { formatCompact, formatDay, formatMoney } from '../../i18n/format';
import { niceTicks } from './chart-scale';

const W = 720;
const H = 240;
const PAD = { left: 56, right: 8, top: 12, bottom: 28 };
/** Axis texts and lines: #595959 on white passes the 4.5:1 contrast that small text needs. */
const AXIS = { text: '#595959', grid: '#f0f0f0', zero: '#bfbfbf' } as const;
const COLORS = { deposits: '#1f6feb', withdrawals: '#fa8c16', ggr: '#52c41a' } as const;

const num = (s: string) => Number(s) || 0;

/** Deposits and withdrawals per day as bars, GGR as a line: plain SVG (no chart library), scaled to its width. */
export function DayChart({ days, currency }: { days: DashboardDay[]; currency: string }) {
  const translate = useTranslate();
  if (days.length === 0) return null;
  const ticks = niceTicks(
    Math.min(0, ...days.map((d) => num(d.ggr))),
    Math.max(1, ...days.flatMap((d) => [num(d.deposits.amount), num(d.withdrawals.amount), num(d.ggr)])),
  );
  const min = ticks[0]!;
  const max = ticks[ticks.length - 1]!;
  const span = max - min || 1;
  const plotH = H - PAD.top - PAD.bottom;
  const y = (v: number) => PAD.top + ((max - v) / span) * plotH;
  const slot = (W - PAD.left - PAD.right) / days.length;
  const bar = Math.max(2, Math.min(18, slot / 3));
  const x0 = (i: number) => PAD.left + i * slot + slot / 2;
  const ggrPath = days.map((d, i) => `${i === 0 ? 'M' : 'L'}${x0(i).toFixed(1)},${y(num(d.ggr)).toFixed(1)}`).join(' ');
  const labelEvery = Math.ceil(days.length / 8);
  const legend: [keyof typeof COLORS, string][] = [
    ['deposits', translate('dashboard.deposits')],
    ['withdrawals', translate('dashboard.withdrawals')],
    ['ggr', translate('dashboard.ggr')],
  ];

  return (
    <figure style={{ margin: 0 }} data-testid="dashboard-chart">
      <svg viewBox={`0 0 ${W} ${H}`} width="100%" role="img" aria-label={translate('dashboard.chart')}>
        <g data-testid="dashboard-chart-axis">
          {ticks.map((t) => (
            <g key={t}>
              <line x1={PAD.left} x2={W - PAD.right} y1={y(t)} y2={y(t)} stroke={t === 0 ? AXIS.zero : AXIS.grid} />
              <text x={PAD.left - 6} y={y(t) + 4} fontSize="11" textAnchor="end" fill={AXIS.text}>
                {formatCompact(t)}
              </text>
            </g>
          ))}
        </g>
        {days.map((d, i) => (
          <g key={d.day}>
            <rect x={x0(i) - bar} y={y(num(d.deposits.amount))} width={bar} height={Math.max(0, y(0) - y(num(d.deposits.amount)))} fill={COLORS.deposits}>
              <title>{`${formatDay(d.day)} · ${translate('dashboard.deposits')}: ${formatMoney(d.deposits.amount, currency)}`}</title>
            </rect>
            <rect x={x0(i)} y={y(num(d.withdrawals.amount))} width={bar} height={Math.max(0, y(0) - y(num(d.withdrawals.amount)))} fill={COLORS.withdrawals}>
              <title>{`${formatDay(d.day)} · ${translate('dashboard.withdrawals')}: ${formatMoney(d.withdrawals.amount, currency)}`}</title>
            </rect>
            {i % labelEvery === 0 && (
              <text x={x0(i)} y={H - 8} fontSize="11" textAnchor="middle" fill={AXIS.text}>
                {formatDay(d.day)}
              </text>
            )}
          </g>
        ))}
        <path d={ggrPath} fill="none" stroke={COLORS.ggr} strokeWidth="2" />
      </svg>
      <Flex justify="center">
        <Space size="large" wrap>
          {legend.map(([key, label]) => (
            <Space key={key} size={4}>
              <svg width="12" height="12" aria-hidden="true">
                <rect width="12" height="12" fill={COLORS[key]} />
              </svg>
              <Typography.Text type="secondary">{label}</Typography.Text>
            </Space>
          ))}
        </Space>
      </Flex>
    </figure>
  );
}
