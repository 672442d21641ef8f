import './progress-bar.css';

/** Share of a target reached, 0-100 (a zero target counts as reached). */
export function percentOf(have: string, need: string): number {
  const n = Number(need);
  if (!(n > 0)) return 100;
  return Math.max(0, Math.min(100, Math.floor((Number(have) / n) * 100)));
}

/** A thin bar of how much of a target is reached (VIP thresholds, bonus turnover). */
export function ProgressBar({ label, have, need }: { label: string; have: string; need: string }) {
  const pct = percentOf(have, need);
  return (
    <div className="progress-track" role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={pct}>
      <span className="progress-fill" style={{ width: `${pct}%` }} />
    </div>
  );
}
