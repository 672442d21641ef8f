import './money-page.css';
// The screens in this frame use the form kit's fields and chips, also where they write the classes themselves.
import './form/form.css';
import type { ReactNode } from 'react';
import { LoginRedirect } from '../session/login-return';
import { MONEY_LOCALES } from '../i18n/money';
import { useFeatureTranslation } from '../i18n/use-translation';
import { useSession } from '../session/session-store';
import { RealMembersOnly } from '../session/trial-gate';
import { InfiniteList, pageItems, type ListQuery } from './infinite-list';

/**
 * Frame of every money and member-settings screen: members only, with its title (the shared header has the back
 * arrow and balance). The screen loads its feature's texts before it renders the frame. `realMoney` screens (deposit,
 * withdrawal, security, settings) show a trial account the register prompt instead of their forms.
 */
export function MoneyPage({
  title,
  testId,
  children,
  aside,
  realMoney,
}: {
  title: string;
  testId: string;
  children: ReactNode;
  aside?: ReactNode;
  realMoney?: boolean;
}) {
  const session = useSession();
  if (!session) return <LoginRedirect />;
  return (
    <div className="mn-page" data-testid={testId}>
      <div className="mn-top">
        <h1>{title}</h1>
        {aside ? <div className="mn-top-end">{aside}</div> : null}
      </div>
      <div className="mn-body">{realMoney ? <RealMembersOnly>{children}</RealMembersOnly> : children}</div>
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

/**
 * One record: what and when at the start, the amounts and status at the end. The sub line's parts (a time, an order
 * number) are each kept whole: the line wraps between them only.
 */
export function MoneyRow({ title, sub, children }: { title: ReactNode; sub: string | readonly string[]; children: ReactNode }) {
  const parts = typeof sub === 'string' ? [sub] : sub;
  return (
    <li className="mn-row">
      <div>
        <p className="mn-row-title">{title}</p>
        <p className="mn-row-sub">
          {parts.map((part, i) => (
            <span key={i}>
              {i > 0 ? ' · ' : null}
              <span className="nowrap">{part}</span>
            </span>
          ))}
        </p>
      </div>
      <div className="mn-row-end">{children}</div>
    </li>
  );
}
