import '../promotions.css';
import { ErrorCode, LIMITS, TOAST_MS } from '@wps/contract/lite';
import { useEffect, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../../shared/api/api-error';
import { errorText } from '../../../shared/api/error-text';
import { memberAccess } from '../../../shared/session/member-access';
import { useSession } from '../../../shared/session/session-store';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { showLoading, showToast } from '../../../shared/ui/feedback';
import { usePromotionDetailQuery, useRequestRewardMutation } from '../api/promotions';
import { PicturePicker, type Picture } from '../components/picture-picker';
import { usePromotionsTranslation } from '../i18n';
import { PromoFailed, PromoPending } from '../components/promo-states';

/**
 * Reward application (/m/applyReward?id=, spec part 1 s2): remarks if required, pictures if required (png or jpg, 5 MB
 * each, 3 at most), Cancel and Submit. No session or no id: back to /m/activity; trial users are refused.
 */
export default function ApplyRewardPage() {
  const { t } = usePromotionsTranslation();
  const { t: tg } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isInteger(id) && id > 0;
  const access = memberAccess(useSession());
  const q = usePromotionDetailQuery(valid && access === 'member' ? id : 0);
  const submit = useRequestRewardMutation(id);
  const [remarks, setRemarks] = useState('');
  const [pictures, setPictures] = useState<Picture[]>([]);

  useEffect(() => {
    if (access !== 'trial') return;
    void showToast(tg('free_reject'), TOAST_MS.freeReject);
    navigate('/m/activity', { replace: true });
  }, [access, navigate, tg]);
  if (!valid || access === 'visitor') return <Navigate to="/m/activity" replace />;
  if (access === 'trial') return null;

  if (q.isPending) return <PromoPending />;
  if (q.isError && !q.data) return <PromoFailed error={q.error} onRetry={() => void q.refetch()} />;
  const p = q.data;
  const needRemarks = p.remarkRequired === 'Y';
  const needImages = p.imageRequired === 'Y';
  const open = p.state === 'apply' || p.state === 'rejected';
  const ready = open && (!needRemarks || remarks.trim() !== '') && (!needImages || pictures.length > 0);

  const onSubmit = async () => {
    const stop = await showLoading(t('promo_submitting'), TOAST_MS.loading);
    submit.mutate(
      { remarks: remarks.trim(), pictures: pictures.map((x) => x.dataUrl) },
      {
        onSuccess: () => {
          stop();
          void showToast(t('promo_submitted'), TOAST_MS.default);
          navigate('/m/activity');
        },
        onError: (e) => {
          stop();
          const text = isApiError(e) && e.code === ErrorCode.ALREADY_APPLIED ? t('promo_err_pending') : errorText(e);
          void showToast(text, TOAST_MS.default);
        },
      },
    );
  };

  return (
    <form
      className="promo-page"
      data-testid="apply-reward"
      onSubmit={(e) => {
        e.preventDefault();
        if (ready && !submit.isPending) void onSubmit();
      }}
    >
      <h1 className="promo-heading">{t('promo_apply_title')}</h1>
      <p className="promo-apply-for">{p.title}</p>
      {!open ? (
        <p className="promo-status" role="status" data-testid="promo-state">
          {t(p.state === 'applying' ? 'promo_err_pending' : 'promo_not_open')}
        </p>
      ) : null}
      {needRemarks ? (
        <label className="promo-field">
          <span>{t('promo_remarks')}</span>
          <textarea
            className="promo-remarks"
            value={remarks}
            maxLength={LIMITS.remarks}
            rows={4}
            placeholder={t('promo_remarks_hint')}
            onChange={(e) => setRemarks(e.target.value.slice(0, LIMITS.remarks))}
          />
          <span className="promo-counter" aria-live="polite">
            {remarks.length}/{LIMITS.remarks}
          </span>
        </label>
      ) : null}
      {needImages ? (
        <fieldset className="promo-field">
          <legend>{t('promo_pictures', { max: LIMITS.images })}</legend>
          <PicturePicker pictures={pictures} onChange={setPictures} />
          <span className="promo-hint">{t('promo_pictures_hint')}</span>
        </fieldset>
      ) : null}
      <div className="promo-buttons">
        <button type="button" className="btn btn-ghost" onClick={() => navigate(`/m/activityDetail?id=${id}`)}>
          {tg('cancel')}
        </button>
        <button type="submit" className="btn btn-primary" disabled={!ready || submit.isPending} aria-busy={submit.isPending}>
          {submit.isPending ? t('promo_submitting') : t('promo_submit')}
        </button>
      </div>
    </form>
  );
}
