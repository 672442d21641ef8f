import '../wallet.css';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useSession } from '../../../shared/session/session-store';
import { useMoneyTranslation } from '../i18n';

/** Frame of every money screen: members only, with its title (the shared header has the back arrow and balance). */
export function MoneyPage({ title, testId, children, aside }: { title: string; testId: string; children: ReactNode; aside?: ReactNode }) {
  // Loads the feature's texts before the screen renders (suspends once per language).
  useMoneyTranslation();
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
