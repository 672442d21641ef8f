import '../identity.css';
import { useIsMutating } from '@tanstack/react-query';
import { useState, type ChangeEvent } from 'react';
import { KYC_DOCUMENTS, TOAST_MS, type KycDocument, type ProfileField } from '@wps/contract/lite';
import type { IdentityProfile, KycStatus, UpdateIdentityProfile } from '@wps/contract';
import { errorText } from '../../../shared/api/error-text';
import { useMemberIconQuery } from '../../../shared/query/member-icon';
import { showToast } from '../../../shared/ui/feedback';
import { SubmitButton } from '../../../shared/ui/form';
import { ErrorState, ListSkeleton } from '../../../shared/ui/list-states';
import { MoneyPage } from '../../../shared/ui/money-page';
import {
  KYC_UPLOAD_KEY,
  useIdentityProfileQuery,
  useKycStatusQuery,
  useSetMemberIconMutation,
  useSubmitKycMutation,
  useUpdateIdentityProfileMutation,
  useUploadKycDocumentMutation,
} from '../api/identity';
import { readPicture } from '../components/read-picture';
import { useIdentityTranslation } from '../i18n';

/**
 * My profile (/m/identity, issue 30): the head icon (a preset or a picture), the personal details with each one's
 * verification state, and the identity documents sent for review. The server checks every picture and rule.
 */
export default function IdentityPage() {
  const { t } = useIdentityTranslation();
  return (
    <MoneyPage title={t('id_title')} testId="identity-page" realMoney>
      <IconSection />
      <ProfileSection />
      <KycSection />
    </MoneyPage>
  );
}

/** Turns a picture input's file into a data URL, or says why it cannot be one. */
function usePicturePicker(onPicture: (dataUrl: string) => void) {
  const { t } = useIdentityTranslation();
  return async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    const read = await readPicture(file).catch(() => 'type' as const);
    if (read === 'type') return void showToast(t('id_picture_type'), TOAST_MS.default);
    if (read === 'size') return void showToast(t('id_picture_size'), TOAST_MS.default);
    onPicture(read);
  };
}

function IconSection() {
  const { t } = useIdentityTranslation();
  const icon = useMemberIconQuery();
  const set = useSetMemberIconMutation();
  const save = (body: { preset: string } | { picture: string }) =>
    set.mutate(body as Parameters<typeof set.mutate>[0], {
      onSuccess: () => void showToast(t('id_icon_saved'), TOAST_MS.saved),
      onError: (err) => void showToast(errorText(err), TOAST_MS.default),
    });
  const pick = usePicturePicker((picture) => save({ picture }));
  return (
    <section className="mn-card id-section" aria-labelledby="id-icon-title">
      <h2 id="id-icon-title">{t('id_icon_title')}</h2>
      {icon.isPending ? <ListSkeleton rows={1} /> : icon.isError ? <ErrorState error={icon.error} onRetry={() => void icon.refetch()} /> : (
        <>
          <div className="id-icon-row">
            {icon.data.icon ? <img className="id-icon-current" src={icon.data.icon} alt={t('id_icon_current')} width={72} height={72} /> : null}
            <label className="id-upload">
              {t('id_icon_upload')}
              <input type="file" accept="image/png,image/jpeg" onChange={(e) => void pick(e)} disabled={set.isPending} data-testid="icon-file" />
            </label>
          </div>
          <p className="mn-note">{t('id_picture_hint')}</p>
          <div className="id-presets" role="group" aria-label={t('id_icon_presets')}>
            {icon.data.presets.map((p, i) => (
              <button
                key={p.id}
                type="button"
                className={`id-preset${icon.data.preset === p.id ? ' is-on' : ''}`}
                aria-pressed={icon.data.preset === p.id}
                aria-label={t('id_icon_preset', { n: i + 1 })}
                disabled={set.isPending}
                onClick={() => save({ preset: p.id })}
              >
                <img src={p.url} alt="" width={48} height={48} />
              </button>
            ))}
          </div>
        </>
      )}
    </section>
  );
}

function StateBadge({ state }: { state: string }) {
  const { t } = useIdentityTranslation();
  return <span className={`id-state is-${state}`}>{t(`id_state_${state}`)}</span>;
}

function ProfileSection() {
  const { t } = useIdentityTranslation();
  const q = useIdentityProfileQuery();
  return (
    <section className="mn-card id-section" aria-labelledby="id-profile-title">
      <h2 id="id-profile-title">{t('id_profile_title')}</h2>
      {q.isPending ? <ListSkeleton rows={3} /> : q.isError ? <ErrorState error={q.error} onRetry={() => void q.refetch()} /> : <ProfileForm profile={q.data} />}
    </section>
  );
}

function ProfileForm({ profile }: { profile: IdentityProfile }) {
  const { t } = useIdentityTranslation();
  const update = useUpdateIdentityProfileMutation();
  const [values, setValues] = useState<Partial<Record<ProfileField, string>>>(() =>
    Object.fromEntries(profile.fields.map((f) => [f.field, f.value ?? ''])),
  );
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    const body: Record<string, string> = {};
    for (const f of profile.fields) {
      const v = (values[f.field] ?? '').trim();
      if (!f.locked && v && v !== f.value) body[f.field] = f.field === 'nationality' ? v.toUpperCase() : v;
    }
    setError(null);
    update.mutate(body as UpdateIdentityProfile, {
      onSuccess: () => void showToast(t('id_saved'), TOAST_MS.saved),
      onError: (err) => setError(errorText(err)),
    });
  };
  return (
    <form
      className="id-form"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <p className="mn-note">{t('id_min_age', { age: profile.minAge })}</p>
      {profile.fields.map((f) => (
        <div className="id-field" key={f.field}>
          <label htmlFor={`id-${f.field}`}>
            {t(`id_field_${f.field}`)}
            {f.required ? <span className="id-required"> · {t('id_required')}</span> : null}
          </label>
          <input
            id={`id-${f.field}`}
            type={f.field === 'birthday' ? 'date' : 'text'}
            value={values[f.field] ?? ''}
            readOnly={f.locked}
            maxLength={f.field === 'nationality' ? 2 : 200}
            onChange={(e) => setValues((v) => ({ ...v, [f.field]: e.target.value }))}
          />
          <StateBadge state={f.state} />
          {f.reason ? <p className="id-reason">{t('id_reason', { reason: f.reason })}</p> : null}
        </div>
      ))}
      {error ? <p className="id-error" role="alert">{error}</p> : null}
      <SubmitButton busy={update.isPending}>{t('id_save')}</SubmitButton>
    </form>
  );
}

function KycSection() {
  const { t } = useIdentityTranslation();
  const q = useKycStatusQuery();
  return (
    <section className="mn-card id-section" aria-labelledby="id-kyc-title" data-testid="kyc-section">
      <h2 id="id-kyc-title">{t('id_kyc_title')}</h2>
      {q.isPending ? <ListSkeleton rows={3} /> : q.isError ? <ErrorState error={q.error} onRetry={() => void q.refetch()} /> : <KycBody status={q.data} />}
    </section>
  );
}

function KycBody({ status }: { status: KycStatus }) {
  const { t } = useIdentityTranslation();
  const submit = useSubmitKycMutation();
  const uploading = useIsMutating({ mutationKey: KYC_UPLOAD_KEY }) > 0;
  const open = status.state === 'unverified' || status.state === 'rejected';
  const complete = status.documents.every((d) => d.url);
  return (
    <>
      <p data-testid="kyc-state">
        <StateBadge state={status.state} />
      </p>
      {status.reason ? <p className="id-reason">{t('id_reason', { reason: status.reason })}</p> : null}
      <ul className="id-docs">
        {KYC_DOCUMENTS.map((kind) => (
          <DocumentRow key={kind} kind={kind} url={status.documents.find((d) => d.kind === kind)?.url ?? null} open={open} />
        ))}
      </ul>
      {open ? (
        <SubmitButton
          type="button"
          busy={submit.isPending || uploading}
          onClick={() =>
            complete
              ? submit.mutate(undefined, { onError: (err) => void showToast(errorText(err), TOAST_MS.default) })
              : void showToast(t('id_kyc_missing'), TOAST_MS.default)
          }
        >
          {t('id_kyc_submit')}
        </SubmitButton>
      ) : null}
    </>
  );
}

function DocumentRow({ kind, url, open }: { kind: KycDocument; url: string | null; open: boolean }) {
  const { t } = useIdentityTranslation();
  const upload = useUploadKycDocumentMutation();
  const pick = usePicturePicker((picture) =>
    upload.mutate({ kind, picture }, { onError: (err) => void showToast(errorText(err), TOAST_MS.default) }),
  );
  return (
    <li className="id-doc">
      <span className="id-doc-name">{t(`id_doc_${kind}`)}</span>
      {url ? <img className="id-doc-thumb" src={url} alt={t(`id_doc_${kind}`)} width={96} height={64} loading="lazy" /> : <span className="id-doc-empty">{t('id_doc_missing')}</span>}
      {open ? (
        <label className="id-upload">
          {url ? t('id_doc_replace') : t('id_doc_upload')}
          <input type="file" accept="image/png,image/jpeg" onChange={(e) => void pick(e)} disabled={upload.isPending} data-testid={`kyc-file-${kind}`} />
        </label>
      ) : null}
    </li>
  );
}
