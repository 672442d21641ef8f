import { useOne, useTranslate } from '@refinedev/core';
import type { OpsDepositChannel, OpsQrCredentials, OpsQrCredentialsUpdate } from '@wps/contract';
import { Alert, Descriptions, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useOpsAction } from '../../shared/actions';
import { FormDialog } from '../../shared/form-dialog';
import { ErrorState, PageLoading } from '../../shared/states';
import { fieldMessages } from '../content/content-values';
import { fingerprintPreview, keyPreview } from '../gaming/gaming-values';
import {
  credentialFieldOk,
  credentialValuesOf,
  credentialsBody,
  keyFieldsOf,
  privateKeyLooksOk,
  publicKeyLooksOk,
  secretHint,
  type QrCredentialValues,
} from './qr-credentials-values';

const T = 'depositChannelCredentials';

/**
 * A QR wallet channel's merchant credentials (finance): the wallet's address, our merchant id there and the keys of
 * its signatures. Secrets are never shown: their fields start empty ("keep") with the fingerprint of the one set; the
 * wallet's public key and ours (derived, to register at the wallet) are shown. Loads the credentials first (loading
 * and error-with-retry in the dialog); the server's field errors land on their fields.
 */
export function QrCredentialsDialog({ channel, onClose }: { channel: OpsDepositChannel; onClose: () => void }) {
  const translate = useTranslate();
  const { query, result } = useOne<OpsQrCredentials>({
    resource: 'depositChannelCredentials',
    id: channel.code,
    meta: { params: { channelCode: channel.code } },
    errorNotification: false,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const update = useOpsAction<OpsQrCredentials>('depositChannelCredentials', 'edit', {
    success: () => translate(`${T}.saved`, { name: channel.name }),
    onError: (e) => setErrors(fieldMessages(e)),
  });
  const title = translate(`${T}.editTitle`, { name: channel.name });

  if (!result || query.isError) {
    return (
      <Modal open title={title} footer={null} onCancel={onClose} destroyOnHidden>
        <div data-testid="qr-credentials-state">
          {query.isError ? <ErrorState error={query.error} onRetry={() => void query.refetch()} /> : <PageLoading />}
        </div>
      </Modal>
    );
  }

  const c = result;
  const keys = keyFieldsOf(c.type);
  const rule = (ok: (v: string) => boolean, message: string) => ({
    validator: (_: unknown, v: string | undefined) => (ok(v ?? '') ? Promise.resolve() : Promise.reject(new Error(translate(message)))),
  });
  const secretExtra = (hint: string | null, help: string) =>
    `${hint ? translate(`${T}.secretSet`, { fingerprint: hint }) : translate(`${T}.secretNotSet`)} ${translate(help)}`;
  const submit = async (v: QrCredentialValues) => {
    setErrors({});
    const body: OpsQrCredentialsUpdate | null = credentialsBody(c, v);
    if (!body || (await update.run({ params: { channelCode: c.channelCode }, body }))) onClose();
  };

  return (
    <FormDialog<QrCredentialValues>
      open
      width={680}
      testId="qr-credentials-form"
      title={title}
      okText={translate('buttons.save')}
      pending={update.pending}
      errors={errors}
      initialValues={credentialValuesOf(c)}
      onClose={onClose}
      onSubmit={(v) => void submit(v)}
      intro={
        <>
          <Alert type="warning" showIcon style={{ marginBottom: 16 }} message={translate(`${T}.warning`)} />
          <Descriptions size="small" column={1} style={{ marginBottom: 16 }} data-testid="qr-credentials-summary">
            <Descriptions.Item label={translate(`${T}.signType`)}>
              <Typography.Text code>{c.signType}</Typography.Text>
            </Descriptions.Item>
            {c.merchantPublicKey !== null && (
              <Descriptions.Item label={translate(`${T}.merchantPublicKey`)}>
                <Typography.Text code copyable={{ text: c.merchantPublicKey, tooltips: [translate('buttons.copy'), translate('buttons.copied')] }} data-testid="qr-merchant-public-key">
                  {keyPreview(c.merchantPublicKey)}
                </Typography.Text>
              </Descriptions.Item>
            )}
            {keys.includes('walletPublicKey') && (
              <Descriptions.Item label={translate(`${T}.walletKeyFingerprint`)}>
                <Typography.Text code title={c.walletKeyFingerprint ?? undefined}>
                  {c.walletKeyFingerprint ? fingerprintPreview(c.walletKeyFingerprint) : translate(`${T}.notSet`)}
                </Typography.Text>
              </Descriptions.Item>
            )}
          </Descriptions>
        </>
      }
    >
      <Form.Item
        name="providerUrl"
        label={translate(`${T}.providerUrl`)}
        extra={translate(`${T}.providerUrlHelp`)}
        rules={[rule((v) => credentialFieldOk('providerUrl', v.trim()), `${T}.providerUrlRule`)]}
      >
        <Input maxLength={300} spellCheck={false} />
      </Form.Item>
      <Form.Item
        name="merchantId"
        label={translate(`${T}.merchantId.${c.type}`)}
        extra={translate(`${T}.merchantIdHelp`)}
        rules={[rule((v) => credentialFieldOk('merchantId', v.trim()), `${T}.merchantIdRule`)]}
      >
        <Input maxLength={64} spellCheck={false} autoComplete="off" />
      </Form.Item>
      {keys.includes('privateKey') && (
        <Form.Item
          name="privateKey"
          label={translate(`${T}.privateKey`)}
          extra={secretExtra(secretHint(c.privateKey), `${T}.privateKeyHelp`)}
          rules={[rule((v) => !v.trim() || privateKeyLooksOk(v), `${T}.privateKeyRule`)]}
        >
          <Input.Password autoComplete="new-password" spellCheck={false} placeholder={translate(`${T}.keep`)} />
        </Form.Item>
      )}
      {keys.includes('walletPublicKey') && (
        <Form.Item
          name="walletPublicKey"
          label={translate(`${T}.walletPublicKey`)}
          extra={translate(`${T}.walletPublicKeyHelp`)}
          rules={[rule((v) => !v.trim() || publicKeyLooksOk(v), `${T}.walletPublicKeyRule`)]}
        >
          <Input.TextArea rows={5} maxLength={10_000} spellCheck={false} placeholder="-----BEGIN PUBLIC KEY-----" className="bo-key" />
        </Form.Item>
      )}
      {keys.includes('apiKey') && (
        <Form.Item
          name="apiKey"
          label={translate(`${T}.apiKey`)}
          extra={secretExtra(secretHint(c.apiKey), `${T}.apiKeyHelp`)}
          rules={[rule((v) => !v.trim() || credentialFieldOk('apiKey', v.trim()), `${T}.apiKeyRule`)]}
        >
          <Input.Password autoComplete="new-password" spellCheck={false} maxLength={32} placeholder={translate(`${T}.keep`)} />
        </Form.Item>
      )}
    </FormDialog>
  );
}
