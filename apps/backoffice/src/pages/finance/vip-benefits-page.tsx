import { useCan, useTranslate } from '@refinedev/core';
import { BENEFIT_LANDINGS, type BenefitLanding, type OpsVipBenefitRule } from '@wps/contract';
import { Select, Space, Typography, type TableColumnsType } from 'antd';
import { useOpsAction } from '../../shared/actions';
import { ListCard, useOpsTable } from '../../shared/list';

type Rule = OpsVipBenefitRule & { [key: string]: unknown };

/**
 * Finance > VIP benefits: where each periodic VIP benefit (daily rebate, monthly bonus, birthday gift) lands: straight
 * in the member's wallet with its turnover, or in the reward centre to be claimed. A change applies to the next runs.
 */
export default function VipBenefitsPage() {
  const translate = useTranslate();
  const { tableProps, tableQuery } = useOpsTable<Rule>('vipBenefits');
  const { data: can } = useCan({ resource: 'vipBenefits', action: 'edit' });
  const editable = can?.can === true;
  const benefitLabel = (b: string) => translate(`vipBenefits.benefits.${b}`);
  const update = useOpsAction<OpsVipBenefitRule>('vipBenefits', 'edit', {
    success: (r) => translate('vipBenefits.saved', { benefit: benefitLabel(r?.benefit ?? '') }),
  });

  const columns: TableColumnsType<Rule> = [
    { title: translate('vipBenefits.benefit'), dataIndex: 'benefit', key: 'benefit', render: (v: string) => <Typography.Text strong>{benefitLabel(v)}</Typography.Text> },
    {
      title: translate('vipBenefits.landing'),
      dataIndex: 'landing',
      key: 'landing',
      render: (v: BenefitLanding, r) => (
        <Select<BenefitLanding>
          value={v}
          disabled={!editable || update.pending}
          style={{ width: 260 }}
          aria-label={translate('vipBenefits.landingOf', { benefit: benefitLabel(r.benefit) })}
          data-testid={`vip-benefit-landing-${r.benefit}`}
          options={BENEFIT_LANDINGS.map((l) => ({ value: l, label: translate(`vipBenefits.landings.${l}`) }))}
          onChange={(landing) => void update.run({ params: { benefit: r.benefit }, body: { landing } })}
        />
      ),
    },
  ];

  return (
    <ListCard<Rule>
      testId="vip-benefits"
      title={translate('vipBenefits.title')}
      tableProps={{ ...tableProps, pagination: false }}
      query={tableQuery}
      rowKey="benefit"
      columns={columns}
      filters={
        <Space direction="vertical" size={4}>
          <Typography.Text type="secondary">{translate('vipBenefits.help')}</Typography.Text>
          {!editable && <Typography.Text type="secondary">{translate('access.readOnly')}</Typography.Text>}
        </Space>
      }
    />
  );
}
