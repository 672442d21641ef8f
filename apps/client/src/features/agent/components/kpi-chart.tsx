import { useId } from 'react';
import { chartGeometry } from './agent-rules';

const W = 320;
const H = 120;

/**
 * The daily series as bars with a line over them: hand-written SVG (no chart library enters the bundle). The chart is
 * one image with a text name; the figures themselves are in the KPI cards.
 */
export function KpiChart({ values, label }: { values: readonly number[]; label: string }) {
  const titleId = useId();
  const g = chartGeometry(values, W, H, 6);
  return (
    <svg className="ag-chart" viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby={titleId} data-testid="agent-chart" preserveAspectRatio="none">
      <title id={titleId}>{label}</title>
      <line className="ag-zero" x1={0} x2={W} y1={g.zeroY} y2={g.zeroY} />
      {g.bars.map((b, i) => (
        <rect key={i} className="ag-bar" x={b.x} y={b.y} width={g.barWidth} height={b.h} rx={1.5} />
      ))}
      {values.length > 1 ? <polyline className="ag-linepath" points={g.points} /> : null}
    </svg>
  );
}
