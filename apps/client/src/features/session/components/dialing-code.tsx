import { useQuery } from '@tanstack/react-query';
import { ACCOUNT_LIMITS } from '@wps/contract/lite';
import type { ReactNode } from 'react';
import { useSystemStatus } from '../../../shared/system/system-store';
import { DigitsField, SelectInput, type FieldProps } from '../../../shared/ui/form';
import { countriesCall } from '../api/session';
import { useSessionTranslation } from '../i18n';

/** Only when the merchant has no country set (older settings). */
export const FALLBACK_DIALING_CODE = '+63';

/** Where every mobile field starts: the dialing code of the merchant's country (register settings). */
export function useDefaultDialingCode(): string {
  return useSystemStatus()?.info.register.country?.dialingCode ?? FALLBACK_DIALING_CODE;
}

/** Country dialing code picker fed by /wps/system/country. */
export function DialingCode({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const { t } = useSessionTranslation();
  const countries = useQuery({ queryKey: ['system', 'countries'], queryFn: countriesCall, staleTime: 3_600_000 });
  const codes = [...new Set((countries.data ?? []).map((c) => c.dialingCode))].sort((a, b) => Number(a.slice(1)) - Number(b.slice(1)));
  if (!codes.includes(value)) codes.unshift(value);
  return <SelectInput className="dialing-code" aria-label={t('acc_dialing_code')} value={value} onChange={onChange} options={codes.map((c) => ({ value: c, label: c }))} />;
}

type MobileFieldProps = Omit<FieldProps, 'start' | 'label' | 'filter'> & {
  dialing: string;
  onDialing: (v: string) => void;
  /** The plain "Mobile number" unless given (the register form marks it required). */
  label?: ReactNode;
};

/** Mobile number with its dialing code, as the login, reset and register forms ask for it (digits only, <= 20). */
export function MobileField({ dialing, onDialing, label, ...field }: MobileFieldProps) {
  const { t } = useSessionTranslation();
  return (
    <DigitsField
      name="mobile"
      inputMode="tel"
      autoComplete="tel-national"
      maxLength={ACCOUNT_LIMITS.mobileMax}
      placeholder={t('acc_mobile_placeholder')}
      {...field}
      label={label ?? t('acc_mobile')}
      start={<DialingCode value={dialing} onChange={onDialing} />}
    />
  );
}
