import { useCan, useTranslate } from '@refinedev/core';
import type { MobileTemplate } from '@wps/contract';
import { App, Card, ColorPicker, Form, Input, Radio, Space, Typography } from 'antd';
import { useEffect } from 'react';
import { useOpsAction } from '../../shared/actions';
import { SettingsFooter } from '../../shared/settings-footer';
import { EmptyState, ErrorState, PageLoading } from '../../shared/states';
import { isColour, SETTINGS_RESOURCES, templateChanges, useMerchantSettings, type TemplateValues } from './settings-forms';

/** The other settings screens, read again after a change. */
const OTHERS = SETTINGS_RESOURCES.filter((r) => r !== 'mobileTemplate');

/** A colour as text, with a picker beside it (the text may also be rgb() or a name). */
function ColourInput({ value, onChange, label }: { value?: string; onChange?: (v: string) => void; label: string }) {
  return (
    <Space.Compact style={{ width: '100%', maxWidth: 320 }}>
      <ColorPicker value={value || undefined} onChangeComplete={(c) => onChange?.(c.toHexString())} aria-label={label} />
      <Input value={value} onChange={(e) => onChange?.(e.target.value)} placeholder="#f5a623" aria-label={label} />
    </Space.Compact>
  );
}

const colourRule = (message: string) => ({
  validator: (_: unknown, v: string | undefined) => (isColour(v) ? Promise.resolve() : Promise.reject(new Error(message))),
});

/**
 * Settings > Mobile template: the player site's look (member centre and deposit screens, colours, the app download
 * page's background and text, the theme name). Save sends only the fields changed (opsMerchantTemplate).
 */
export default function TemplatePage() {
  const translate = useTranslate();
  const { message } = App.useApp();
  const [form] = Form.useForm<TemplateValues>();
  const { query, result } = useMerchantSettings('mobileTemplate');
  const { data: canEdit } = useCan({ resource: 'mobileTemplate', action: 'edit' });
  const save = useOpsAction<MobileTemplate>('mobileTemplate', 'edit', {
    success: translate('mobileTemplate.saved'),
    invalidate: OTHERS,
  });

  useEffect(() => {
    if (result?.mobileTemplate) form.setFieldsValue(result.mobileTemplate);
  }, [result, form]);

  if (query.isLoading) return <PageLoading />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (!result) return <EmptyState />;

  const submit = async (v: TemplateValues) => {
    const body = templateChanges(result.mobileTemplate, v);
    if (!body) {
      void message.info(translate('mobileTemplate.unchanged'));
      return;
    }
    const answer = await save.run({ body });
    if (answer) form.setFieldsValue(answer);
  };
  const t = (key: string) => translate(`mobileTemplate.${key}`);
  const choice = (name: 'mem_cen' | 'dep_func') => (
    <Form.Item name={name} label={t(`${name}.label`)} extra={t(`${name}.help`)}>
      <Radio.Group
        optionType="button"
        options={[
          { value: '0', label: t(`${name}.classic`) },
          { value: '1', label: t(`${name}.new`) },
        ]}
      />
    </Form.Item>
  );

  return (
    <Card title={t('title')} style={{ maxWidth: 820 }} data-testid="template-settings">
      <Form form={form} name="mobileTemplate" layout="vertical" onFinish={(v) => void submit(v)} disabled={!canEdit?.can} initialValues={result.mobileTemplate}>
        <Typography.Title level={5}>{t('screens')}</Typography.Title>
        {choice('mem_cen')}
        {choice('dep_func')}
        <Typography.Title level={5}>{t('look')}</Typography.Title>
        <Form.Item name="primary_color" label={t('primary_color.label')} extra={t('primary_color.help')} rules={[colourRule(t('colourRule'))]}>
          <ColourInput label={t('primary_color.label')} />
        </Form.Item>
        <Form.Item name="css_name" label={t('css_name.label')} extra={t('css_name.help')} rules={[{ max: 60 }, { pattern: /^[\w-]*$/, message: t('css_name.rule') }]}>
          <Input style={{ maxWidth: 320 }} />
        </Form.Item>
        <Typography.Title level={5}>{t('appPage')}</Typography.Title>
        <Form.Item name="app_background" label={t('app_background.label')} extra={t('app_background.help')} rules={[{ max: 500 }]}>
          <Input placeholder="#0f1923" />
        </Form.Item>
        <Form.Item name="app_desc" label={t('app_desc.label')} extra={t('app_desc.help')} rules={[{ max: 500 }]}>
          <Input.TextArea rows={2} maxLength={500} showCount />
        </Form.Item>
        <Form.Item name="app_desc_font_color" label={t('app_desc_font_color.label')} extra={t('app_desc_font_color.help')} rules={[colourRule(t('colourRule'))]}>
          <ColourInput label={t('app_desc_font_color.label')} />
        </Form.Item>
        <SettingsFooter resource="mobileTemplate" pending={save.pending} testId="template-save" onReset={() => form.setFieldsValue(result.mobileTemplate)} resetText={t('reset')} />
      </Form>
    </Card>
  );
}
