import type { DepositOrder, TransactionItem, TxCode, WithdrawOrder } from '@wps/contract';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDepositReportInfiniteQuery, useTransactionsInfiniteQuery, useTxCodesQuery, useWithdrawReportInfiniteQuery, type RangeFilter } from '../api/records';
import { DatePresets, presetRange, type PresetKey } from '../components/date-presets';
import { MoneyPage } from '../components/money-page';
import { formatDateTime, useMoneyFormat } from '../components/money-format';
import { Paged } from '../components/paged-list';
import { useMoneyTranslation } from '../i18n';
import { StatusBadge } from './deposit-page';

const TABS = ['all', 'deposit', 'withdraw'] as const;
type Tab = (typeof TABS)[number];

/** Transaction record (/m/transaction/record): every ledger movement, and the deposit and withdrawal orders. */
export default function TransactionRecordPage() {
  const { t } = useMoneyTranslation();
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
        {tab === 'deposit' ? <DepositList range={range} /> : null}
        {tab === 'withdraw' ? <WithdrawList range={range} /> : null}
      </div>
    </MoneyPage>
  );
}

function TransactionList({ range, txCode }: { range: RangeFilter; txCode: TxCode | undefined }) {
  const { t, lng } = useMoneyTranslation();
  const fmt = useMoneyFormat();
  const q = useTransactionsInfiniteQuery({ ...range, txCode });
  return (
    <Paged<TransactionItem>
      q={q}
      testId="tx-list"
      render={(i) => (
        <li key={i.id} className="mn-row">
          <div>
            <p className="mn-row-title">{t(`mn_tx_${i.txCode}`, { defaultValue: i.txCode })}</p>
            <p className="mn-row-sub">{formatDateTime(i.time, lng)}</p>
          </div>
          <div className="mn-row-end">
            <p className={`mn-amount${i.amount.startsWith('-') ? ' is-out' : ' is-in'}`}>{fmt(i.amount, { sign: true })}</p>
            <p className="mn-row-sub">{t('mn_balance_after', { amount: fmt(i.balanceAfter) })}</p>
          </div>
        </li>
      )}
    />
  );
}

function DepositList({ range }: { range: RangeFilter }) {
  const { t, lng } = useMoneyTranslation();
  const fmt = useMoneyFormat();
  const q = useDepositReportInfiniteQuery(range);
  return (
    <Paged<DepositOrder>
      q={q}
      testId="deposit-list"
      render={(o) => (
        <li key={o.orderNo} className="mn-row">
          <div>
            <p className="mn-row-title">{o.channel}</p>
            <p className="mn-row-sub">
              {formatDateTime(o.createdAt, lng)} · {o.orderNo}
            </p>
          </div>
          <div className="mn-row-end">
            <p className="mn-amount">{fmt(o.amount)}</p>
            {o.bonus !== '0.00' ? <p className="mn-row-sub">{t('mn_bonus_plus', { amount: fmt(o.bonus) })}</p> : null}
            <StatusBadge status={o.status} />
          </div>
        </li>
      )}
    />
  );
}

function WithdrawList({ range }: { range: RangeFilter }) {
  const { lng } = useMoneyTranslation();
  const fmt = useMoneyFormat();
  const q = useWithdrawReportInfiniteQuery(range);
  return (
    <Paged<WithdrawOrder>
      q={q}
      testId="withdraw-list"
      render={(o) => (
        <li key={o.orderNo} className="mn-row">
          <div>
            <p className="mn-row-title">
              {o.bankName} {o.accountNo}
            </p>
            <p className="mn-row-sub">
              {formatDateTime(o.createdAt, lng)} · {o.orderNo}
            </p>
          </div>
          <div className="mn-row-end">
            <p className="mn-amount">{fmt(o.amount)}</p>
            <StatusBadge status={o.status} />
          </div>
        </li>
      )}
    />
  );
}
