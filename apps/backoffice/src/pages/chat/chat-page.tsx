import { useTranslate } from '@refinedev/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChatServerFrame, ChatStatus, OpsChatConversation } from '@wps/contract';
import { Badge, Button, Card, Descriptions, Empty, Input, List, Select, Space, Tabs, Tag, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { errorText, isOpsError, opsRequest } from '../../api/ops-client';
import { formatDateTime } from '../../i18n/format';
import { useOpsAction } from '../../shared/actions';
import { useCannedQuery } from './canned-page';

// Support > Live chat (issue 31): the conversations waiting for an answer, open and closed; one opened beside its
// member; answers and closing are audited operator calls (useOpsAction); a socket pushes what changes.

const KEY = ['chat'] as const;
const STATUS_COLOURS: Record<ChatStatus, string> = { waiting: 'orange', open: 'green', closed: 'default' };

let seq = 0;
const clientId = () => `ops-${Date.now().toString(36)}-${(seq++).toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

/** Opens the operator socket with a one-use ticket; reconnects after a drop; every frame refreshes what is shown. */
function useChatPushes(onFrame: (f: ChatServerFrame) => void): boolean {
  const [live, setLive] = useState(false);
  const handler = useRef(onFrame);
  handler.current = onFrame;
  useEffect(() => {
    let stopped = false;
    let socket: WebSocket | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const again = () => {
      setLive(false);
      if (!stopped) timer = setTimeout(() => void connect(), 3000);
    };
    async function connect() {
      try {
        const { socketPath } = await opsRequest('opsChatTicket');
        if (stopped) return;
        socket = new WebSocket(`${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${socketPath}`);
        socket.onmessage = (e: MessageEvent<string>) => {
          const frame = JSON.parse(e.data) as ChatServerFrame;
          if (frame.type === 'ready') setLive(true);
          handler.current(frame);
        };
        socket.onclose = again;
      } catch {
        again();
      }
    }
    void connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      socket?.close();
    };
  }, []);
  return live;
}

export default function ChatPage() {
  const translate = useTranslate();
  const qc = useQueryClient();
  const [status, setStatus] = useState<ChatStatus>('waiting');
  const [selected, setSelected] = useState<number | null>(null);
  const [typing, setTyping] = useState<number | null>(null);
  const counts = useQuery({ queryKey: [...KEY, 'counts'], queryFn: () => opsRequest('opsChatCounts'), refetchInterval: 60_000 });
  const list = useQuery({ queryKey: [...KEY, 'list', status], queryFn: () => opsRequest('opsChatConversations', { query: { status } }) });
  const live = useChatPushes((f) => {
    if (f.type === 'typing' && f.from === 'member') {
      setTyping(f.conversationId);
      setTimeout(() => setTyping(null), 4000);
      return;
    }
    if (f.type !== 'ready') void qc.invalidateQueries({ queryKey: KEY });
  });

  const tab = (s: ChatStatus, n?: number) => ({
    key: s,
    label: (
      <Space size={4}>
        {translate(`chat.${s}`)}
        {n ? <Badge count={n} overflowCount={99} /> : null}
      </Space>
    ),
  });

  return (
    <Card
      title={translate('chat.title')}
      extra={<Tag color={live ? 'green' : 'default'}>{translate(live ? 'chat.live' : 'chat.offline')}</Tag>}
      data-testid="chat-inbox"
    >
      <div style={{ display: 'grid', gridTemplateColumns: 'minmax(240px, 1fr) 2fr', gap: 16 }}>
        <div>
          <Tabs
            activeKey={status}
            onChange={(k) => setStatus(k as ChatStatus)}
            items={[tab('waiting', counts.data?.waiting), tab('open', counts.data?.open), tab('closed')]}
          />
          {list.isError ? (
            <Typography.Text type="danger">{isOpsError(list.error) ? list.error.message : errorText('unknown')}</Typography.Text>
          ) : (
            <List<OpsChatConversation>
              loading={list.isPending}
              dataSource={list.data ?? []}
              locale={{ emptyText: <Empty description={translate('chat.empty')} /> }}
              renderItem={(c) => (
                <List.Item
                  onClick={() => setSelected(c.id)}
                  style={{ cursor: 'pointer', background: c.id === selected ? 'rgba(22,119,255,0.08)' : undefined, paddingInline: 8 }}
                  data-testid="chat-conversation"
                >
                  <List.Item.Meta
                    title={
                      <Space>
                        <Badge count={c.unread} size="small">
                          <span>{c.username}</span>
                        </Badge>
                        <Tag color={STATUS_COLOURS[c.status]}>{translate(`chat.${c.status}`)}</Tag>
                        {c.operatorName ? <Typography.Text type="secondary">{c.operatorName}</Typography.Text> : null}
                      </Space>
                    }
                    description={
                      <Typography.Text type="secondary" ellipsis>
                        {typing === c.id ? translate('chat.typing') : (c.lastText ?? translate('chat.picture'))}
                      </Typography.Text>
                    }
                  />
                </List.Item>
              )}
            />
          )}
        </div>
        {selected ? <Thread id={selected} typing={typing === selected} /> : <Empty description={translate('chat.pick')} />}
      </div>
    </Card>
  );
}

function Thread({ id, typing }: { id: number; typing: boolean }) {
  const translate = useTranslate();
  const [text, setText] = useState('');
  const thread = useQuery({ queryKey: [...KEY, 'thread', id], queryFn: () => opsRequest('opsChatThread', { params: { id } }) });
  const send = useOpsAction('chat', 'send', { success: () => undefined }).run;
  const read = useOpsAction('chat', 'read', { success: () => undefined }).run;
  const close = useOpsAction('chat', 'close', { success: translate('chat.closedDone') }).run;
  const claim = useOpsAction('chat', 'claim', { success: translate('chat.claimed') }).run;
  const canned = useCannedQuery();
  const qc = useQueryClient();
  const refresh = () => void qc.invalidateQueries({ queryKey: KEY });

  // What the member wrote is read once it is on screen: the waiting and unread counts follow.
  const newestFromMember = thread.data?.messages.filter((m) => m.sender === 'member' && !m.readAt).at(-1);
  useEffect(() => {
    if (newestFromMember) void read({ params: { id }, body: { upTo: newestFromMember.id } }).then(refresh);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [newestFromMember?.id, id]);

  if (thread.isPending) return <Card loading />;
  if (thread.isError || !thread.data) return <Empty description={isOpsError(thread.error) ? thread.error.message : errorText('unknown')} />;
  const { member, messages, conversation } = thread.data;
  const submit = async () => {
    const body = text.trim();
    if (!body) return;
    const answer = await send({ params: { id }, body: { clientId: clientId(), text: body } });
    if (answer) setText('');
    refresh();
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="chat-thread">
      <Descriptions size="small" column={2} bordered title={translate('chat.member')}>
        <Descriptions.Item label={translate('chat.username')}>{member.username}</Descriptions.Item>
        <Descriptions.Item label={translate('chat.nickname')}>{member.nickname ?? '-'}</Descriptions.Item>
        <Descriptions.Item label={translate('chat.registered')}>{formatDateTime(member.registeredAt)}</Descriptions.Item>
        <Descriptions.Item label={translate('chat.status')}>
          {conversation ? <Tag color={STATUS_COLOURS[conversation.status]}>{translate(`chat.${conversation.status}`)}</Tag> : null}
        </Descriptions.Item>
      </Descriptions>
      <div style={{ maxHeight: 420, overflowY: 'auto', display: 'flex', flexDirection: 'column', gap: 8, padding: 8 }}>
        {messages.map((m) => (
          <div
            key={m.id}
            data-testid="chat-thread-message"
            style={{
              alignSelf: m.sender === 'operator' ? 'flex-end' : 'flex-start',
              maxWidth: '75%',
              padding: '6px 10px',
              borderRadius: 10,
              background: m.sender === 'operator' ? 'rgba(22,119,255,0.12)' : 'rgba(0,0,0,0.05)',
              whiteSpace: 'pre-wrap',
              wordBreak: 'break-word',
            }}
          >
            {m.text}
            {m.picture ? <img src={m.picture} alt={translate('chat.picture')} style={{ maxWidth: '100%', maxHeight: 200, display: 'block' }} /> : null}
            <Typography.Text type="secondary" style={{ display: 'block', fontSize: 11 }}>
              {m.sender === 'operator' ? `${m.operatorName ?? ''} · ` : ''}
              {formatDateTime(m.createdAt)}
              {m.sender === 'operator' && m.readAt ? ` · ${translate('chat.read')}` : ''}
            </Typography.Text>
          </div>
        ))}
        {typing ? <Typography.Text type="secondary">{translate('chat.typing')}</Typography.Text> : null}
      </div>
      {conversation?.status !== 'closed' && canned.data?.length ? (
        <Select
          showSearch
          allowClear
          value={null}
          style={{ width: '100%' }}
          placeholder={translate('chat.canned')}
          aria-label={translate('chat.canned')}
          optionFilterProp="label"
          options={canned.data.map((c) => ({ value: c.id, label: `${c.language} · ${c.title}` }))}
          onChange={(v: number | null) => {
            const picked = canned.data.find((c) => c.id === v);
            if (picked) setText((t) => (t ? `${t}\n${picked.text}` : picked.text));
          }}
        />
      ) : null}
      {conversation?.status !== 'closed' ? (
        <Space.Compact style={{ width: '100%' }}>
          <Input.TextArea
            value={text}
            onChange={(e) => setText(e.target.value)}
            autoSize={{ minRows: 1, maxRows: 4 }}
            maxLength={2000}
            aria-label={translate('chat.placeholder')}
            placeholder={translate('chat.placeholder')}
            onPressEnter={(e) => {
              if (!e.shiftKey) {
                e.preventDefault();
                void submit();
              }
            }}
          />
          <Button type="primary" onClick={() => void submit()} disabled={!text.trim()}>
            {translate('chat.send')}
          </Button>
        </Space.Compact>
      ) : null}
      {conversation?.status !== 'closed' ? (
        <Space>
          <Button onClick={() => void claim({ params: { id }, body: {} }).then(refresh)}>{translate('chat.claim')}</Button>
          <Button danger onClick={() => void close({ params: { id } }).then(refresh)}>
            {translate('chat.close')}
          </Button>
        </Space>
      ) : null}
    </Space>
  );
}
