import './money-page.css';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useSession } from '../session/session-store';

/**
 * Frame of every money and member-settings screen: members only, with its title (the shared header has the back
 * arrow and balance). The screen loads its feature's texts before it renders the frame.
 */
export function MoneyPage({ title, testId, children, aside }: { title: string; testId: string; children: ReactNode; aside?: ReactNode }) {
  const session = useSession();
  if (!session) return <Navigate to="/m/login" replace />;
  return (
    <div className="mn-page" data-testid={testId}>
      <div className="mn-top">
        <h1>{title}</h1>
        {aside ? <div className="mn-top-end">{aside}</div> : null}
      </div>
      <div className="mn-body">{children}</div>
    </div>
  );
}

/** An order's status as a coloured badge (`is-pending`, `is-success`, ...); the label is the feature's text. */
export function StatusBadge({ status, label }: { status: string; label: string }) {
  return <span className={`mn-status is-${status}`}>{label}</span>;
}
