import { useTranslate } from '@refinedev/core';
import { MAIN_LANGUAGES, MALL_ITEM_KINDS, type OpsMallItem } from '@wps/contract';
import { Form, Input, InputNumber, Modal, Select, Switch, Tabs } from 'antd';
import { useEffect } from 'react';
import { isAmount } from '../finance/finance-values';
import { itemValues, newItemValues, type MallItemValues } from './mall-values';

/**
 * A new mall item (`item` null) or an item's change: kind, name and description per language (EN required, the
 * fallback), picture, price in points, bonus cash (bonus cash items only), stock and per-member limit (empty:
 * unlimited), order and switch.
 */
export function MallItemModal({
  open,
  item,
  pending,
  onSubmit,
  onClose,
}: {
  open: boolean;
  item: OpsMallItem | null;
  pending: boolean;
  onSubmit: (v: MallItemValues) => void;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const [form] = Form.useForm<MallItemValues>();
  const kind = Form.useWatch('kind', form);
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(item ? itemValues(item) : newItemValues());
  }, [open, item, form]);

  return (
    <Modal
      open={open}
      title={item ? translate('mallItems.editTitle', { name: item.names.EN ?? '' }) : translate('mallItems.create')}
      okText={translate(item ? 'buttons.save' : 'buttons.create')}
      cancelText={translate('buttons.cancel')}
      okButtonProps={{ loading: pending, 'data-testid': 'mall-item-submit' }}
      onOk={() => form.submit()}
      onCancel={onClose}
      forceRender
      width={640}
    >
      <Form form={form} name="mallItem" layout="vertical" onFinish={(v) => onSubmit({ ...newItemValues(), ...form.getFieldsValue(true), ...v })}>
        <Form.Item name="kind" label={translate('mallItems.kind')} rules={[{ required: true }]}>
          <Select options={MALL_ITEM_KINDS.map((k) => ({ value: k, label: translate(`mallItems.kinds.${k}`) }))} />
        </Form.Item>
        <Tabs
          size="small"
          items={MAIN_LANGUAGES.map((lang) => ({
            key: lang,
            label: lang,
            forceRender: true,
            children: (
              <>
                <Form.Item
                  name={['names', lang]}
                  label={translate('mallItems.name')}
                  extra={lang === 'EN' ? translate('mallItems.nameHelp') : undefined}
                  rules={[{ required: lang === 'EN', whitespace: true, max: 80, message: translate('mallItems.nameRule') }]}
                >
                  <Input maxLength={80} showCount data-testid={`mall-item-name-${lang}`} />
                </Form.Item>
                <Form.Item name={['descriptions', lang]} label={translate('mallItems.description')}>
                  <Input.TextArea maxLength={1000} rows={2} />
                </Form.Item>
              </>
            ),
          }))}
        />
        <Form.Item name="imageUrl" label={translate('mallItems.image')} rules={[{ type: 'url', message: translate('mallItems.imageRule') }]}>
          <Input placeholder="https://cdn.example.com/item.jpg" maxLength={500} />
        </Form.Item>
        <Form.Item name="price" label={translate('mallItems.price')} rules={[{ required: true, type: 'integer', min: 1, message: translate('mallItems.priceRule') }]}>
          <InputNumber min={1} precision={0} style={{ width: 200 }} data-testid="mall-item-price" />
        </Form.Item>
        {kind === 'BONUS_CASH' ? (
          <Form.Item
            name="cash"
            label={translate('mallItems.cash')}
            rules={[{ required: true, validator: (_, v: string) => (v && isAmount(v) && Number(v) > 0 ? Promise.resolve() : Promise.reject(new Error(translate('mallItems.cashRule')))) }]}
          >
            <Input inputMode="decimal" style={{ maxWidth: 200 }} placeholder="10.00" />
          </Form.Item>
        ) : null}
        <Form.Item name="stock" label={translate('mallItems.stock')} extra={translate('mallItems.stockHelp')}>
          <InputNumber min={0} precision={0} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="perMemberLimit" label={translate('mallItems.limit')} extra={translate('mallItems.limitHelp')}>
          <InputNumber min={1} precision={0} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="sort" label={translate('content.sort')}>
          <InputNumber min={0} precision={0} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="enabled" label={translate('content.enabled')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
