import type { ContractKind, ContractRequestStatus } from '@wps/contract';

/** What differs between the three contract screens: the route, the home prompt's flag and the tier shape. */
export interface KindMeta {
  kind: ContractKind;
  mode: 'salary' | 'dividend';
  path: string;
  /** The field of the consolidated request status that is non-empty while a proposal of this kind awaits. */
  flag: keyof ContractRequestStatus;
  /** Text keys: the screen's title and the kind's name inside sentences. */
  title: string;
  name: string;
}

export const KINDS: Record<ContractKind, KindMeta> = {
  DAILY_SALARY: { kind: 'DAILY_SALARY', mode: 'salary', path: '/m/member/agent/getSalaryContract', flag: 'dailysalreqtype', title: 'ac_title_daily', name: 'ac_kind_daily' },
  DIVIDEND: { kind: 'DIVIDEND', mode: 'dividend', path: '/m/member/agent/getDevidendContract', flag: 'divtypecompperiodreq', title: 'ac_title_dividend', name: 'ac_kind_dividend' },
  HOURLY_SALARY: { kind: 'HOURLY_SALARY', mode: 'salary', path: '/m/member/agent/getHourContract', flag: 'contracthoursalreq', title: 'ac_title_hourly', name: 'ac_kind_hourly' },
};

/** The kinds with a proposal awaiting the member's answer, in the menu's order. */
export const pendingKinds = (status: ContractRequestStatus | undefined): KindMeta[] =>
  status ? (['DAILY_SALARY', 'DIVIDEND', 'HOURLY_SALARY'] as const).map((k) => KINDS[k]).filter((m) => status[m.flag] !== '') : [];

/** The kind a contract route shows (daily salary for anything else). */
export const kindOfPath = (path: string): ContractKind =>
  (Object.values(KINDS).find((m) => path.startsWith(m.path))?.kind ?? 'DAILY_SALARY');
