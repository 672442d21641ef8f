import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useCan, useTranslate } from '@refinedev/core';
import { RESOURCE_TYPES, type OpsMerchantLinksView, type OpsMerchantSettings, type RegisterSettings } from '@wps/contract';
import { App, AutoComplete, Button, Card, Flex, Form, Input, Select, Typography } from 'antd';
import { useEffect, useMemo } from 'react';
import { useOpsAction } from '../../shared/actions';
import { SettingsFooter } from '../../shared/settings-footer';
import { EmptyState, ErrorState, PageLoading } from '../../shared/states';
import { formFieldErrors, linkAllowed, linksBody, removedLinks, SETTINGS_RESOURCES, useMerchantSettings, type LinksValues } from './settings-forms';

/** Channel kinds the player site knows by name (any other short name is taken too). */
const SERVICE_TYPES = ['CS', 'WHATSAPP', 'TELEGRAM', 'EMAIL', 'LINE', 'ZALO', 'FACEBOOK', 'SKYPE', 'PHONE'];
const MAX_CHANNELS = 20;
const others = SETTINGS_RESOURCES.filter((r) => r !== 'siteLinks');

/** The links form: resources (one per type) and customer-service channels, saved together (opsMerchantLinks). */
function LinksCard({ settings, canEdit }: { settings: OpsMerchantSettings; canEdit: boolean }) {
  const translate = useTranslate();
  const { modal } = App.useApp();
  const [form] = Form.useForm<LinksValues>();
  const roots = useMemo(() => ['resources', 'customerService'], []);
  const save = useOpsAction<OpsMerchantLinksView>('siteLinks', 'edit', {
    success: translate('siteLinks.saved'),
    invalidate: others,
    // The server names the refused link (`customerService.1.path`) with its reason: shown on that field.
    onError: (e) => form.setFields(formFieldErrors(e, roots) as Parameters<typeof form.setFields>[0]),
  });
  const resources = Form.useWatch('resources', form);
  const used = new Set((resources ?? []).map((r) => r?.resourceType).filter(Boolean));

  useEffect(() => {
    form.setFieldsValue(settings.links);
  }, [settings.links, form]);

  const t = (key: string, vars?: Record<string, unknown>) => translate(`siteLinks.${key}`, vars);
  const submit = (v: LinksValues) => {
    const body = linksBody(v);
    const removed = removedLinks(settings.links, body);
    const run = async () => {
      const answer = await save.run({ body });
      if (answer) form.setFieldsValue(answer);
    };
    if (removed > 0) {
      modal.confirm({
        title: t('removeConfirm', { count: removed }),
        okText: translate('buttons.save'),
        cancelText: translate('buttons.cancel'),
        okButtonProps: { danger: true },
        onOk: run,
      });
    } else void run();
  };

  const linkRule = (kind: 'resource' | 'service') => ({
    validator: (_: unknown, v: string | undefined) =>
      linkAllowed(v, kind) ? Promise.resolve() : Promise.reject(new Error(t(kind === 'resource' ? 'resourceLinkRule' : 'serviceLinkRule'))),
  });

  return (
    <Card title={t('title')} data-testid="links-settings">
      <Form form={form} name="siteLinks" layout="vertical" onFinish={submit} disabled={!canEdit} initialValues={settings.links}>
        <Typography.Title level={5}>{t('resources')}</Typography.Title>
        <Typography.Paragraph type="secondary">{t('resourcesHelp')}</Typography.Paragraph>
        <Form.List name="resources">
          {(fields, { add, remove }) => (
            <>
              {fields.length === 0 && <EmptyState text={t('noResources')} />}
              {fields.map((field) => (
                <Flex key={field.key} gap={8} wrap align="flex-start" data-testid="resource-row">
                  <Form.Item name={[field.name, 'resourceType']} rules={[{ required: true, message: t('typeRule') }]} style={{ width: 180 }}>
                    <Select
                      aria-label={t('type')}
                      placeholder={t('type')}
                      options={RESOURCE_TYPES.map((type) => ({ value: type, label: type, disabled: used.has(type) && resources?.[field.name]?.resourceType !== type }))}
                    />
                  </Form.Item>
                  <Form.Item name={[field.name, 'url']} rules={[linkRule('resource'), { max: 500 }]} style={{ flex: '1 1 260px' }}>
                    <Input aria-label={t('link')} placeholder="https://… or /static/…" />
                  </Form.Item>
                  <Button icon={<DeleteOutlined aria-hidden="true" />} aria-label={t('remove')} onClick={() => remove(field.name)} />
                </Flex>
              ))}
              <Button
                type="dashed"
                icon={<PlusOutlined aria-hidden="true" />}
                disabled={fields.length >= RESOURCE_TYPES.length}
                onClick={() => add({ resourceType: RESOURCE_TYPES.find((type) => !used.has(type)), url: '' })}
                style={{ marginBottom: 24 }}
              >
                {t('addResource')}
              </Button>
            </>
          )}
        </Form.List>

        <Typography.Title level={5}>{t('channels')}</Typography.Title>
        <Typography.Paragraph type="secondary">{t('channelsHelp')}</Typography.Paragraph>
        <Form.List name="customerService">
          {(fields, { add, remove }) => (
            <>
              {fields.length === 0 && <EmptyState text={t('noChannels')} />}
              {fields.map((field) => (
                <Flex key={field.key} gap={8} wrap align="flex-start" data-testid="channel-row">
                  <Form.Item name={[field.name, 'resourceType']} rules={[{ required: true, whitespace: true, message: t('typeRule') }, { max: 20 }]} style={{ width: 160 }}>
                    <AutoComplete aria-label={t('type')} placeholder={t('type')} options={SERVICE_TYPES.map((v) => ({ value: v }))} filterOption />
                  </Form.Item>
                  <Form.Item name={[field.name, 'title']} rules={[{ required: true, whitespace: true, message: t('titleRule') }, { max: 40 }]} style={{ width: 180 }}>
                    <Input aria-label={t('channelTitle')} placeholder={t('channelTitle')} maxLength={40} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'path']} rules={[linkRule('service'), { max: 500 }]} style={{ flex: '1 1 240px' }}>
                    <Input aria-label={t('link')} placeholder="https://…, mailto:…, tel:…" />
                  </Form.Item>
                  <Button icon={<DeleteOutlined aria-hidden="true" />} aria-label={t('remove')} onClick={() => remove(field.name)} />
                </Flex>
              ))}
              <Button
                type="dashed"
                icon={<PlusOutlined aria-hidden="true" />}
                disabled={fields.length >= MAX_CHANNELS}
                onClick={() => add({ resourceType: 'CS', title: '', path: '' })}
                style={{ marginBottom: 24 }}
              >
                {t('addChannel')}
              </Button>
            </>
          )}
        </Form.List>
        <SettingsFooter resource="siteLinks" pending={save.pending} testId="links-save" onReset={() => form.setFieldsValue(settings.links)} resetText={t('reset')} />
      </Form>
    </Card>
  );
}

/** The merchant's country: where every mobile-number field's dialing code starts (opsMerchantCountry). */
function CountryCard({ settings }: { settings: OpsMerchantSettings }) {
  const translate = useTranslate();
  const [form] = Form.useForm<{ country: string }>();
  const { data: canEdit } = useCan({ resource: 'siteLinks', action: 'country' });
  const save = useOpsAction<RegisterSettings>('siteLinks', 'country', { success: translate('siteLinks.countrySaved'), invalidate: others });
  const options = useMemo(
    () => settings.countries.map((c) => ({ value: c.code, label: `${c.name} (${c.code}) ${c.dialingCode}` })),
    [settings.countries],
  );

  useEffect(() => {
    form.setFieldsValue({ country: settings.country?.code });
  }, [settings.country, form]);

  return (
    <Card title={translate('siteLinks.country')} data-testid="country-settings">
      <Form
        form={form}
        name="merchantCountry"
        layout="vertical"
        disabled={!canEdit?.can}
        initialValues={{ country: settings.country?.code }}
        onFinish={(v) => void save.run({ body: { country: v.country } })}
      >
        <Form.Item
          name="country"
          label={translate('siteLinks.country')}
          extra={translate('siteLinks.countryHelp', { current: settings.country ? `${settings.country.code} ${settings.country.dialingCode}` : '—' })}
          rules={[{ required: true, message: translate('siteLinks.countryRule') }]}
        >
          <Select showSearch optionFilterProp="label" options={options} style={{ maxWidth: 360 }} data-testid="country-select" />
        </Form.Item>
        <SettingsFooter resource="siteLinks" action="country" pending={save.pending} testId="country-save" />
      </Form>
    </Card>
  );
}

/** Settings > Links & country: the download and contact resources, the customer-service channels and the country. */
export default function LinksPage() {
  const { query, result } = useMerchantSettings('siteLinks');
  const { data: canEdit } = useCan({ resource: 'siteLinks', action: 'edit' });
  if (query.isLoading) return <PageLoading />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (!result) return <EmptyState />;
  return (
    <Flex vertical gap={16} style={{ maxWidth: 980 }}>
      <LinksCard settings={result} canEdit={!!canEdit?.can} />
      <CountryCard settings={result} />
    </Flex>
  );
}
