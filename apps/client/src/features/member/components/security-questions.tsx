import '../security.css';
import { useId, useState, type FormEvent } from 'react';
import { SECURITY_QUESTION_COUNT } from '@wps/contract/lite';
import { errorText } from '../../../shared/api/error-text';
import { EmptyState, ErrorState, ListSkeleton } from '../../../shared/ui/list-states';
import {
  useCustomerSecurityQuestionsQuery,
  useSecurityQuestionsQuery,
  useSetSecurityQuestionsMutation,
} from '../api/security-questions';
import { useMemberTranslation } from '../i18n';

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
      {mine.isError ? <ErrorState error={mine.error} onRetry={() => void mine.refetch()} /> : null}
      {expanded && mine.data ? (
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
  const [questionIds, setQuestionIds] = useState<number[]>(slots.map((i) => selected[i] ?? 0));
  const [answers, setAnswers] = useState<string[]>(slots.map(() => ''));
  const [loginPassword, setLogin] = useState('');
  const [formError, setFormError] = useState('');

  if (list.isPending) return <ListSkeleton rows={2} />;
  if (list.isError) return <ErrorState error={list.error} onRetry={() => void list.refetch()} />;
  if (list.data.length < SECURITY_QUESTION_COUNT) return <EmptyState text={t('sq_none')} />;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (mutation.isPending) return;
    if (questionIds.some((q) => !q)) return setFormError(t('sq_choose'));
    if (new Set(questionIds).size !== questionIds.length) return setFormError(t('sq_distinct'));
    if (answers.some((a) => !a.trim() || a.trim().length > 64)) return setFormError(t('sq_answer_required'));
    if (!loginPassword) return setFormError(t('sq_login_required'));
    setFormError('');
    mutation.mutate(
      { loginPassword, answers: slots.map((i) => ({ questionId: questionIds[i]!, answer: answers[i]!.trim() })) },
      { onSuccess: () => onDone() },
    );
  };
  const error = formError || (mutation.isError ? errorText(mutation.error) : '');
  return (
    <form className="mn-form mn-card" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('sq_title')}</h2>
      <p className="mn-note">{t('sq_hint')}</p>
      {slots.map((i) => (
        <div key={i}>
          <div className="field">
            <label className="field-label" htmlFor={`${id}-q${i}`}>
              {t('sq_question_n', { n: i + 1 })}
            </label>
            <select
              id={`${id}-q${i}`}
              className="mn-select"
              value={questionIds[i] || ''}
              onChange={(e) => setQuestionIds((cur) => cur.map((v, j) => (j === i ? Number(e.target.value) : v)))}
            >
              <option value="">{t('sq_choose')}</option>
              {list.data.map((q) => (
                <option key={q.id} value={q.id}>
                  {t(`sq_q_${q.key}`)}
                </option>
              ))}
            </select>
          </div>
          <label className="field" htmlFor={`${id}-a${i}`}>
            <span className="field-label">{t('sq_answer_n', { n: i + 1 })}</span>
            <input
              id={`${id}-a${i}`}
              autoComplete="off"
              maxLength={64}
              value={answers[i]}
              onChange={(e) => setAnswers((cur) => cur.map((v, j) => (j === i ? e.target.value : v)))}
            />
          </label>
        </div>
      ))}
      <label className="field" htmlFor={`${id}-login`}>
        <span className="field-label">{t('mn_login_password')}</span>
        <input
          id={`${id}-login`}
          type="password"
          autoComplete="current-password"
          maxLength={128}
          value={loginPassword}
          onChange={(e) => setLogin(e.target.value)}
        />
      </label>
      <p className="form-error" role="alert">
        {error}
      </p>
      <button type="submit" className="btn btn-primary btn-wide" disabled={mutation.isPending}>
        {mutation.isPending ? t('mn_please_wait') : t('sq_save')}
      </button>
    </form>
  );
}
