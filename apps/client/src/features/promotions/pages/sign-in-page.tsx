import '../promotions.css';
import { ErrorCode, TOAST_MS } from '@wps/contract/lite';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { LoginRedirect } from '../../../shared/session/login-return';
import { isApiError } from '../../../shared/api/api-error';
import { errorText } from '../../../shared/api/error-text';
import { useMoneyFormat } from '../../../shared/format/use-money-format';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { memberAccess } from '../../../shared/session/member-access';
import { useSession } from '../../../shared/session/session-store';
import { showToast } from '../../../shared/ui/feedback';
import { EmptyState, ErrorState } from '../../../shared/ui/list-states';
import { useSignInMutation, useSignInStatusQuery } from '../api/sign-in';
import { usePromotionsTranslation } from '../i18n';

/** Daily sign-in (/m/activity/signIn, needs login): the 7-day cycle, what is signed, and today's button. */
export default function SignInPage() {
  const { t } = usePromotionsTranslation();
  const { t: tg } = useTranslation();
  const money = useMoneyFormat();
  const navigate = useNavigate();
  const access = memberAccess(useSession());
  const q = useSignInStatusQuery(access === 'member');
  const sign = useSignInMutation();

  useEffect(() => {
    if (access !== 'trial') return;
    void showToast(tg('free_reject'), TOAST_MS.freeReject);
    navigate('/m/activity', { replace: true });
  }, [access, navigate, tg]);
  if (access === 'visitor') return <LoginRedirect />;
  if (access === 'trial') return null;

  const body = () => {
    if (q.isPending) return <div className="sk sk-block promo-sk-body" aria-busy="true" />;
    if (q.isError && !q.data) return <ErrorState error={q.error} onRetry={() => void q.refetch()} />;
    const s = q.data;
    if (!s.enabled) return <EmptyState text={t('promo_sign_in_off')} />;
    const onSign = () =>
      sign.mutate(undefined, {
        onSuccess: (r) => void showToast(t('promo_sign_in_done', { day: r.day, reward: money(r.reward) }), TOAST_MS.default),
        onError: (e) => void showToast(isApiError(e) && e.code === ErrorCode.ALREADY_SIGNED_IN ? t('promo_sign_in_already') : errorText(e), TOAST_MS.default),
      });
    return (
      <>
        <p className="promo-apply-for" data-testid="sign-in-streak">
          {t('promo_sign_in_streak', { count: s.streak })}
        </p>
        <ol className="promo-days" data-testid="sign-in-days">
          {s.days.map((d) => (
            <li key={d.day} className="promo-day" data-signed={d.signed} data-today={d.today}>
              <span className="promo-day-label">{t('promo_sign_in_day', { day: d.day })}</span>
              <strong>{money(d.reward)}</strong>
              <span className="promo-day-state">{d.signed ? t('promo_state_signed') : d.today ? t('promo_sign_in_today') : '\u00a0'}</span>
            </li>
          ))}
        </ol>
        <button type="button" className="btn btn-primary btn-wide btn-lg" disabled={s.signedToday || sign.isPending} onClick={onSign}>
          {s.signedToday ? t('promo_sign_in_signed_today') : t('promo_sign_in_button')}
        </button>
      </>
    );
  };

  return (
    <div className="promo-page" data-testid="sign-in-page">
      <h1 className="promo-heading">{t('promo_sign_in_title')}</h1>
      {body()}
    </div>
  );
}
