import { useTranslate } from '@refinedev/core';
import { GAME_TYPES, MAIN_LANGUAGES, MISSION_METRICS, MISSION_PERIODS, LANGUAGES, type OpsMission } from '@wps/contract';
import { Form, Input, Modal, Select } from 'antd';
import { useEffect } from 'react';
import { moneyInput } from './content-values';
import { isMoneyMetric, missionValuesOf, takesCategory, targetOk, type MissionValues } from './mission-values';
import { ScheduleFields } from './schedule-fields';

const label = (code: string) => LANGUAGES.find((l) => l.code === code)?.label ?? code;

/** A new mission (`mission` null) or a mission's change: texts per language, period, metric, category, target, reward, schedule. */
export function MissionModal({
  open,
  mission,
  currency,
  pending,
  onSubmit,
  onClose,
}: {
  open: boolean;
  mission: OpsMission | null;
  currency: string;
  pending: boolean;
  onSubmit: (v: MissionValues) => void;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const [form] = Form.useForm<MissionValues>();
  const metric = Form.useWatch('metric', form) ?? 'SPINS';
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(missionValuesOf(mission));
  }, [open, mission, form]);

  return (
    <Modal
      open={open}
      title={mission ? translate('missions.editTitle', { title: mission.titles.EN ?? '' }) : translate('missions.create')}
      okText={translate(mission ? 'buttons.save' : 'buttons.create')}
      cancelText={translate('buttons.cancel')}
      okButtonProps={{ loading: pending, 'data-testid': 'mission-submit' }}
      onOk={() => form.submit()}
      onCancel={onClose}
      forceRender
      width={720}
    >
      <Form form={form} name="mission" layout="vertical" onFinish={onSubmit}>
        {MAIN_LANGUAGES.map((code) => (
          <Form.Item
            key={code}
            name={['titles', code]}
            label={translate('missions.titleIn', { language: label(code) })}
            rules={code === 'EN' ? [{ required: true, whitespace: true, message: translate('missions.titleRule') }] : []}
          >
            <Input maxLength={80} showCount data-testid={`mission-title-${code}`} />
          </Form.Item>
        ))}
        {MAIN_LANGUAGES.map((code) => (
          <Form.Item key={code} name={['descriptions', code]} label={translate('missions.descriptionIn', { language: label(code) })}>
            <Input maxLength={300} />
          </Form.Item>
        ))}
        <Form.Item name="period" label={translate('missions.period')} extra={translate('missions.periodHelp')} rules={[{ required: true }]}>
          <Select options={MISSION_PERIODS.map((p) => ({ value: p, label: translate(`missions.periods.${p}`) }))} data-testid="mission-period" />
        </Form.Item>
        <Form.Item name="metric" label={translate('missions.metric')} extra={translate(`missions.metricHelp.${metric}`)} rules={[{ required: true }]}>
          <Select options={MISSION_METRICS.map((m) => ({ value: m, label: translate(`missions.metrics.${m}`) }))} data-testid="mission-metric" />
        </Form.Item>
        {takesCategory(metric) ? (
          <Form.Item name="gameType" label={translate('missions.category')}>
            <Select
              options={[{ value: '', label: translate(metric === 'SPINS' ? 'missions.slots' : 'missions.anyCategory') }, ...GAME_TYPES.map((g) => ({ value: g, label: g }))]}
            />
          </Form.Item>
        ) : null}
        <Form.Item
          name="target"
          label={isMoneyMetric(metric) ? translate('missions.targetMoney', { currency }) : translate('missions.targetCount')}
          dependencies={['metric']}
          rules={[{ validator: (_, v: string) => (targetOk(metric, v) ? Promise.resolve() : Promise.reject(new Error(translate('missions.targetRule')))) }]}
        >
          <Input inputMode="decimal" style={{ width: 200 }} data-testid="mission-target" />
        </Form.Item>
        <Form.Item
          name="reward"
          label={translate('missions.rewardField', { currency })}
          extra={translate('missions.rewardHelp')}
          rules={[{ validator: (_, v: string) => (moneyInput(v) && Number(v) > 0 ? Promise.resolve() : Promise.reject(new Error(translate('missions.amountRule')))) }]}
        >
          <Input inputMode="decimal" style={{ width: 200 }} data-testid="mission-reward" />
        </Form.Item>
        <ScheduleFields />
      </Form>
    </Modal>
  );
}
