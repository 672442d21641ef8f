import type { TxCode } from '@wps/contract';
import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { formatDateTime } from '../../../shared/format/date-time';
import { signTone, useMoneyFormat } from '../../../shared/format/use-money-format';
import { MoneyList, MoneyPage, MoneyRow } from '../../../shared/ui/money-page';
import '../wallet.css';
import { useTransactionsInfiniteQuery, useTxCodesQuery, type RangeFilter } from '../api/records';
import { DatePresets, presetRange, type PresetKey } from '../components/date-presets';
import { useWalletTranslation } from '../i18n';

const TABS = ['all', 'deposit', 'withdraw'] as const;
type Tab = (typeof TABS)[number];

/** The deposit and withdrawal order lists of the period: the deposit and withdraw features' own lists (composed in app). */
export interface OrderLists {
  deposits: (range: RangeFilter) => ReactNode;
  withdrawals: (range: RangeFilter) => ReactNode;
}

/** Transaction record (/m/transaction/record): every ledger movement, and the deposit and withdrawal orders. */
export default function TransactionRecordPage({ deposits, withdrawals }: OrderLists) {
  const { t } = useWalletTranslation();
  const [params, setParams] = useSearchParams();
  const tab: Tab = (TABS as readonly string[]).includes(params.get('tab') ?? '') ? (params.get('tab') as Tab) : 'all';
  const [preset, setPreset] = useState<PresetKey>('today');
  const [txCode, setTxCode] = useState<TxCode | ''>('');
  const codes = useTxCodesQuery();
  const range = presetRange(preset);

  return (
    <MoneyPage title={t('transaction_record')} testId="transaction-record-page">
      <div className="mn-tabs" role="tablist" aria-label={t('transaction_record')}>
        {TABS.map((k) => (
          <button
            key={k}
            type="button"
            role="tab"
            aria-selected={tab === k}
            className={`mn-tab${tab === k ? ' is-active' : ''}`}
            onClick={() => setParams(k === 'all' ? {} : { tab: k }, { replace: true })}
          >
            {t(`mn_tab_${k}`)}
          </button>
        ))}
      </div>
      <DatePresets value={preset} onChange={setPreset} />
      {tab === 'all' ? (
        <div className="field mn-filter">
          <label className="field-label" htmlFor="mn-tx-type">
            {t('mn_tx_type')}
          </label>
          <select id="mn-tx-type" className="mn-select" value={txCode} onChange={(e) => setTxCode(e.target.value as TxCode | '')}>
            <option value="">{t('mn_tx_all')}</option>
            {codes.data?.map((c) => (
              <option key={c.code} value={c.code}>
                {t(`mn_${c.labelKey}`)}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div role="tabpanel">
        {tab === 'all' ? <TransactionList range={range} txCode={txCode || undefined} /> : null}
        {tab === 'deposit' ? deposits(range) : null}
        {tab === 'withdraw' ? withdrawals(range) : null}
      </div>
    </MoneyPage>
  );
}

function TransactionList({ range, txCode }: { range: RangeFilter; txCode: TxCode | undefined }) {
  const { t, lng } = useWalletTranslation();
  const fmt = useMoneyFormat();
  const q = useTransactionsInfiniteQuery({ ...range, txCode });
  return (
    <MoneyList
      query={q}
      testId="tx-list"
      render={(i) => (
        <MoneyRow key={i.id} title={t(`mn_tx_${i.txCode}`, { defaultValue: i.txCode })} sub={formatDateTime(i.time, lng)}>
          <p className={`mn-amount ${signTone(i.amount)}`}>{fmt(i.amount, { sign: true })}</p>
          <p className="mn-row-sub">{t('mn_balance_after', { amount: fmt(i.balanceAfter) })}</p>
        </MoneyRow>
      )}
    />
  );
}
