import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { EmptyState, ErrorState, ListSkeleton } from '../../../shared/ui/list-states';
import { MoneyPage } from '../../../shared/ui/money-page';
import { useBankCardsQuery } from '../api/security';
import { WithSecurityConfig } from '../components/security-config';
import { SecurityItem, SecurityPanel } from '../components/security-item';
import { BindCardForm, PaymentPasswordForm, ResetPinForm } from '../components/security-forms';
import { SecurityQuestionsSection } from '../components/security-questions';
import { useMemberTranslation } from '../i18n';

type Panel = 'pin' | 'reset' | 'cards' | 'questions' | null;

/** Security centre (/m/securityCenter): login password (its own screen), payment password and bank cards, with their state. */
export default function SecurityCenterPage() {
  const { t } = useMemberTranslation();
  // ?open=pin: another screen sent the member here to set the payment password (an agent transfer needs one).
  const [params] = useSearchParams();
  const [open, setOpen] = useState<Panel>(params.get('open') === 'pin' ? 'pin' : null);
  const toggle = (p: Panel) => setOpen((cur) => (cur === p ? null : p));
  return (
    <MoneyPage title={t('security_center')} testId="security-center-page" realMoney>
      <WithSecurityConfig>
        {(c) => (
          <>
            <ul className="mn-list mn-sec">
              <SecurityItem
                title={t('mn_login_password')}
                state={t('mn_login_password_hint')}
                ok
                action={t('mn_change')}
                label={t('mn_change_login_password')}
                to="/m/changePsw"
              />
              <SecurityItem
                title={t('nav_responsible_gaming')}
                state={t('nav_responsible_gaming_hint')}
                ok
                action={t('mn_set')}
                label={t('mn_set_responsible_gaming')}
                to="/m/responsibleGaming"
              />
              <SecurityItem
                title={t('mn_payment_password')}
                state={c.paymentPasswordLocked ? t('mn_state_locked') : c.hasPaymentPassword ? t('mn_state_set') : t('mn_state_not_set')}
                ok={c.hasPaymentPassword && !c.paymentPasswordLocked}
                action={c.hasPaymentPassword ? t('mn_change') : t('mn_set')}
                expanded={open === 'pin'}
                onClick={() => toggle('pin')}
              />
              {open === 'pin' ? (
                <SecurityPanel>
                  <PaymentPasswordForm hasPassword={c.hasPaymentPassword} onDone={() => setOpen(null)} />
                </SecurityPanel>
              ) : null}
              {c.hasPaymentPassword ? (
                <>
                  <SecurityItem
                    title={t('mn_reset_pin')}
                    state={t('mn_reset_pin_hint')}
                    ok
                    action={t('mn_reset')}
                    expanded={open === 'reset'}
                    onClick={() => toggle('reset')}
                  />
                  {open === 'reset' ? (
                    <SecurityPanel>
                      <ResetPinForm />
                    </SecurityPanel>
                  ) : null}
                </>
              ) : null}
              <SecurityItem
                title={t('mn_bank_cards')}
                state={c.bankCards > 0 ? t('mn_cards_bound', { count: c.bankCards }) : t('mn_state_not_bound')}
                ok={c.bankCards > 0}
                action={t('mn_manage')}
                expanded={open === 'cards'}
                onClick={() => toggle('cards')}
              />
              {open === 'cards' ? (
                <SecurityPanel>
                  <CardsPanel payeeName={c.payeeName} />
                </SecurityPanel>
              ) : null}
              <SecurityQuestionsSection expanded={open === 'questions'} onToggle={() => toggle('questions')} />
            </ul>
            <Link className="mn-link" to="/m/set">
              {t('mn_settings')}
            </Link>
          </>
        )}
      </WithSecurityConfig>
    </MoneyPage>
  );
}

function CardsPanel({ payeeName }: { payeeName: string | null }) {
  const { t } = useMemberTranslation();
  const cards = useBankCardsQuery();
  if (cards.isPending) return <ListSkeleton rows={2} />;
  if (cards.isError) return <ErrorState error={cards.error} onRetry={() => void cards.refetch()} />;
  return (
    <div className="mn-panel">
      {cards.data.length === 0 ? (
        <EmptyState text={t('mn_no_cards')} />
      ) : (
        <ul className="mn-list" data-testid="card-list">
          {cards.data.map((c) => (
            <li key={c.id} className="mn-row mn-bank-card">
              <div>
                <p className="mn-row-title">{c.bankName}</p>
                <p className="mn-row-sub">
                  {c.accountName} · {c.accountNo}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
      <BindCardForm payeeName={payeeName} />
    </div>
  );
}
