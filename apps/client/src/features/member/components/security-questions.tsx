import '../security.css';
import { useId } from 'react';
import { MEMBER_LIMITS, SECURITY_QUESTION_COUNT, isSecurityAnswer } from '@wps/contract/lite';
import { Field, FormError, PasswordField, Select, SubmitButton, useForm } from '../../../shared/ui/form';
import { EmptyState, ErrorState, ListSkeleton } from '../../../shared/ui/list-states';
import {
  useCustomerSecurityQuestionsQuery,
  useSecurityQuestionsQuery,
  useSetSecurityQuestionsMutation,
} from '../api/security-questions';
import { useMemberTranslation } from '../i18n';
import { SecurityPanel } from './security-item';

/** Security questions row of the security centre: its state (set / not set) and the form to set or change them. */
export function SecurityQuestionsSection({ expanded, onToggle }: { expanded: boolean; onToggle: () => void }) {
  const { t } = useMemberTranslation();
  const mine = useCustomerSecurityQuestionsQuery();
  const set = mine.data?.set ?? false;
  let state = t('mn_loading');
  if (mine.isError) state = t('sq_state_error');
  else if (mine.data) state = set ? t('mn_state_set') : t('mn_state_not_set');
  return (
    <>
      <li className="mn-row mn-sec-item" data-testid="security-questions-item">
        <div>
          <p className="mn-row-title">{t('sq_title')}</p>
          <p className={`mn-row-sub ${set ? 'is-ok' : 'is-warn'}`} data-testid="security-questions-state">
            {state}
          </p>
        </div>
        <button type="button" className="btn btn-outline btn-sm" aria-expanded={expanded} onClick={onToggle} disabled={!mine.data}>
          {set ? t('mn_change') : t('mn_set')}
        </button>
      </li>
      {mine.isError ? (
        <SecurityPanel>
          <ErrorState error={mine.error} onRetry={() => void mine.refetch()} />
        </SecurityPanel>
      ) : null}
      {expanded && mine.data ? (
        <SecurityPanel>
          <div className="mn-panel">
            {set ? (
              <ul className="mn-list" data-testid="my-questions">
                {mine.data.questions.map((q) => (
                  <li key={q.id} className="mn-row">
                    <p className="mn-row-sub">{t(`sq_q_${q.key}`)}</p>
                  </li>
                ))}
              </ul>
            ) : null}
            <SecurityQuestionsForm selected={mine.data.questions.map((q) => q.id)} onDone={onToggle} />
          </div>
        </SecurityPanel>
      ) : null}
    </>
  );
}

function SecurityQuestionsForm({ selected, onDone }: { selected: number[]; onDone: () => void }) {
  const { t } = useMemberTranslation();
  const id = useId();
  const list = useSecurityQuestionsQuery(true);
  const mutation = useSetSecurityQuestionsMutation();
  const slots = Array.from({ length: SECURITY_QUESTION_COUNT }, (_, i) => i);
  const form = useForm({
    initial: () => ({ questionIds: slots.map((i) => selected[i] ?? 0), answers: slots.map(() => ''), loginPassword: '' }),
    validate: ({ questionIds, answers, loginPassword }) => {
      if (questionIds.some((q) => !q)) return t('sq_choose');
      if (new Set(questionIds).size !== questionIds.length) return t('sq_distinct');
      if (!answers.every(isSecurityAnswer)) return t('sq_answer_required');
      if (!loginPassword) return t('sq_login_required');
      return null;
    },
    onSubmit: async ({ questionIds, answers, loginPassword }) => {
      await mutation.mutateAsync({ loginPassword, answers: slots.map((i) => ({ questionId: questionIds[i]!, answer: answers[i]!.trim() })) });
      onDone();
    },
  });

  if (list.isPending) return <ListSkeleton rows={2} />;
  if (list.isError) return <ErrorState error={list.error} onRetry={() => void list.refetch()} />;
  if (list.data.length < SECURITY_QUESTION_COUNT) return <EmptyState text={t('sq_none')} />;

  const { questionIds, answers } = form.values;
  const options = list.data.map((q) => ({ value: String(q.id), label: t(`sq_q_${q.key}`) }));
  return (
    <form className="mn-form mn-card" onSubmit={form.submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('sq_title')}</h2>
      <p className="mn-note">{t('sq_hint')}</p>
      {slots.map((i) => (
        <div key={i}>
          <Select
            label={t('sq_question_n', { n: i + 1 })}
            value={questionIds[i] ? String(questionIds[i]) : ''}
            onChange={(v) => form.set('questionIds', questionIds.map((q, j) => (j === i ? Number(v) : q)))}
            placeholder={t('sq_choose')}
            options={options}
          />
          <Field
            label={t('sq_answer_n', { n: i + 1 })}
            value={answers[i] ?? ''}
            onChange={(v) => form.set('answers', answers.map((a, j) => (j === i ? v : a)))}
            autoComplete="off"
            maxLength={MEMBER_LIMITS.securityAnswerMax}
          />
        </div>
      ))}
      <PasswordField label={t('mn_login_password')} {...form.field('loginPassword')} autoComplete="current-password" />
      <FormError>{form.error}</FormError>
      <SubmitButton busy={form.busy} busyText={t('mn_please_wait')}>
        {t('sq_save')}
      </SubmitButton>
    </form>
  );
}
