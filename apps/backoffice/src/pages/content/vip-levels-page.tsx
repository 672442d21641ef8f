import { useCan, useTranslate } from '@refinedev/core';
import { LANGUAGES, type LanguageCode, type OpsVipLevel } from '@wps/contract';
import { Alert, Button, Form, Input, InputNumber, Modal, Select, Space, Switch, Tag, Typography, type TableColumnsType } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { useOpsAction } from '../../shared/actions';
import { CsvExportButton, ListCard, useOpsTable } from '../../shared/list';
import { Money, useCurrency } from '../../shared/money';
import { fieldMessages, moneyInput, rateInput, VIP_MONEY_FIELDS as MONEY_FIELDS, vipLevelChange, vipValuesOf as valuesOf, type VipValues as Values } from './content-values';

/**
 * Content > VIP levels: every level's thresholds, bonuses, rebate and withdrawal limits, one row edited at a time.
 * Thresholds must grow with the level: the server refuses a change that breaks the order (422) and its message is
 * shown on the field and above the table.
 */
export default function VipLevelsPage() {
  const translate = useTranslate();
  const currency = useCurrency();
  const { tableProps, tableQuery, filters } = useOpsTable<OpsVipLevel>('vipLevels');
  const { data: canEdit } = useCan({ resource: 'vipLevels', action: 'edit' });
  const [form] = Form.useForm<Values>();
  const [editing, setEditing] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<string[]>([]);
  const [notesOf, setNotesOf] = useState<OpsVipLevel | null>(null);
  const update = useOpsAction<OpsVipLevel>('vipLevels', 'edit', {
    success: translate('content.saved'),
    onError: (error) => {
      const fields = fieldMessages(error);
      setRefusal(Object.values(fields));
      form.setFields(Object.entries(fields).map(([name, message]) => ({ name: name as keyof Values, errors: [message] })));
    },
  });

  const startEdit = (l: OpsVipLevel) => {
    setRefusal([]);
    form.resetFields();
    form.setFieldsValue(valuesOf(l));
    setEditing(l.level);
  };
  const save = async (l: OpsVipLevel) => {
    let v: Values;
    try {
      v = await form.validateFields();
    } catch {
      return;
    }
    const body = vipLevelChange(l, v);
    if (Object.keys(body).length === 0) {
      setEditing(null);
      return;
    }
    setRefusal([]);
    if (await update.run({ params: { level: l.level }, body })) setEditing(null);
  };

  const moneyRule = { validator: (_: unknown, v: string) => (moneyInput(v) !== undefined ? Promise.resolve() : Promise.reject(new Error(translate('vipLevels.moneyRule')))) };
  /** A cell: the form's field while its row is edited, else the value. */
  const cell = (l: OpsVipLevel, name: keyof Values, edit: ReactNode, view: ReactNode, rules: object[] = []) =>
    editing === l.level ? (
      <Form.Item name={name} rules={rules} style={{ margin: 0 }} validateTrigger={['onBlur', 'onChange']}>
        {edit}
      </Form.Item>
    ) : (
      view
    );
  const moneyColumn = (name: (typeof MONEY_FIELDS)[number]): TableColumnsType<OpsVipLevel>[number] => ({
    title: translate(`vipLevels.${name}`),
    dataIndex: name,
    key: name,
    align: 'right',
    render: (v: string, l) => cell(l, name, <Input aria-label={translate(`vipLevels.${name}`)} inputMode="decimal" style={{ width: 130 }} />, <Money amount={v} currency={currency} />, [moneyRule]),
  });

  const columns: TableColumnsType<OpsVipLevel> = [
    { title: translate('vipLevels.level'), dataIndex: 'level', key: 'level', fixed: 'left', render: (v: number) => <Tag color="gold">VIP {v}</Tag> },
    {
      title: translate('vipLevels.name'),
      dataIndex: 'name',
      key: 'name',
      render: (v: string, l) => cell(l, 'name', <Input aria-label={translate('vipLevels.name')} maxLength={40} style={{ width: 120 }} />, v, [{ required: true, whitespace: true, max: 40 }]),
    },
    moneyColumn('depositThreshold'),
    moneyColumn('betThreshold'),
    moneyColumn('upgradeBonus'),
    moneyColumn('monthlyBonus'),
    moneyColumn('birthdayBonus'),
    {
      title: translate('vipLevels.rebateRate'),
      dataIndex: 'rebateRate',
      key: 'rebateRate',
      align: 'right',
      render: (v: string, l) =>
        cell(l, 'rebateRate', <Input aria-label={translate('vipLevels.rebateRate')} inputMode="decimal" suffix="%" style={{ width: 100 }} />, `${v} %`, [
          { validator: (_: unknown, x: string) => (rateInput(x) !== undefined ? Promise.resolve() : Promise.reject(new Error(translate('vipLevels.rateRule')))) },
        ]),
    },
    {
      title: translate('vipLevels.dailyWithdrawals'),
      dataIndex: 'dailyWithdrawals',
      key: 'dailyWithdrawals',
      align: 'right',
      render: (v: number, l) =>
        cell(l, 'dailyWithdrawals', <InputNumber aria-label={translate('vipLevels.dailyWithdrawals')} min={0} max={1000} precision={0} style={{ width: 90 }} />, v, [
          { required: true, type: 'integer', min: 0, max: 1000 },
        ]),
    },
    moneyColumn('dailyWithdrawLimit'),
    {
      title: translate('vipLevels.exclusiveTour'),
      dataIndex: 'exclusiveTour',
      key: 'exclusiveTour',
      render: (v: boolean, l) =>
        editing === l.level ? (
          <Form.Item name="exclusiveTour" valuePropName="checked" style={{ margin: 0 }}>
            <Switch size="small" aria-label={translate('vipLevels.exclusiveTour')} />
          </Form.Item>
        ) : (
          <Tag color={v ? 'green' : 'default'}>{translate(v ? 'content.on' : 'content.off')}</Tag>
        ),
    },
    {
      title: translate('vipLevels.notes'),
      key: 'notes',
      render: (_, l) => (
        <Button size="small" type="link" onClick={() => setNotesOf(l)}>
          {translate('vipLevels.notesCount', { count: Object.keys(l.notes).length })}
        </Button>
      ),
    },
    {
      title: translate('table.actions'),
      key: 'actions',
      fixed: 'right',
      render: (_, l) =>
        !canEdit?.can ? null : editing === l.level ? (
          <Space>
            <Button size="small" type="primary" loading={update.pending} onClick={() => void save(l)} data-testid={`vip-save-${l.level}`}>
              {translate('buttons.save')}
            </Button>
            <Button size="small" onClick={() => setEditing(null)}>
              {translate('buttons.cancel')}
            </Button>
          </Space>
        ) : (
          <Button size="small" disabled={editing !== null} onClick={() => startEdit(l)} data-testid={`vip-edit-${l.level}`}>
            {translate('buttons.edit')}
          </Button>
        ),
    },
  ];

  return (
    <>
      {refusal.length > 0 && (
        <Alert
          type="error"
          showIcon
          closable
          role="alert"
          style={{ marginBottom: 16 }}
          message={translate('vipLevels.refused')}
          description={refusal.join('\n')}
          onClose={() => setRefusal([])}
          data-testid="vip-refusal"
        />
      )}
      <Form form={form} component={false}>
        <ListCard<OpsVipLevel>
          testId="vip-levels"
          title={translate('vipLevels.title')}
          tableProps={{ ...tableProps, pagination: false }}
          query={tableQuery}
          rowKey={(l) => String(l.level)}
          columns={columns}
          filters={<Typography.Text type="secondary">{translate('vipLevels.help')}</Typography.Text>}
          extra={
            <CsvExportButton<OpsVipLevel>
              resource="vipLevels"
              filters={filters}
              filename="vip-levels"
              row={(l) => ({
                [translate('vipLevels.level')]: l.level,
                [translate('vipLevels.name')]: l.name,
                ...Object.fromEntries(MONEY_FIELDS.map((f) => [translate(`vipLevels.${f}`), l[f]])),
                [translate('vipLevels.rebateRate')]: l.rebateRate,
                [translate('vipLevels.dailyWithdrawals')]: l.dailyWithdrawals,
                [translate('vipLevels.exclusiveTour')]: l.exclusiveTour,
                [translate('vipLevels.notes')]: JSON.stringify(l.notes),
              })}
            />
          }
        />
      </Form>
      <NotesModal
        level={notesOf}
        canEdit={Boolean(canEdit?.can)}
        pending={update.pending}
        onClose={() => setNotesOf(null)}
        onSubmit={async (notes) => {
          if (notesOf && (await update.run({ params: { level: notesOf.level }, body: { notes } }))) setNotesOf(null);
        }}
      />
    </>
  );
}

/** The notes of a level per language (EN is what languages without their own see); an emptied text removes one. */
function NotesModal({
  level,
  canEdit,
  pending,
  onSubmit,
  onClose,
}: {
  level: OpsVipLevel | null;
  canEdit: boolean;
  pending: boolean;
  onSubmit: (notes: Partial<Record<LanguageCode, string>>) => void;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const [form] = Form.useForm<Record<string, string>>();
  const [langs, setLangs] = useState<LanguageCode[]>([]);
  useEffect(() => {
    if (!level) return;
    const present = Object.keys(level.notes) as LanguageCode[];
    setLangs(present.includes('EN') ? present : ['EN', ...present]);
    form.resetFields();
    form.setFieldsValue(level.notes);
  }, [level, form]);
  const label = (code: string) => LANGUAGES.find((l) => l.code === code)?.label ?? code;

  return (
    <Modal
      open={level !== null}
      title={translate('vipLevels.notesTitle', { level: level?.level ?? '' })}
      okText={translate('buttons.save')}
      cancelText={translate('buttons.cancel')}
      okButtonProps={{ loading: pending, disabled: !canEdit }}
      onOk={() => form.submit()}
      onCancel={onClose}
      forceRender
      width={640}
    >
      <Form
        form={form}
        layout="vertical"
        name="vipNotes"
        disabled={!canEdit}
        onFinish={(v) => {
          const before = level?.notes ?? {};
          const notes: Partial<Record<LanguageCode, string>> = {};
          for (const code of new Set([...langs, ...(Object.keys(before) as LanguageCode[])])) {
            const text = (v[code] ?? '').trim();
            if (text !== ((before as Record<string, string>)[code] ?? '')) notes[code] = text;
          }
          onSubmit(notes);
        }}
      >
        {langs.map((code) => (
          <Form.Item key={code} name={code} label={label(code)} rules={[{ max: 500 }]}>
            <Input.TextArea rows={2} maxLength={500} />
          </Form.Item>
        ))}
        {canEdit && (
          <Select<LanguageCode>
            style={{ width: 240 }}
            placeholder={translate('vipLevels.addLanguage')}
            value={null as unknown as LanguageCode}
            onChange={(code) => setLangs((l) => (l.includes(code) ? l : [...l, code]))}
            options={LANGUAGES.filter((l) => !langs.includes(l.code)).map((l) => ({ value: l.code, label: l.label }))}
          />
        )}
      </Form>
    </Modal>
  );
}
