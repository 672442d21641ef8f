import { useTranslate } from '@refinedev/core';
import { DatePicker, Form, InputNumber, Switch } from 'antd';
import { windowValid } from './content-values';

/** The fields a banner and a notice share at the end of their forms: sort, enabled and the window they show in. */
export function ScheduleFields() {
  const translate = useTranslate();
  return (
    <>
      <Form.Item name="sort" label={translate('content.sort')} extra={translate('content.sortHelp')}>
        <InputNumber min={0} max={1_000_000} precision={0} style={{ width: 160 }} />
      </Form.Item>
      <Form.Item name="enabled" label={translate('content.enabled')} valuePropName="checked">
        <Switch aria-label={translate('content.enabled')} />
      </Form.Item>
      <Form.Item
        name="window"
        label={translate('content.window')}
        extra={translate('content.windowHelp')}
        rules={[{ validator: (_, v) => (windowValid(v) ? Promise.resolve() : Promise.reject(new Error(translate('content.windowRule')))) }]}
      >
        <DatePicker.RangePicker showTime allowEmpty={[true, true]} style={{ width: '100%' }} />
      </Form.Item>
    </>
  );
}
