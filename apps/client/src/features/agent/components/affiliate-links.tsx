import { TOAST_MS } from '@wps/contract/lite';
import { useState } from 'react';
import { formatDate } from '../../../shared/format/date-time';
import { confirmDialog, showToast } from '../../../shared/ui/feedback';
import { Chips, Field, FormError, PasswordField, SubmitButton, useForm } from '../../../shared/ui/form';
import { EmptyState, ErrorState, ListSkeleton } from '../../../shared/ui/list-states';
import { useAffiliateSummaryQuery, useAffLinksQuery, useCreateAffLinkMutation, useDeleteAffLinkMutation, useRegAffMutation, type AffLink } from '../api/agent';
import { useAgentTranslation } from '../i18n';
import { absoluteLink, percentToRebate, rebateToPercent } from './agent-rules';
import { QrImage } from '../../../shared/ui/qr-image';
import { copyText, shareLink } from '../../../shared/ui/share';

type Kind = 'member' | 'agent';

/** Affiliate links: the agent's summary, its links (QR code, copy, share, delete), a new link, a direct registration. */
export function AffiliateLinks() {
  return (
    <>
      <Summary />
      <Links />
      <CreateLink />
      <RegisterDownline />
    </>
  );
}

function Summary() {
  const { t } = useAgentTranslation();
  const q = useAffiliateSummaryQuery();
  if (q.isPending) return <div className="sk sk-block ag-sk" aria-busy="true" />;
  if (q.isError) return <ErrorState error={q.error} onRetry={() => void q.refetch()} />;
  const s = q.data;
  return (
    <section className="ag-card" aria-labelledby="ag-h-summary" data-testid="agent-summary">
      <h2 id="ag-h-summary" className="ag-h">
        {t('ag_summary')}
      </h2>
      <div className="ag-income">
        <div>
          <span className="ag-muted">{t('ag_code')}</span>
          <strong data-testid="agent-code">{s.invitationCode}</strong>
        </div>
        <div>
          <span className="ag-muted">{t('ag_rebate')}</span>
          <strong>{t('ag_rebate_value', { value: rebateToPercent(s.rebateBp) })}</strong>
        </div>
        <div>
          <span className="ag-muted">{t('ag_quota_left')}</span>
          <strong>{s.subAgentQuota}</strong>
        </div>
        <div>
          <span className="ag-muted">{t('ag_registrations')}</span>
          <strong>{s.registrations}</strong>
        </div>
      </div>
    </section>
  );
}

function Links() {
  const { t } = useAgentTranslation();
  const q = useAffLinksQuery();
  let body;
  if (q.isPending) body = <ListSkeleton rows={2} />;
  else if (q.isError) body = <ErrorState error={q.error} onRetry={() => void q.refetch()} />;
  else if (q.data.length === 0) body = <EmptyState text={t('ag_links_empty')} testId="agent-links-empty" />;
  else
    body = (
      <ul className="ag-links" data-testid="agent-links">
        {q.data.map((l) => (
          <LinkRow key={l.id} link={l} />
        ))}
      </ul>
    );
  return (
    <section className="ag-card" aria-labelledby="ag-h-links">
      <h2 id="ag-h-links" className="ag-h">
        {t('ag_links')}
      </h2>
      {body}
    </section>
  );
}

function LinkRow({ link }: { link: AffLink }) {
  const { t, lng } = useAgentTranslation();
  const remove = useDeleteAffLinkMutation();
  const url = absoluteLink(link.registerPath, window.location.origin);
  const copy = async () => void showToast(t((await copyText(url)) ? 'ag_copied' : 'ag_copy_failed'), TOAST_MS.default);
  const share = async () => {
    const r = await shareLink({ title: t('ag_share_title'), text: t('ag_share_text'), url });
    if (r !== 'shared') void showToast(t(r === 'copied' ? 'ag_copied' : 'ag_copy_failed'), TOAST_MS.default);
  };
  const del = async () => {
    if (!(await confirmDialog(t('ag_link_delete_confirm'), 'ag_delete'))) return;
    try {
      await remove.mutateAsync({ id: link.id });
      void showToast(t('ag_link_deleted'), TOAST_MS.default);
    } catch {
      // The list's query shows the state again; the mutation's error is the toast of the shared client.
    }
  };
  return (
    <li className="ag-card ag-link-card" data-testid="agent-link" data-code={link.code}>
      <QrImage link={url} label={t('ag_link_qr', { code: link.code })} size={96} className="ag-qr" testId="agent-link-qr" />
      <div className="ag-row-main">
        <strong>
          {link.code}
          <span className="ag-tag">{t(link.type === 'agent' ? 'ag_kind_agent' : 'ag_kind_member')}</span>
        </strong>
        <span className="ag-link-text" data-testid="agent-link-url">
          {url}
        </span>
        <span className="ag-muted">
          {t('ag_rebate')} {t('ag_rebate_value', { value: rebateToPercent(link.rebateBp) })} · {t('ag_registrations')} {link.registrations} ·{' '}
          {t('ag_created', { date: formatDate(link.createdAt, lng) })}
        </span>
        <div className="ag-actions">
          <button type="button" className="btn btn-outline btn-sm" onClick={() => void copy()}>
            {t('ag_copy_link')}
          </button>
          <button type="button" className="btn btn-outline btn-sm" onClick={() => void share()}>
            {t('ag_share')}
          </button>
        </div>
        <button type="button" className="btn btn-outline btn-sm" aria-label={t('ag_link_delete', { code: link.code })} onClick={() => void del()} disabled={remove.isPending}>
          {t('ag_delete')}
        </button>
      </div>
    </li>
  );
}

function useKinds() {
  const { t } = useAgentTranslation();
  const quotaLeft = useAffiliateSummaryQuery().data?.subAgentQuota ?? 0;
  const options = [{ value: 'member' as Kind, label: t('ag_kind_member') }, ...(quotaLeft > 0 ? [{ value: 'agent' as Kind, label: t('ag_kind_agent') }] : [])];
  return { options, quotaLeft };
}

function CreateLink() {
  const { t } = useAgentTranslation();
  const mine = useAffiliateSummaryQuery().data?.rebateBp;
  const create = useCreateAffLinkMutation();
  const { options, quotaLeft } = useKinds();
  const [kind, setKind] = useState<Kind>('member');
  const form = useForm({
    initial: { rebateBp: '0' },
    validate: (v) => rebateProblem(v.rebateBp, mine, t),
    onSubmit: async (v) => {
      await create.mutateAsync({ type: kind, rebateBp: percentToRebate(v.rebateBp)! });
      void showToast(t('ag_link_created'), TOAST_MS.default);
    },
  });
  return (
    <section className="ag-card" aria-labelledby="ag-h-create">
      <h2 id="ag-h-create" className="ag-h">
        {t('ag_link_create')}
      </h2>
      <form className="mn-form" onSubmit={form.submit} noValidate data-testid="agent-link-form">
        <Chips label={t('ag_link_type')} value={kind} onChange={setKind} options={options} />
        {quotaLeft === 0 ? <p className="ag-muted">{t('ag_no_quota')}</p> : null}
        <Field label={t('ag_rebate_percent')} inputMode="decimal" hint={mine !== undefined ? t('ag_rebate_hint', { max: rebateToPercent(mine) }) : undefined} {...form.field('rebateBp')} />
        <FormError>{form.error}</FormError>
        <SubmitButton busy={form.busy}>{t('ag_link_create')}</SubmitButton>
      </form>
    </section>
  );
}

function RegisterDownline() {
  const { t } = useAgentTranslation();
  const mine = useAffiliateSummaryQuery().data?.rebateBp;
  const reg = useRegAffMutation();
  const { options } = useKinds();
  const [kind, setKind] = useState<Kind>('member');
  const form = useForm({
    initial: { username: '', password: '', rebateBp: '0' },
    validate: (v) => {
      if (!/^[A-Za-z0-9_]{4,16}$/.test(v.username.trim())) return { username: t('ag_reg_username_invalid') };
      if (v.password.length < 6 || v.password.length > 32) return { password: t('ag_reg_password_invalid') };
      return rebateProblem(v.rebateBp, mine, t);
    },
    onSubmit: async (v) => {
      const done = await reg.mutateAsync({ username: v.username.trim(), password: v.password, type: kind, rebateBp: percentToRebate(v.rebateBp)! });
      form.setValues({ username: '', password: '', rebateBp: '0' });
      void showToast(t('ag_reg_done', { account: done.account }), TOAST_MS.default);
    },
  });
  return (
    <section className="ag-card" aria-labelledby="ag-h-reg">
      <h2 id="ag-h-reg" className="ag-h">
        {t('ag_reg_title')}
      </h2>
      <form className="mn-form" onSubmit={form.submit} noValidate data-testid="agent-reg-form">
        <Chips label={t('ag_reg_type')} value={kind} onChange={setKind} options={options} />
        <Field label={t('ag_reg_username')} autoComplete="off" maxLength={16} {...form.field('username')} />
        <PasswordField label={t('ag_reg_password')} autoComplete="new-password" revealable {...form.field('password')} />
        <Field label={t('ag_rebate_percent')} inputMode="decimal" {...form.field('rebateBp')} />
        <FormError>{form.error}</FormError>
        <SubmitButton busy={form.busy}>{t('ag_reg_submit')}</SubmitButton>
      </form>
    </section>
  );
}

function rebateProblem(text: string, mine: number | undefined, t: (k: string, o?: Record<string, unknown>) => string) {
  const bp = percentToRebate(text);
  if (bp === null) return { rebateBp: t('ag_rebate_invalid') };
  if (mine !== undefined && bp > mine) return { rebateBp: t('ag_rebate_too_high', { max: rebateToPercent(mine) }) };
  return null;
}
