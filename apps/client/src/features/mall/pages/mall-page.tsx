import '../mall.css';
import type { MallItem } from '@wps/contract';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Tabs } from '../../../shared/ui/form/choices';
import { InfiniteList, pageItems } from '../../../shared/ui/infinite-list';
import { EmptyState, ErrorState, ListSkeleton } from '../../../shared/ui/list-states';
import { MoneyPage } from '../../../shared/ui/money-page';
import { useMallItemsQuery, useMallOrdersQuery, usePointsHistoryQuery, usePointsQuery } from '../api/mall';
import { ItemCard } from '../components/item-card';
import { OrderRow } from '../components/order-row';
import { PointsHeader } from '../components/points-header';
import { PointsRow } from '../components/points-row';
import { RedeemSheet } from '../components/redeem-sheet';
import { useMallTranslation } from '../i18n';

const TABS = ['items', 'orders', 'points'] as const;
type Tab = (typeof TABS)[number];
const tabOf = (v: string | null): Tab => TABS.find((x) => x === v) ?? 'items';

/**
 * Points mall (/m/mall/mallHome, spec part 1 s2, menu key PTSYS3): the points balance, the catalogue with redeem, the
 * member's orders and the points history. Members only; a trial account gets the register prompt (bonus cash is money).
 */
export default function MallPage() {
  const { t } = useMallTranslation();
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  const go = (next: Tab) => setParams(next === 'items' ? {} : { tab: next }, { replace: true });
  return (
    <MoneyPage title={t('points_mall')} testId="mall-page" realMoney>
      <PointsHeader />
      <Tabs label={t('mall_tabs')} value={tab} onChange={go} tabs={TABS.map((x) => ({ value: x, label: t(`mall_tab_${x}`) }))} />
      <div role="tabpanel" aria-label={t(`mall_tab_${tab}`)}>
        {tab === 'items' ? <Catalogue onOrders={() => go('orders')} /> : tab === 'orders' ? <Orders /> : <History />}
      </div>
      <p className="mn-note">{t('mall_note')}</p>
    </MoneyPage>
  );
}

function Catalogue({ onOrders }: { onOrders: () => void }) {
  const { t, lng } = useMallTranslation();
  const q = useMallItemsQuery(lng);
  const points = usePointsQuery().data?.balance;
  const [open, setOpen] = useState<MallItem | null>(null);
  if (q.isPending) return <ListSkeleton rows={4} />;
  if (q.isError) return <ErrorState error={q.error} onRetry={() => void q.refetch()} />;
  if (!q.data.length) return <EmptyState text={t('mall_empty_items')} testId="mall-empty" />;
  return (
    <>
      <ul className="ml-grid" data-testid="mall-items">
        {q.data.map((item) => (
          <ItemCard key={item.id} item={item} onOpen={setOpen} />
        ))}
      </ul>
      <RedeemSheet
        item={open}
        points={points}
        onClose={() => setOpen(null)}
        onOrders={() => {
          setOpen(null);
          onOrders();
        }}
      />
    </>
  );
}

function Orders() {
  const { t, lng } = useMallTranslation();
  const q = useMallOrdersQuery(lng);
  return (
    <InfiniteList
      query={q}
      items={pageItems(q.data)}
      testId="mall-orders"
      emptyTestId="mall-orders-empty"
      emptyText={t('mall_empty_orders')}
      className="ls-list mn-list"
      render={(o) => <OrderRow key={o.id} order={o} />}
    />
  );
}

function History() {
  const { t } = useMallTranslation();
  const q = usePointsHistoryQuery();
  return (
    <InfiniteList
      query={q}
      items={pageItems(q.data)}
      testId="mall-history"
      emptyTestId="mall-history-empty"
      emptyText={t('mall_empty_history')}
      className="ls-list mn-list"
      render={(e) => <PointsRow key={e.id} entry={e} />}
    />
  );
}
