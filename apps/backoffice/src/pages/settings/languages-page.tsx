import { useCan, useTranslate } from '@refinedev/core';
import type { LanguageCode, OpsMerchantLanguagesView } from '@wps/contract';
import { Card, Form, Select, Typography } from 'antd';
import { useEffect, useMemo } from 'react';
import { useOpsAction } from '../../shared/actions';
import { SettingsFooter } from '../../shared/settings-footer';
import { EmptyState, ErrorState, PageLoading } from '../../shared/states';
import { languageOptions, languagesProblem, SETTINGS_RESOURCES, useMerchantSettings } from './settings-forms';

/** The other settings screens, read again after a change. */
const OTHERS = SETTINGS_RESOURCES.filter((r) => r !== 'siteLanguages');

interface Values {
  defaultLanguage: LanguageCode;
  supportedLanguages: LanguageCode[];
}

/**
 * Settings > Languages: the languages the player site offers and the one a new visitor gets, which must be one of
 * them (checked here before sending; opsMerchantLanguages).
 */
export default function LanguagesPage() {
  const translate = useTranslate();
  const [form] = Form.useForm<Values>();
  const { query, result } = useMerchantSettings('siteLanguages');
  const { data: canEdit } = useCan({ resource: 'siteLanguages', action: 'edit' });
  const save = useOpsAction<OpsMerchantLanguagesView>('siteLanguages', 'edit', {
    success: translate('siteLanguages.saved'),
    invalidate: OTHERS,
  });
  const supported = Form.useWatch('supportedLanguages', form);
  const all = useMemo(() => languageOptions(), []);
  // The default is picked among the languages offered (a stale choice shows as its error).
  const defaults = useMemo(() => all.filter((o) => (supported ?? []).includes(o.value)), [all, supported]);

  useEffect(() => {
    if (result?.languages) form.setFieldsValue(result.languages);
  }, [result, form]);

  if (query.isLoading) return <PageLoading />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (!result) return <EmptyState />;

  const submit = async (v: Values) => {
    const answer = await save.run({ body: { defaultLanguage: v.defaultLanguage, supportedLanguages: v.supportedLanguages } });
    if (answer) form.setFieldsValue(answer);
  };

  return (
    <Card title={translate('siteLanguages.title')} style={{ maxWidth: 820 }} data-testid="languages-settings">
      <Typography.Paragraph type="secondary">{translate('siteLanguages.help')}</Typography.Paragraph>
      <Form form={form} name="siteLanguages" layout="vertical" onFinish={(v) => void submit(v)} disabled={!canEdit?.can} initialValues={result.languages}>
        <Form.Item
          name="supportedLanguages"
          label={translate('siteLanguages.supported')}
          extra={translate('siteLanguages.supportedHelp')}
          rules={[
            {
              validator: (_, list: string[] = []) =>
                languagesProblem({ supportedLanguages: list, defaultLanguage: 'x' }) === 'needOne' ? Promise.reject(new Error(translate('siteLanguages.needOne'))) : Promise.resolve(),
            },
          ]}
        >
          <Select
            mode="multiple"
            options={all}
            optionFilterProp="label"
            allowClear
            data-testid="languages-supported"
          />
        </Form.Item>
        <Form.Item
          name="defaultLanguage"
          label={translate('siteLanguages.default')}
          extra={translate('siteLanguages.defaultHelp')}
          dependencies={['supportedLanguages']}
          rules={[
            ({ getFieldValue }) => ({
              validator: (_, v: string | undefined) => {
                const problem = languagesProblem({ defaultLanguage: v, supportedLanguages: getFieldValue('supportedLanguages') as string[] | undefined });
                return problem === 'noDefault' || problem === 'defaultNotSupported' ? Promise.reject(new Error(translate(`siteLanguages.${problem}`))) : Promise.resolve();
              },
            }),
          ]}
        >
          <Select options={defaults} optionFilterProp="label" showSearch style={{ maxWidth: 320 }} data-testid="languages-default" />
        </Form.Item>
        <SettingsFooter resource="siteLanguages" pending={save.pending} testId="languages-save" />
      </Form>
    </Card>
  );
}
