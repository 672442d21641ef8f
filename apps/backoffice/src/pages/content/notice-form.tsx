import { useTranslate } from '@refinedev/core';
import { INBOX_CONTENT_MAX, INBOX_TITLE_MAX, OPS_NOTICE_TYPES, type OpsNoticeItem } from '@wps/contract';
import { Form, Input, Modal, Select } from 'antd';
import { useEffect } from 'react';
import { windowOf, type NoticeValues } from './content-values';
import { ScheduleFields } from './schedule-fields';

/** A new notice (`notice` null, of `type`) or a notice's change: type, title, text, order, switch, window. */
export function NoticeModal({
  open,
  notice,
  type,
  pending,
  onSubmit,
  onClose,
}: {
  open: boolean;
  notice: OpsNoticeItem | null;
  type: string;
  pending: boolean;
  onSubmit: (v: NoticeValues) => void;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const [form] = Form.useForm<NoticeValues>();
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
      notice
        ? { type: notice.type, title: notice.title, content: notice.content, sort: notice.sort, enabled: notice.enabled, window: windowOf(notice) }
        : { type: type || OPS_NOTICE_TYPES[0], title: '', content: '', sort: null, enabled: true, window: undefined },
    );
  }, [open, notice, type, form]);

  return (
    <Modal
      open={open}
      title={notice ? translate('notices.editTitle', { title: notice.title }) : translate('notices.create')}
      okText={translate(notice ? 'buttons.save' : 'notices.publish')}
      cancelText={translate('buttons.cancel')}
      okButtonProps={{ loading: pending, 'data-testid': 'notice-submit' }}
      onOk={() => form.submit()}
      onCancel={onClose}
      forceRender
      width={640}
    >
      <Form form={form} name="notice" layout="vertical" onFinish={onSubmit}>
        <Form.Item name="type" label={translate('notices.type')} rules={[{ required: true }]} extra={translate('notices.typeHelp')}>
          <Select options={OPS_NOTICE_TYPES.map((t) => ({ value: t, label: translate(`notices.types.${t}`) }))} />
        </Form.Item>
        <Form.Item
          name="title"
          label={translate('notices.titleField')}
          rules={[{ required: true, whitespace: true, max: INBOX_TITLE_MAX, message: translate('content.textRule', { max: INBOX_TITLE_MAX }) }]}
        >
          <Input maxLength={INBOX_TITLE_MAX} showCount />
        </Form.Item>
        <Form.Item
          name="content"
          label={translate('notices.content')}
          rules={[{ required: true, whitespace: true, max: INBOX_CONTENT_MAX, message: translate('content.textRule', { max: INBOX_CONTENT_MAX }) }]}
        >
          <Input.TextArea rows={5} maxLength={INBOX_CONTENT_MAX} showCount />
        </Form.Item>
        <ScheduleFields />
      </Form>
    </Modal>
  );
}
