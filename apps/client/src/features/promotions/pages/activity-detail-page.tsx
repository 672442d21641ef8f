import '../promotions.css';
import { ErrorCode, PROMO_BANNER_SEQUENCE, TOAST_MS } from '@wps/contract/lite';
import type { PromotionDetail } from '@wps/contract';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { errorText } from '../../../shared/api/error-text';
import { isApiError } from '../../../shared/api/api-error';
import { useMoneyFormat } from '../../../shared/format/use-money-format';
import { useMemberAccess } from '../../../shared/session/member-access';
import { showToast } from '../../../shared/ui/feedback';
import { inSiteLink } from '../../../shared/ui/in-site-link';
import { usePromotionDetailQuery, usePromotionJoinMutation } from '../api/promotions';
import { promoPeriod } from '../components/promo-date';
import { usePromotionsTranslation } from '../i18n';
import { PromoFailed, PromoPending } from '../components/promo-states';

/** Promotion detail (/m/activityDetail?id=): banner (image sequence 2), title, sanitized HTML, and the action. */
export default function ActivityDetailPage() {
  const { t, lng } = usePromotionsTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const q = usePromotionDetailQuery(valid ? id : 0);
  if (!valid) return <Navigate to="/m/activity" replace />;

  if (q.isPending) return <PromoPending banner />;
  if (q.isError && !q.data) return <PromoFailed error={q.error} onRetry={() => void q.refetch()} />;
  const p = q.data;
  const banner = p.announcementImages.find((i) => i.sequence === PROMO_BANNER_SEQUENCE);
  const period = promoPeriod(p, t('promo_long_term'), lng);
  return (
    <article className="promo-page" data-testid="activity-detail">
      {banner ? <img className="promo-banner" data-testid="promo-banner" src={banner.url} alt="" width={750} height={300} /> : null}
      <h1 className="promo-heading">{p.title}</h1>
      <p className="promo-card-period">{period}</p>
      <PromoAction promo={p} />
      {/* Heads the operator's text: its own headings (h3, h4 ...) then follow in order under the page's h1. */}
      <h2 className="sr-only">{t('promo_details')}</h2>
      {/* The server sanitized this HTML with a strict allow-list (no scripts, handlers, styles or unsafe URLs). */}
      <div className="promo-content" data-testid="promo-content" onClick={(e) => inSiteLink(e, navigate)} dangerouslySetInnerHTML={{ __html: p.content }} />
    </article>
  );
}

const STATUS_LABEL: Partial<Record<PromotionDetail['state'], string>> = {
  applying: 'promo_state_applying',
  issued: 'promo_state_issued',
  closed: 'promo_state_closed',
  comingSoon: 'promo_state_coming_soon',
};

/**
 * Join or apply depending on the promotion and the caller: visitors go to login, trial users get free_reject. The
 * state line is page content, not an announcement: after a join the toast is the one message the player gets.
 */
function PromoAction({ promo }: { promo: PromotionDetail }) {
  const { t } = usePromotionsTranslation();
  const money = useMoneyFormat();
  const { access, open } = useMemberAccess();
  const join = usePromotionJoinMutation(promo.id);
  const status = STATUS_LABEL[promo.state];
  const application = promo.application;
  if (promo.state === 'none') return null;
  if (status) {
    const bonus = promo.state === 'issued' ? application?.bonus : null;
    return (
      <p className="promo-status" data-testid="promo-state">
        {bonus ? t('promo_state_issued_amount', { amount: money(bonus) }) : t(status)}
      </p>
    );
  }
  if (promo.state === 'join') {
    const onJoin = () => {
      if (access !== 'member') return open('/m/activity');
      join.mutate(undefined, {
        // What the server did: a join is an application under review unless it was granted at once.
        onSuccess: (r) => void showToast(t(r.status === 'issued' ? 'promo_joined' : 'promo_join_review'), TOAST_MS.default),
        onError: (e) => void showToast(isApiError(e) && e.code === ErrorCode.ALREADY_APPLIED ? t('promo_err_pending') : errorText(e), TOAST_MS.default),
      });
    };
    return (
      <button type="button" className="btn btn-primary btn-wide" disabled={join.isPending} onClick={onJoin}>
        {t('promo_join')}
      </button>
    );
  }
  // apply, or rejected: the member may apply again.
  return (
    <div className="promo-action">
      {promo.state === 'rejected' ? (
        <div className="promo-status promo-status-bad" data-testid="promo-state">
          <p>{t('promo_state_rejected')}</p>
          {application?.reason ? <p className="promo-reason">{t('promo_rejected_reason', { reason: application.reason })}</p> : null}
        </div>
      ) : null}
      <button type="button" className="btn btn-primary btn-wide" onClick={() => open(`/m/applyReward?id=${promo.id}`)}>
        {t(promo.state === 'rejected' ? 'promo_apply_again' : 'promo_apply')}
      </button>
    </div>
  );
}
