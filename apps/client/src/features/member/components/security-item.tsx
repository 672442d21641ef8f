import type { ReactNode } from 'react';
import { Link } from 'react-router';
import '../security.css';

interface Props {
  title: string;
  state: string;
  ok: boolean;
  action: string;
  /** Opens a panel under the row ... */
  expanded?: boolean;
  onClick?: () => void;
  /** ... or leads to another screen. */
  to?: string;
  /** The control's accessible name when its text alone is ambiguous; it contains the visible text. */
  label?: string;
}

/** One row of the security centre or the settings: what it is, its state (ok or to do) and its button or link. */
export function SecurityItem(p: Props) {
  return (
    <li className="mn-row mn-sec-item">
      <div>
        <p className="mn-row-title">{p.title}</p>
        <p className={`mn-row-sub ${p.ok ? 'is-ok' : 'is-warn'}`}>{p.state}</p>
      </div>
      {p.to ? (
        <Link className="btn btn-outline btn-sm" to={p.to} aria-label={p.label}>
          {p.action}
        </Link>
      ) : (
        <button type="button" className="btn btn-outline btn-sm" aria-expanded={p.expanded} onClick={p.onClick}>
          {p.action}
        </button>
      )}
    </li>
  );
}

/** What a row opens (its form or panel), as the list's next item: a list holds items only. */
export function SecurityPanel({ children }: { children: ReactNode }) {
  return <li className="mn-sec-panel">{children}</li>;
}
