import '../chat.css';
import { countWords, FEEDBACK_LIMITS, FEEDBACK_TYPES, feedbackContentProblem, TOAST_MS, type FeedbackType } from '@wps/contract/lite';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { errorText } from '../../../shared/api/error-text';
import { formatDateTime } from '../../../shared/format/date-time';
import { LoginRedirect } from '../../../shared/session/login-return';
import { useRefuseTrial } from '../../../shared/session/member-access';
import { showToast } from '../../../shared/ui/feedback';
import { IconBack } from '../../../shared/ui/icons';
import { EmptyState, ErrorState, ListSkeleton } from '../../../shared/ui/list-states';
import { useFeedbackListQuery, useSendFeedbackMutation } from '../api/feedback';
import { useChatTranslation } from '../i18n';

/**
 * Feedback to the support team (/m/feedback, spec part 2 s5 `/wps/feedback`): question type, content within the
 * merchant's word bounds, contact; the member's earlier feedback below with the answers (which also reach the inbox).
 */
export default function FeedbackPage() {
  const access = useRefuseTrial('/m/member/home');
  if (access === 'visitor') return <LoginRedirect />;
  if (access === 'trial') return null;
  return <Feedback />;
}

function Feedback() {
  const { t, lng } = useChatTranslation();
  const navigate = useNavigate();
  const list = useFeedbackListQuery();
  const send = useSendFeedbackMutation();
  const [questionType, setQuestionType] = useState<FeedbackType>('deposit');
  const [content, setContent] = useState('');
  const [contact, setContact] = useState('');
  const [tried, setTried] = useState(false);

  const bounds = list.data ? { minWords: list.data.minWords, maxWords: list.data.maxWords } : null;
  const words = countWords(content);
  const problem = bounds ? feedbackContentProblem(content, bounds) : null;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (!bounds || problem || send.isPending) return;
    send.mutate(
      { questionType, content: content.trim(), contact: contact.trim() || undefined },
      {
        onSuccess: () => {
          setContent('');
          setContact('');
          setTried(false);
          void showToast(t('fb_sent'), TOAST_MS.default);
        },
        onError: (err) => void showToast(errorText(err), TOAST_MS.default),
      },
    );
  };

  return (
    <div className="fb-page" data-testid="feedback-page">
      <header className="chat-top">
        <button type="button" className="icon-btn" aria-label={t('chat_back')} onClick={() => navigate(-1)}>
          <IconBack />
        </button>
        <h1>{t('fb_title')}</h1>
      </header>
      <form className="fb-form" onSubmit={submit} noValidate>
        <p className="fb-intro">{t('fb_intro')}</p>
        <label className="fb-field">
          <span>{t('fb_type')}</span>
          <select value={questionType} onChange={(e) => setQuestionType(e.target.value as FeedbackType)}>
            {FEEDBACK_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`fb_type_${type}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="fb-field">
          <span>{t('fb_content')}</span>
          <textarea
            value={content}
            rows={5}
            maxLength={FEEDBACK_LIMITS.contentChars}
            aria-invalid={tried && problem !== null}
            aria-describedby="fb-words"
            onChange={(e) => setContent(e.target.value)}
          />
          <span id="fb-words" className={tried && problem ? 'fb-hint fb-error' : 'fb-hint'} aria-live="polite">
            {bounds
              ? tried && problem === 'tooFew'
                ? t('fb_too_few', { min: bounds.minWords })
                : tried && problem === 'tooMany'
                  ? t('fb_too_many', { max: bounds.maxWords })
                  : t('fb_words', { n: words, min: bounds.minWords, max: bounds.maxWords })
              : null}
          </span>
        </label>
        <label className="fb-field">
          <span>{t('fb_contact')}</span>
          <input value={contact} maxLength={FEEDBACK_LIMITS.contactChars} placeholder={t('fb_contact_hint')} onChange={(e) => setContact(e.target.value)} />
        </label>
        <button type="submit" className="btn btn-primary" disabled={!bounds || send.isPending} aria-busy={send.isPending}>
          {send.isPending ? t('fb_submitting') : t('fb_submit')}
        </button>
      </form>
      <section className="fb-history" aria-labelledby="fb-history">
        <h2 id="fb-history">{t('fb_history')}</h2>
        {list.isPending ? (
          <ListSkeleton rows={2} />
        ) : list.isError && !list.data ? (
          <ErrorState error={list.error} onRetry={() => void list.refetch()} />
        ) : list.data.list.length === 0 ? (
          <EmptyState text={t('fb_empty')} testId="feedback-empty" />
        ) : (
          <ul className="fb-list">
            {list.data.list.map((f) => (
              <li key={f.id} className="fb-item" data-testid="feedback-item">
                <div className="fb-item-head">
                  <strong>{t(`fb_type_${f.questionType}`)}</strong>
                  <span className={f.status === 'answered' ? 'fb-chip fb-chip-done' : 'fb-chip'}>{t(f.status === 'answered' ? 'fb_answered' : 'fb_open')}</span>
                </div>
                <time className="fb-date" dateTime={f.createdAt}>
                  {formatDateTime(f.createdAt, lng)}
                </time>
                <p className="fb-text">{f.content}</p>
                {f.answer ? (
                  <div className="fb-answer">
                    <span>{t('fb_answer')}</span>
                    <p className="fb-text">{f.answer}</p>
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
