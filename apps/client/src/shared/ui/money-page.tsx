import './money-page.css';
// The screens in this frame use the form kit's fields and chips, also where they write the classes themselves.
import './form/form.css';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { MONEY_LOCALES } from '../i18n/money';
import { useFeatureTranslation } from '../i18n/use-translation';
import { useSession } from '../session/session-store';
import { InfiniteList, pageItems, type ListQuery } from './infinite-list';

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

/** The records of a period (orders, ledger movements) in the money screens' look: the shared infinite list. */
export function MoneyList<T>({
  query,
  testId,
  render,
}: {
  query: ListQuery & { data: { pages: { list: T[] }[] } | undefined };
  testId: string;
  render: (item: T) => ReactNode;
}) {
  const { t } = useFeatureTranslation(MONEY_LOCALES);
  return <InfiniteList query={query} items={pageItems(query.data)} testId={testId} emptyText={t('mn_empty')} className="ls-list mn-list" render={render} />;
}

/** One record: what and when at the start, the amounts and status at the end. */
export function MoneyRow({ title, sub, children }: { title: ReactNode; sub: ReactNode; children: ReactNode }) {
  return (
    <li className="mn-row">
      <div>
        <p className="mn-row-title">{title}</p>
        <p className="mn-row-sub">{sub}</p>
      </div>
      <div className="mn-row-end">{children}</div>
    </li>
  );
}
