import { TOAST_MS } from '@wps/contract/lite';
import type { MyInvitation } from '@wps/contract';
import { useMoneyFormat } from '../../../shared/format/use-money-format';
import { showToast } from '../../../shared/ui/feedback';
import { useReferralTranslation } from '../i18n';
import { QrImage } from '../../../shared/ui/qr-image';
import { copyText, shareLink } from '../../../shared/ui/share';

/** The member's code and link, each to copy, the link to share and as a QR code. */
export function InvitationCard({ invitation }: { invitation: MyInvitation }) {
  const { t } = useReferralTranslation();
  const link = new URL(invitation.registerPath, window.location.origin).href;
  const say = (key: string) => void showToast(t(key), TOAST_MS.default);
  const copy = async (text: string) => say((await copyText(text)) ? 'ref_copied' : 'ref_copy_failed');
  const share = async () => {
    const done = await shareLink({ title: t('ref_share_title'), text: t('ref_share_text', { code: invitation.code }), url: link });
    if (done !== 'shared') say(done === 'copied' ? 'ref_link_copied' : 'ref_copy_failed');
  };
  return (
    <section className="ref-card" aria-labelledby="ref-h-code" data-testid="referral-invitation">
      <h2 id="ref-h-code" className="ref-h">
        {t('ref_my_code')}
      </h2>
      <div className="ref-line">
        <strong className="ref-code" data-testid="referral-code">
          {invitation.code}
        </strong>
        <button type="button" className="btn btn-outline btn-sm" aria-label={t('ref_copy_code')} onClick={() => void copy(invitation.code)}>
          {t('ref_copy')}
        </button>
      </div>
      <h2 className="ref-h" id="ref-h-link">
        {t('ref_my_link')}
      </h2>
      <p className="ref-link" data-testid="referral-link">
        {link}
      </p>
      <div className="ref-actions">
        <button type="button" className="btn btn-outline" onClick={() => void copy(link)}>
          {t('ref_copy_link')}
        </button>
        <button type="button" className="btn btn-primary" onClick={() => void share()}>
          {t('ref_share')}
        </button>
      </div>
      <QrImage link={link} label={t('ref_qr_label')} size={176} className="ref-qr" testId="referral-qr" />
      {invitation.eligible ? null : <p className="ref-note">{t('ref_agent_note')}</p>}
    </section>
  );
}

/** The rule in words: the reward and both conditions, or that rewards are paused. */
export function RuleCard({ invitation }: { invitation: MyInvitation }) {
  const { t } = useReferralTranslation();
  const money = useMoneyFormat();
  const { rule, totals } = invitation;
  const anyDeposit = Number(rule.minFirstDeposit) <= 0;
  return (
    <section className="ref-card" aria-labelledby="ref-h-rule" data-testid="referral-rule">
      <h2 id="ref-h-rule" className="ref-h">
        {t('ref_rule_title')}
      </h2>
      {rule.enabled && invitation.eligible ? (
        <>
          <p>{t('ref_rule_reward', { amount: money(rule.inviterReward) })}</p>
          <ol className="ref-steps">
            <li>{t('ref_rule_register')}</li>
            <li>{anyDeposit ? t('ref_rule_deposit_any') : t('ref_rule_deposit', { amount: money(rule.minFirstDeposit) })}</li>
            <li>{t('ref_rule_bets', { amount: money(rule.validBet) })}</li>
          </ol>
          {Number(rule.inviteeReward) > 0 ? <p>{t('ref_rule_invitee', { amount: money(rule.inviteeReward) })}</p> : null}
          <p className="ref-note">{t('ref_rule_turnover')}</p>
        </>
      ) : (
        <p>{t('ref_rule_off')}</p>
      )}
      <dl className="ref-totals" data-testid="referral-totals">
        <div>
          <dt>{t('ref_total_invited')}</dt>
          <dd>{totals.invited}</dd>
        </div>
        <div>
          <dt>{t('ref_total_qualified')}</dt>
          <dd>{totals.qualified}</dd>
        </div>
        <div>
          <dt>{t('ref_total_earned')}</dt>
          <dd>{money(totals.earned)}</dd>
        </div>
      </dl>
    </section>
  );
}
