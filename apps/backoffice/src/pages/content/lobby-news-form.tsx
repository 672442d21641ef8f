import { useTranslate } from '@refinedev/core';
import { isSitePath, LANGUAGES, LOBBY_NEWS_CONTENT_MAX, LOBBY_NEWS_TITLE_MAX, type OpsLobbyNews } from '@wps/contract';
import { Form, Input, Modal, Select } from 'antd';
import { useEffect } from 'react';
import { textOrNull, windowOf, windowToBody, type Window } from './content-values';
import { ScheduleFields } from './schedule-fields';

export interface LobbyNewsValues {
  language: string;
  title: string;
  content: string;
  linkUrl?: string | null;
  sort?: number | null;
  enabled: boolean;
  window?: Window;
}

/** The call's body from the form: an empty link is none; an empty order is left out (last on create, kept on edit). */
export function lobbyNewsBody(v: LobbyNewsValues): Record<string, unknown> {
  return {
    language: v.language,
    title: v.title.trim(),
    content: v.content.trim(),
    linkUrl: textOrNull(v.linkUrl),
    ...(typeof v.sort === 'number' ? { sort: v.sort } : {}),
    enabled: v.enabled,
    ...windowToBody(v.window),
  };
}

/** Form rule: a player-site path (`/m/...`) or nothing (the contract's news link rule). */
export const newsLinkOk = (v: string | null | undefined): boolean => {
  const s = textOrNull(v);
  return s === null || isSitePath(s);
};

/** A new news item (`item` null, in `language`) or an item's change: language, title, text, link, order, switch, window. */
export function LobbyNewsModal({
  open,
  item,
  language,
  pending,
  onSubmit,
  onClose,
}: {
  open: boolean;
  item: OpsLobbyNews | null;
  language: string;
  pending: boolean;
  onSubmit: (v: LobbyNewsValues) => void;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const [form] = Form.useForm<LobbyNewsValues>();
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
      item
        ? { language: item.language, title: item.title, content: item.content, linkUrl: item.linkUrl, sort: item.sort, enabled: item.enabled, window: windowOf(item) }
        : { language: language || 'EN', title: '', content: '', linkUrl: '', sort: null, enabled: true, window: undefined },
    );
  }, [open, item, language, form]);

  return (
    <Modal
      open={open}
      title={item ? translate('lobbyNews.editTitle', { title: item.title }) : translate('lobbyNews.create')}
      okText={translate('buttons.save')}
      cancelText={translate('buttons.cancel')}
      okButtonProps={{ loading: pending, 'data-testid': 'lobby-news-submit' }}
      onOk={() => form.submit()}
      onCancel={onClose}
      forceRender
      width={640}
    >
      <Form form={form} name="lobbyNews" layout="vertical" onFinish={onSubmit}>
        <Form.Item name="language" label={translate('lobbyNews.language')} rules={[{ required: true }]} extra={translate('lobbyNews.languageHelp')}>
          <Select showSearch optionFilterProp="label" options={LANGUAGES.map((l) => ({ value: l.code, label: `${l.label} (${l.code})` }))} />
        </Form.Item>
        <Form.Item
          name="title"
          label={translate('lobbyNews.titleField')}
          rules={[{ required: true, whitespace: true, max: LOBBY_NEWS_TITLE_MAX, message: translate('content.textRule', { max: LOBBY_NEWS_TITLE_MAX }) }]}
        >
          <Input maxLength={LOBBY_NEWS_TITLE_MAX} showCount />
        </Form.Item>
        <Form.Item
          name="content"
          label={translate('lobbyNews.content')}
          extra={translate('lobbyNews.contentHelp')}
          rules={[{ required: true, whitespace: true, max: LOBBY_NEWS_CONTENT_MAX, message: translate('content.textRule', { max: LOBBY_NEWS_CONTENT_MAX }) }]}
        >
          <Input.TextArea rows={6} maxLength={LOBBY_NEWS_CONTENT_MAX} showCount />
        </Form.Item>
        <Form.Item
          name="linkUrl"
          label={translate('lobbyNews.link')}
          extra={translate('lobbyNews.linkHelp')}
          rules={[{ validator: (_, v) => (newsLinkOk(v) ? Promise.resolve() : Promise.reject(new Error(translate('lobbyNews.linkRule')))) }]}
        >
          <Input placeholder="/m/app" maxLength={300} />
        </Form.Item>
        <ScheduleFields />
      </Form>
    </Modal>
  );
}
