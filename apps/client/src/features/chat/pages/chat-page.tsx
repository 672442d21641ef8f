import '../chat.css';
import type { ChatMessage, ChatServerFrame } from '@wps/contract';
import { CHAT_LIMITS, TOAST_MS } from '@wps/contract/lite';
import { useEffect, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { errorText } from '../../../shared/api/error-text';
import { formatDateTime } from '../../../shared/format/date-time';
import { LoginRedirect } from '../../../shared/session/login-return';
import { useRefuseTrial } from '../../../shared/session/member-access';
import { showToast } from '../../../shared/ui/feedback';
import { IconBack } from '../../../shared/ui/icons';
import { EmptyState, ErrorState, ListSkeleton } from '../../../shared/ui/list-states';
import { mergeMessages, readChat, sendChat, useChatHistoryQuery, useInvalidateUnread } from '../api/chat';
import { loadPending, newClientId, savePending, type Pending } from '../api/pending';
import { useChatSocket } from '../api/socket';
import { useChatTranslation } from '../i18n';

/** Live chat with the merchant's support team (/m/chat, issue 31). Members only. */
export default function ChatPage() {
  const access = useRefuseTrial('/m/message');
  if (access === 'visitor') return <LoginRedirect />;
  if (access === 'trial') return null;
  return <Conversation />;
}

function Conversation() {
  const { t } = useChatTranslation();
  const navigate = useNavigate();
  const history = useChatHistoryQuery();
  const invalidateUnread = useInvalidateUnread();
  const [live, setLive] = useState<ChatMessage[]>([]);
  const [pending, setPending] = useState<Pending[]>(loadPending);
  const [text, setText] = useState('');
  const [typingUntil, setTypingUntil] = useState(0);
  const [closed, setClosed] = useState(false);
  const lastTyping = useRef(0);
  const bottom = useRef<HTMLDivElement>(null);
  const top = useRef<HTMLDivElement>(null);

  const pages = useMemo(() => history.data?.pages ?? [], [history.data]);
  const messages = useMemo(() => mergeMessages(...[...pages].reverse().map((p) => p.messages), live), [pages, live]);
  const known = useMemo(() => new Set(messages.map((m) => m.clientId)), [messages]);
  const waiting = pending.filter((p) => !known.has(p.clientId));
  const conversation = pages[0]?.conversation ?? null;

  const keepPending = (next: (list: Pending[]) => Pending[]) =>
    setPending((list) => {
      const out = next(list);
      savePending(out);
      return out;
    });

  /** Sends (or sends again) one message; the server keeps one per client id, so a resend never doubles it. */
  const deliver = async (p: Pending) => {
    keepPending((list) => list.map((x) => (x.clientId === p.clientId ? { ...x, failed: false } : x)));
    try {
      const stored = await sendChat({ clientId: p.clientId, text: p.text, picture: p.picture });
      setLive((l) => mergeMessages(l, [stored]));
      setClosed(false);
      keepPending((list) => list.filter((x) => x.clientId !== p.clientId));
    } catch (err) {
      keepPending((list) => list.map((x) => (x.clientId === p.clientId ? { ...x, failed: true } : x)));
      void showToast(errorText(err), TOAST_MS.default);
    }
  };

  const onFrame = (f: ChatServerFrame) => {
    if (f.type === 'message') {
      setLive((l) => mergeMessages(l, [f.message]));
      if (f.message.sender === 'operator') {
        socket.send({ type: 'delivered', upTo: f.message.id });
        setTypingUntil(0);
      }
    } else if (f.type === 'typing' && f.from === 'operator') setTypingUntil(Date.now() + CHAT_LIMITS.typingShownMs);
    else if (f.type === 'marks' && f.by === 'operator') {
      const stamp = new Date().toISOString();
      setLive((l) =>
        mergeMessages(
          l,
          messages
            .filter((m) => m.sender === 'member' && m.id <= (f.deliveredUpTo ?? 0))
            .map((m) => ({ ...m, deliveredAt: m.deliveredAt ?? stamp, readAt: f.readUpTo && m.id <= f.readUpTo ? (m.readAt ?? stamp) : m.readAt })),
        ),
      );
    } else if (f.type === 'conversation') setClosed(f.status === 'closed');
  };
  // On every (re)connection: what was missed comes with the newest page, what is pending goes again.
  const onOpen = () => {
    void history.refetch();
    for (const p of loadPending()) void deliver(p);
  };
  const socket = useChatSocket(onFrame, onOpen);

  // Operator answers shown on screen are read: one mark for the newest, then the badges follow.
  const newestAnswer = [...messages].reverse().find((m) => m.sender === 'operator');
  useEffect(() => {
    if (!newestAnswer || newestAnswer.readAt || document.visibilityState !== 'visible') return;
    readChat(newestAnswer.id).then(() => void invalidateUnread(), () => undefined);
  }, [newestAnswer, invalidateUnread]);

  // Keep the newest in view as messages arrive. A block body: this Chromium's scrollIntoView answers a promise, which
  // React would later call as the effect's cleanup ("is not a function") and the page would fail.
  useEffect(() => {
    bottom.current?.scrollIntoView({ block: 'end' });
  }, [messages.length, waiting.length]);

  // Older history when the top of the list comes into view.
  useEffect(() => {
    const el = top.current;
    if (!el) return;
    const seen = new IntersectionObserver(([entry]) => {
      if (entry?.isIntersecting && history.hasNextPage && !history.isFetchingNextPage) void history.fetchNextPage();
    });
    seen.observe(el);
    return () => seen.disconnect();
  }, [history]);

  useEffect(() => {
    if (typingUntil === 0) return;
    const timer = setTimeout(() => setTypingUntil(0), Math.max(0, typingUntil - Date.now()));
    return () => clearTimeout(timer);
  }, [typingUntil]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = text.trim();
    if (!body) return;
    const p: Pending = { clientId: newClientId(), text: body, at: Date.now() };
    keepPending((list) => [...list, p]);
    setText('');
    void deliver(p);
  };
  const onText = (e: ChangeEvent<HTMLTextAreaElement>) => {
    setText(e.target.value);
    if (Date.now() - lastTyping.current > CHAT_LIMITS.typingEveryMs) {
      lastTyping.current = Date.now();
      socket.send({ type: 'typing' });
    }
  };
  const onPicture = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    const reader = new FileReader();
    reader.onload = () => {
      const p: Pending = { clientId: newClientId(), picture: String(reader.result), at: Date.now() };
      keepPending((list) => [...list, p]);
      void deliver(p);
    };
    reader.readAsDataURL(file);
  };

  return (
    <div className="chat-page" data-testid="chat-page">
      <header className="chat-top">
        <button type="button" className="icon-btn" aria-label={t('chat_back')} onClick={() => navigate(-1)}>
          <IconBack />
        </button>
        <div>
          <h1>{t('chat_title')}</h1>
          <p className="chat-sub" role="status">
            {socket.state === 'open' ? t('chat_subtitle') : t('chat_offline')}
          </p>
        </div>
      </header>
      <div className="chat-list" aria-live="polite">
        {history.isPending ? (
          <ListSkeleton rows={3} />
        ) : history.isError ? (
          <ErrorState error={history.error} onRetry={() => void history.refetch()} />
        ) : (
          <>
            <div ref={top} className="chat-top-sentinel">
              {history.isFetchingNextPage ? <p className="chat-note">{t('chat_load_older')}</p> : null}
            </div>
            {messages.length === 0 && waiting.length === 0 ? <EmptyState text={t('chat_empty')} testId="chat-empty" /> : null}
            {messages.map((m) => (
              <Bubble key={m.id} m={m} />
            ))}
            {waiting.map((p) => (
              <div key={p.clientId} className="chat-bubble chat-mine chat-pending">
                {p.text ? <p>{p.text}</p> : <p>{t('chat_picture')}</p>}
                {p.failed ? (
                  <button type="button" className="chat-retry" onClick={() => void deliver(p)}>
                    {t('chat_failed')}
                  </button>
                ) : (
                  <span className="chat-meta">{t('chat_sending')}</span>
                )}
              </div>
            ))}
            {closed || conversation?.status === 'closed' ? <p className="chat-note">{t('chat_closed')}</p> : null}
            {typingUntil > 0 ? (
              <p className="chat-note" data-testid="chat-typing">
                {t('chat_typing')}
              </p>
            ) : null}
            <div ref={bottom} />
          </>
        )}
      </div>
      <form className="chat-composer" onSubmit={submit}>
        <label className="chat-pic-btn">
          <span className="sr-only">{t('chat_picture')}</span>
          <input type="file" accept="image/png,image/jpeg" onChange={onPicture} />
          <span aria-hidden="true">＋</span>
        </label>
        <textarea
          value={text}
          onChange={onText}
          maxLength={CHAT_LIMITS.textMax}
          rows={1}
          aria-label={t('chat_placeholder')}
          placeholder={t('chat_placeholder')}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey) submit(e);
          }}
        />
        <button type="submit" className="btn btn-primary btn-sm" disabled={!text.trim()}>
          {t('chat_send')}
        </button>
      </form>
    </div>
  );
}

function Bubble({ m }: { m: ChatMessage }) {
  const { t, lng } = useChatTranslation();
  const mine = m.sender === 'member';
  const mark = mine ? (m.readAt ? t('chat_read') : m.deliveredAt ? t('chat_delivered') : t('chat_sent')) : null;
  return (
    <div className={`chat-bubble ${mine ? 'chat-mine' : 'chat-theirs'}`} data-testid="chat-message">
      {!mine ? <span className="chat-who">{m.operatorName ?? t('chat_support')}</span> : null}
      {m.text ? <p>{m.text}</p> : null}
      {m.picture ? <img src={m.picture} alt={t('chat_picture_alt')} className="chat-img" loading="lazy" /> : null}
      <span className="chat-meta">
        {formatDateTime(m.createdAt, lng)}
        {mark ? ` · ${mark}` : ''}
      </span>
    </div>
  );
}
