import { formatMoney } from '@wps/contract/lite';

/** Whole amounts without cents (VIP thresholds are round figures), others as #,##0.00. */
export const vipMoney = (value: string): string => formatMoney(value).replace(/\.00$/, '');
