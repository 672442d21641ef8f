import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslate } from '@refinedev/core';
import { LANGUAGES, MAIN_LANGUAGES, RAFFLE_MAX_WINNERS, type OpsRaffle } from '@wps/contract';
import { Button, DatePicker, Form, Input, InputNumber, Modal, Space } from 'antd';
import { useEffect } from 'react';
import { amountOk, raffleValuesOf, type RaffleValues } from './raffle-values';

const label = (code: string) => LANGUAGES.find((l) => l.code === code)?.label ?? code;

/** A new raffle (`raffle` null) or a raffle's change: texts per language, ticket rule, entry window, draw time, prizes by rank. */
export function RaffleModal({
  open,
  raffle,
  currency,
  pending,
  onSubmit,
  onClose,
}: {
  open: boolean;
  raffle: OpsRaffle | null;
  currency: string;
  pending: boolean;
  onSubmit: (v: RaffleValues) => void;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const [form] = Form.useForm<RaffleValues>();
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(raffleValuesOf(raffle));
  }, [open, raffle, form]);
  const amountRule = { validator: (_: unknown, v: string) => (amountOk(v) ? Promise.resolve() : Promise.reject(new Error(translate('raffles.amountRule')))) };

  return (
    <Modal
      open={open}
      title={raffle ? translate('raffles.editTitle', { title: raffle.titles.EN ?? '' }) : translate('raffles.create')}
      okText={translate(raffle ? 'buttons.save' : 'buttons.create')}
      cancelText={translate('buttons.cancel')}
      okButtonProps={{ loading: pending, 'data-testid': 'raffle-submit' }}
      onOk={() => form.submit()}
      onCancel={onClose}
      forceRender
      width={720}
    >
      <Form form={form} name="raffle" layout="vertical" onFinish={onSubmit}>
        {MAIN_LANGUAGES.map((code) => (
          <Form.Item
            key={code}
            name={['titles', code]}
            label={translate('raffles.titleIn', { language: label(code) })}
            rules={code === 'EN' ? [{ required: true, whitespace: true, message: translate('raffles.titleRule') }] : []}
          >
            <Input maxLength={80} showCount data-testid={`raffle-title-${code}`} />
          </Form.Item>
        ))}
        {MAIN_LANGUAGES.map((code) => (
          <Form.Item key={code} name={['descriptions', code]} label={translate('raffles.descriptionIn', { language: label(code) })}>
            <Input.TextArea maxLength={500} rows={2} />
          </Form.Item>
        ))}
        <Space wrap align="start">
          <Form.Item name="ticketStep" label={translate('raffles.ticketStep', { currency })} extra={translate('raffles.ticketStepHelp')} rules={[amountRule]}>
            <Input inputMode="decimal" style={{ width: 200 }} data-testid="raffle-ticket-step" />
          </Form.Item>
          <Form.Item name="maxTickets" label={translate('raffles.maxTickets')} extra={translate('raffles.maxTicketsHelp')}>
            <InputNumber min={1} max={1_000_000} precision={0} style={{ width: 200 }} />
          </Form.Item>
        </Space>
        <Form.Item
          name="window"
          label={translate('raffles.window')}
          extra={translate('raffles.windowHelp')}
          rules={[
            {
              validator: (_, v: RaffleValues['window']) =>
                v?.[0] && v[1] && v[1].isAfter(v[0]) ? Promise.resolve() : Promise.reject(new Error(translate('raffles.windowRule'))),
            },
          ]}
        >
          <DatePicker.RangePicker showTime style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="drawAt"
          label={translate('raffles.drawAt')}
          dependencies={['window']}
          rules={[
            ({ getFieldValue }) => ({
              validator: (_, v: RaffleValues['drawAt']) => {
                const end = (getFieldValue('window') as RaffleValues['window'])?.[1];
                return v && (!end || !v.isBefore(end)) ? Promise.resolve() : Promise.reject(new Error(translate('raffles.drawAtRule')));
              },
            }),
          ]}
        >
          <DatePicker showTime />
        </Form.Item>
        <Form.List name="prizes">
          {(fields, { add, remove }) => (
            <Form.Item label={translate('raffles.prizes', { currency })} extra={translate('raffles.prizesHelp', { max: RAFFLE_MAX_WINNERS })}>
              {fields.map((field, i) => (
                <Space key={field.key} align="baseline" wrap>
                  <span>{translate('raffles.rank', { rank: i + 1 })}</span>
                  <Form.Item name={[field.name, 'amount']} rules={[amountRule]}>
                    <Input inputMode="decimal" placeholder={translate('raffles.prizeAmount')} aria-label={translate('raffles.prizeAmountOf', { rank: i + 1 })} style={{ width: 160 }} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'winners']} rules={[{ required: true }]}>
                    <InputNumber min={1} max={RAFFLE_MAX_WINNERS} precision={0} addonAfter={translate('raffles.winnersUnit')} aria-label={translate('raffles.winnersOf', { rank: i + 1 })} />
                  </Form.Item>
                  {fields.length > 1 ? (
                    <Button type="text" icon={<MinusCircleOutlined aria-hidden="true" />} aria-label={translate('raffles.removePrize', { rank: i + 1 })} onClick={() => remove(field.name)} />
                  ) : null}
                </Space>
              ))}
              {fields.length < 20 ? (
                <Button type="dashed" icon={<PlusOutlined aria-hidden="true" />} onClick={() => add({ amount: '', winners: 1 })}>
                  {translate('raffles.addPrize')}
                </Button>
              ) : null}
            </Form.Item>
          )}
        </Form.List>
      </Form>
    </Modal>
  );
}
