import { ArrowLeftOutlined } from '@ant-design/icons';
import { CanAccess, useCan, useGo, useList, useOne, useTranslate } from '@refinedev/core';
import { PROMO_CATEGORIES, PROMOTION_CONTENT_MAX, PROMOTION_PARTICIPATIONS, type OpsPromotion } from '@wps/contract';
import { Alert, Button, Card, Checkbox, Col, DatePicker, Form, Input, InputNumber, Row, Select, Space, Switch, Tabs, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { formatDateTime } from '../../i18n/format';
import { useOpsAction } from '../../shared/actions';
import { ErrorState, PageLoading } from '../../shared/states';
import { editorHtml, fieldMessages, promotionBody, promotionPath, windowOf, windowValid, type PromotionValues } from './content-values';
import { sameHtml } from './rich-text';
import { RichTextEditor } from './rich-text-editor';
import './content.css';

const SLUG = /^[a-z0-9][a-z0-9-]{1,47}$/;

const toValues = (p: OpsPromotion): PromotionValues => ({
  category: p.category,
  title: p.title,
  participation: p.participation,
  remarkRequired: p.remarkRequired,
  imageRequired: p.imageRequired,
  linkedPromotionId: p.linkedPromotionId,
  enabled: p.enabled,
  sort: p.sort,
  noExpiry: p.noExpiry,
  window: windowOf({ startsAt: p.startsAt, endsAt: p.noExpiry ? null : p.endsAt }),
});

const EMPTY: PromotionValues = {
  slug: '',
  category: 'other_promo',
  title: '',
  participation: 'none',
  remarkRequired: false,
  imageRequired: false,
  linkedPromotionId: null,
  enabled: true,
  sort: null,
  noExpiry: false,
  window: undefined,
};

/**
 * A promotion's page (`/content/promotions/:id`, `new` for a new one): its settings, its content in the rich-text
 * editor with a phone-size preview, and after a save the HTML the server stored (its sanitizer may drop what the
 * player site does not allow), rendered and as source.
 */
export default function PromotionEditorPage() {
  const translate = useTranslate();
  const go = useGo();
  const { id: param } = useParams();
  const creating = param === 'new';
  const id = creating ? undefined : Number(param);
  const [form] = Form.useForm<PromotionValues>();
  const [content, setContent] = useState('');
  const [saved, setSaved] = useState<{ sent: string; answer: OpsPromotion } | null>(null);
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const [tab, setTab] = useState('preview');
  const { data: canEdit } = useCan({ resource: 'promotions', action: creating ? 'create' : 'edit' });

  const { query, result } = useOne<OpsPromotion>({
    resource: 'promotions',
    id: id ?? '',
    meta: { params: { id } },
    queryOptions: { enabled: id !== undefined && Number.isInteger(id) },
    errorNotification: false,
  });
  const { result: others } = useList<OpsPromotion>({ resource: 'promotions', pagination: { currentPage: 1, pageSize: 100 }, errorNotification: false });

  const onError = (error: unknown) => {
    const fields = fieldMessages(error);
    const known = new Set(['title', 'slug', 'category', 'participation', 'sort', 'linkedPromotionId']);
    form.setFields(Object.entries(fields).filter(([f]) => known.has(f)).map(([name, message]) => ({ name: name as keyof PromotionValues, errors: [message] })));
    setServerErrors(Object.entries(fields).filter(([f]) => !known.has(f)).map(([f, m]) => `${f}: ${m}`));
  };
  const create = useOpsAction<OpsPromotion>('promotions', 'create', { success: translate('promotionEditor.created'), onError });
  const update = useOpsAction<OpsPromotion>('promotions', 'edit', { success: translate('content.saved'), onError });

  useEffect(() => {
    if (creating) {
      form.setFieldsValue(EMPTY);
      setContent('');
    } else if (result?.id !== undefined) {
      form.setFieldsValue(toValues(result));
      setContent(result.content);
    }
  }, [creating, result, form]);

  if (!creating && (id === undefined || !Number.isInteger(id))) return <ErrorState error={{ message: translate('errors.NOT_FOUND') }} />;
  if (!creating && query.isLoading) return <PageLoading />;
  if (!creating && query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;

  const submit = async (v: PromotionValues) => {
    setServerErrors([]);
    const body = promotionBody(v, content, creating);
    const answer = creating ? await create.run({ body }) : await update.run({ params: { id: id! }, body });
    if (!answer) return;
    setSaved({ sent: body.content as string, answer });
    setContent(answer.content);
    setTab('saved');
    if (creating) go({ to: promotionPath(answer.id), type: 'replace' });
  };

  const linkOptions = (others?.data ?? []).filter((p) => p.id !== id).map((p) => ({ value: p.id, label: `${p.title} (${p.slug})` }));
  const record = creating ? undefined : result;

  return (
    <Card
      data-testid="promotion-editor"
      title={
        <Space wrap>
          <Button type="text" icon={<ArrowLeftOutlined aria-hidden="true" />} aria-label={translate('promotionEditor.back')} onClick={() => go({ to: '/content/promotions' })} />
          {creating ? translate('promotions.create') : translate('promotionEditor.editTitle', { title: record?.title ?? '' })}
        </Space>
      }
      extra={record && <Typography.Text type="secondary">{translate('promotionEditor.meta', { slug: record.slug, created: formatDateTime(record.createdAt), count: record.applications })}</Typography.Text>}
    >
      <Form form={form} name="promotion" layout="vertical" onFinish={(v) => void submit(v)} disabled={!canEdit?.can} initialValues={EMPTY}>
        <Row gutter={24}>
          <Col xs={24} xl={14}>
            <Row gutter={16}>
              <Col xs={24} md={16}>
                <Form.Item name="title" label={translate('promotions.titleField')} rules={[{ required: true, whitespace: true, max: 200, message: translate('content.textRule', { max: 200 }) }]}>
                  <Input maxLength={200} />
                </Form.Item>
              </Col>
              <Col xs={24} md={8}>
                {creating ? (
                  <Form.Item name="slug" label={translate('promotions.slug')} extra={translate('promotionEditor.slugHelp')} rules={[{ pattern: SLUG, message: translate('promotionEditor.slugRule') }]}>
                    <Input maxLength={48} />
                  </Form.Item>
                ) : (
                  <Form.Item label={translate('promotions.slug')}>
                    <Typography.Text code>{record?.slug}</Typography.Text>
                  </Form.Item>
                )}
              </Col>
              <Col xs={24} md={12}>
                <Form.Item name="category" label={translate('promotions.category')} rules={[{ required: true }]}>
                  <Select options={PROMO_CATEGORIES.map((c) => ({ value: c, label: translate(`promotions.categories.${c}`) }))} />
                </Form.Item>
              </Col>
              <Col xs={24} md={12}>
                <Form.Item name="participation" label={translate('promotions.participation')} extra={translate('promotionEditor.participationHelp')} rules={[{ required: true }]}>
                  <Select options={PROMOTION_PARTICIPATIONS.map((p) => ({ value: p, label: translate(`promotions.participations.${p}`) }))} />
                </Form.Item>
              </Col>
              <Form.Item noStyle dependencies={['participation']}>
                {({ getFieldValue }) =>
                  getFieldValue('participation') === 'apply' && (
                    <Col xs={24}>
                      <Space wrap style={{ marginBottom: 16 }}>
                        <Form.Item name="remarkRequired" valuePropName="checked" noStyle>
                          <Checkbox>{translate('promotionEditor.remarkRequired')}</Checkbox>
                        </Form.Item>
                        <Form.Item name="imageRequired" valuePropName="checked" noStyle>
                          <Checkbox>{translate('promotionEditor.imageRequired')}</Checkbox>
                        </Form.Item>
                      </Space>
                    </Col>
                  )
                }
              </Form.Item>
              <Col xs={24} md={12}>
                <Form.Item name="linkedPromotionId" label={translate('promotionEditor.linked')} extra={translate('promotionEditor.linkedHelp')}>
                  <Select allowClear showSearch optionFilterProp="label" options={linkOptions} placeholder={translate('promotionEditor.none')} />
                </Form.Item>
              </Col>
              <Col xs={12} md={6}>
                <Form.Item name="sort" label={translate('content.sort')}>
                  <InputNumber min={0} max={1_000_000} precision={0} style={{ width: '100%' }} />
                </Form.Item>
              </Col>
              <Col xs={12} md={6}>
                <Form.Item name="enabled" label={translate('content.enabled')} valuePropName="checked">
                  <Switch aria-label={translate('content.enabled')} />
                </Form.Item>
              </Col>
              <Col xs={24} md={16}>
                <Form.Item noStyle dependencies={['noExpiry']}>
                  {({ getFieldValue }) => (
                    <Form.Item
                      name="window"
                      label={translate('content.window')}
                      extra={translate(getFieldValue('noExpiry') ? 'promotionEditor.windowNoExpiry' : 'content.windowHelp')}
                      rules={[{ validator: (_, w) => (windowValid(w) ? Promise.resolve() : Promise.reject(new Error(translate('content.windowRule')))) }]}
                    >
                      <DatePicker.RangePicker showTime allowEmpty={[true, true]} disabled={[false, Boolean(getFieldValue('noExpiry'))]} style={{ width: '100%' }} />
                    </Form.Item>
                  )}
                </Form.Item>
              </Col>
              <Col xs={24} md={8}>
                <Form.Item name="noExpiry" label={translate('promotions.noExpiry')} valuePropName="checked">
                  <Switch aria-label={translate('promotions.noExpiry')} />
                </Form.Item>
              </Col>
            </Row>
            <Form.Item
              label={translate('promotionEditor.content')}
              required={false}
              validateStatus={content.length > PROMOTION_CONTENT_MAX ? 'error' : undefined}
              help={content.length > PROMOTION_CONTENT_MAX ? translate('content.textRule', { max: PROMOTION_CONTENT_MAX }) : translate('promotionEditor.contentHelp')}
            >
              <RichTextEditor value={content} onChange={setContent} label={translate('promotionEditor.content')} />
            </Form.Item>
            {serverErrors.length > 0 && <Alert type="error" showIcon style={{ marginBottom: 16 }} message={translate('errors.VALIDATION')} description={serverErrors.join('\n')} />}
            <CanAccess resource="promotions" action={creating ? 'create' : 'edit'} fallback={<Typography.Text type="secondary">{translate('access.readOnly')}</Typography.Text>}>
              <Space wrap style={{ marginTop: 8 }}>
                <Button type="primary" htmlType="submit" loading={create.pending || update.pending} disabled={content.length > PROMOTION_CONTENT_MAX} data-testid="promotion-save">
                  {translate(creating ? 'buttons.create' : 'buttons.save')}
                </Button>
                <Button onClick={() => go({ to: '/content/promotions' })}>{translate('buttons.cancel')}</Button>
              </Space>
            </CanAccess>
          </Col>
          <Col xs={24} xl={10}>
            <Tabs
              items={[
                {
                  key: 'preview',
                  label: translate('promotionEditor.preview'),
                  children: <HtmlView html={editorHtml(content)} testId="promotion-preview" />,
                },
                {
                  key: 'saved',
                  label: translate('promotionEditor.saved'),
                  children: saved ? (
                    <Space direction="vertical" style={{ width: '100%' }} data-testid="promotion-saved">
                      <Alert
                        type={sameHtml(saved.sent, saved.answer.content) ? 'success' : 'warning'}
                        showIcon
                        message={translate(sameHtml(saved.sent, saved.answer.content) ? 'promotionEditor.savedSame' : 'promotionEditor.savedChanged')}
                      />
                      <HtmlView html={saved.answer.content} />
                      <Typography.Text strong>{translate('promotionEditor.source')}</Typography.Text>
                      <pre className="bo-source" data-testid="promotion-saved-source">
                        {saved.answer.content}
                      </pre>
                    </Space>
                  ) : (
                    <Typography.Text type="secondary">{translate('promotionEditor.savedNone')}</Typography.Text>
                  ),
                },
              ]}
              activeKey={tab}
              onChange={setTab}
            />
          </Col>
        </Row>
      </Form>
    </Card>
  );
}

/**
 * Promotion HTML rendered as the player's detail shows it, at a phone's width. The editor's own HTML (made from its
 * schema: no script, handler or style can be in it) or the server's sanitized answer.
 */
function HtmlView({ html, testId }: { html: string; testId?: string }) {
  const translate = useTranslate();
  if (!html) return <Typography.Text type="secondary">{translate('promotionEditor.emptyContent')}</Typography.Text>;
  return <div className="bo-phone bo-html" data-testid={testId} dangerouslySetInnerHTML={{ __html: html }} />;
}
