import { SearchOutlined } from '@ant-design/icons';
import { CanAccess, useCan, useTranslate } from '@refinedev/core';
import type { OpsMerchantTrees, WhitelabelNode } from '@wps/contract';
import { App, Button, Card, Col, Flex, Input, Row, Space, Switch, Tag, Tree, Typography, type TreeDataNode } from 'antd';
import { useMemo, useState } from 'react';
import { useOpsAction } from '../../shared/actions';
import { EmptyState, ErrorState, PageLoading } from '../../shared/states';
import { SETTINGS_RESOURCES, useMerchantSettings } from './settings-forms';
import { changedFlags, countNodes, filterTree, isOn, setFlag, textMatcher, type Flags } from './switch-tree';

/** The other settings screens, read again after a change. */
const OTHERS = SETTINGS_RESOURCES.filter((r) => r !== 'whitelabel');

type Texts = (modId: string) => string[];

/** One tree of switches: each node its switch, modId and (when the locale knows it) label and description. */
function SwitchTree({
  nodes,
  edits,
  changed,
  texts,
  canEdit,
  onChange,
  testId,
}: {
  nodes: WhitelabelNode[];
  edits: Flags;
  changed: Flags;
  texts: Texts;
  canEdit: boolean;
  onChange: (modId: string, on: boolean) => void;
  testId: string;
}) {
  const translate = useTranslate();
  const toData = (list: WhitelabelNode[], prefix: string, parentOn: boolean): TreeDataNode[] =>
    list.map((n, i) => {
      const key = prefix ? `${prefix}-${i}` : String(i);
      const on = isOn(n, edits);
      const [label, description] = texts(n.modId);
      return {
        key,
        title: (
          <Flex gap={8} align="flex-start" wrap style={{ padding: '2px 0' }} data-testid={`switch-${n.modId}`}>
            <Switch size="small" checked={on} disabled={!canEdit} aria-label={label || n.modId} onChange={(v) => onChange(n.modId, v)} />
            <Space size={[6, 0]} wrap>
              {/* The module's name; its code only where the locale has no name for it (a module added later). */}
              {label ? (
                <Typography.Text strong title={n.modId}>
                  {label}
                </Typography.Text>
              ) : (
                <Typography.Text code>{n.modId}</Typography.Text>
              )}
              {Object.hasOwn(changed, n.modId) && <Tag color="gold">{translate('whitelabel.changed')}</Tag>}
              {on && !parentOn && <Tag>{translate('whitelabel.offByParent')}</Tag>}
            </Space>
            {description && (
              <Typography.Text type="secondary" style={{ flexBasis: '100%', paddingLeft: 36, fontSize: 12 }}>
                {description}
              </Typography.Text>
            )}
          </Flex>
        ),
        children: toData(n.childrenNodes, key, parentOn && on),
      };
    });
  if (nodes.length === 0) return <EmptyState text={translate('whitelabel.noMatch')} />;
  return <Tree treeData={toData(nodes, '', true)} selectable={false} defaultExpandAll blockNode data-testid={testId} />;
}

/**
 * Settings > Whitelabel & menu: the merchant's registration / login switches and member-menu modules as trees of
 * switches. Changes stay on screen until saved; Save sends only the flags that differ from the saved trees
 * (opsMerchantWhitelabel).
 */
export default function WhitelabelPage() {
  const translate = useTranslate();
  const { modal } = App.useApp();
  const { query, result } = useMerchantSettings('whitelabel');
  const { data: canEdit } = useCan({ resource: 'whitelabel', action: 'edit' });
  const [edits, setEdits] = useState<Flags>({});
  const [search, setSearch] = useState('');
  const save = useOpsAction<OpsMerchantTrees>('whitelabel', 'edit', {
    success: translate('whitelabel.saved'),
    invalidate: OTHERS,
  });

  const trees = useMemo(() => [result?.whitelabel ?? [], result?.menu ?? []], [result]);
  const changes = useMemo(() => changedFlags(trees, edits), [trees, edits]);
  const changeCount = Object.keys(changes).length;
  const texts: Texts = (modId) => [translate(`whitelabel.modules.${modId}.label`, ''), translate(`whitelabel.modules.${modId}.description`, '')];
  const matches = textMatcher(search, texts);

  if (query.isLoading) return <PageLoading />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (!result) return <EmptyState />;

  const submit = () =>
    modal.confirm({
      title: translate('whitelabel.confirmTitle', { count: changeCount }),
      content: (
        <Space size={[4, 4]} wrap>
          {Object.entries(changes).map(([modId, on]) => (
            <Tag key={modId} color={on ? 'green' : 'red'}>
              {texts(modId)[0] || modId}: {translate(on ? 'whitelabel.on' : 'whitelabel.off')}
            </Tag>
          ))}
        </Space>
      ),
      okText: translate('buttons.save'),
      cancelText: translate('buttons.cancel'),
      onOk: async () => {
        if (await save.run({ body: { flags: changes } })) setEdits({});
      },
    });

  const change = (modId: string, on: boolean) => setEdits((e) => setFlag(trees, e, modId, on));
  const none = countNodes(result.whitelabel) + countNodes(result.menu) === 0;

  return (
    <Card
      title={translate('whitelabel.title')}
      data-testid="whitelabel-settings"
      extra={
        <Input
          allowClear
          prefix={<SearchOutlined aria-hidden="true" />}
          placeholder={translate('whitelabel.search')}
          aria-label={translate('whitelabel.search')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          style={{ width: 220 }}
        />
      }
    >
      <Typography.Paragraph type="secondary">{translate('whitelabel.help')}</Typography.Paragraph>
      {none ? (
        <EmptyState />
      ) : (
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={12}>
            <Card type="inner" size="small" title={translate('whitelabel.whitelabelTree')}>
              <SwitchTree
                key={`w:${search}`}
                nodes={filterTree(result.whitelabel, matches)}
                edits={edits}
                changed={changes}
                texts={texts}
                canEdit={!!canEdit?.can}
                onChange={change}
                testId="whitelabel-tree"
              />
            </Card>
          </Col>
          <Col xs={24} lg={12}>
            <Card type="inner" size="small" title={translate('whitelabel.menuTree')}>
              <SwitchTree
                key={`m:${search}`}
                nodes={filterTree(result.menu, matches)}
                edits={edits}
                changed={changes}
                texts={texts}
                canEdit={!!canEdit?.can}
                onChange={change}
                testId="menu-tree"
              />
            </Card>
          </Col>
        </Row>
      )}
      <div style={{ marginTop: 16 }}>
        <CanAccess resource="whitelabel" action="edit" fallback={<Typography.Text type="secondary">{translate('access.readOnly')}</Typography.Text>}>
          <Space wrap>
            <Button type="primary" disabled={changeCount === 0} loading={save.pending} onClick={submit} data-testid="whitelabel-save">
              {translate('buttons.save')}
            </Button>
            <Button disabled={changeCount === 0} onClick={() => setEdits({})}>
              {translate('whitelabel.discard')}
            </Button>
            <Typography.Text type="secondary">{translate('whitelabel.pending', { count: changeCount })}</Typography.Text>
          </Space>
        </CanAccess>
      </div>
    </Card>
  );
}
