import { useQuery } from '@tanstack/react-query';
import { countriesCall } from '../api/session';
import { useSessionTranslation } from '../i18n';

export const DEFAULT_DIALING_CODE = '+63';

/** Country dialing code picker fed by /wps/system/country. */
export function DialingCode({ value, onChange, id }: { value: string; onChange: (v: string) => void; id: string }) {
  const { t } = useSessionTranslation();
  const countries = useQuery({ queryKey: ['system', 'countries'], queryFn: countriesCall, staleTime: 3_600_000 });
  const codes = [...new Set((countries.data ?? []).map((c) => c.dialingCode))].sort((a, b) => Number(a.slice(1)) - Number(b.slice(1)));
  if (!codes.includes(value)) codes.unshift(value);
  return (
    <select id={id} className="dialing-code" aria-label={t('acc_dialing_code')} value={value} onChange={(e) => onChange(e.target.value)}>
      {codes.map((c) => (
        <option key={c} value={c}>
          {c}
        </option>
      ))}
    </select>
  );
}

interface MobileFieldProps {
  /** Base id: the select gets `${id}-dial`, the number `${id}-mobile`. */
  id: string;
  dialing: string;
  onDialing: (v: string) => void;
  mobile: string;
  onMobile: (v: string) => void;
}

/** Mobile number with its dialing code, as the login, reset and register forms ask for it (digits only, <= 20). */
export function MobileField({ id, dialing, onDialing, mobile, onMobile }: MobileFieldProps) {
  const { t } = useSessionTranslation();
  return (
    <div className="field">
      <label className="field-label" htmlFor={`${id}-mobile`}>
        {t('acc_mobile')}
      </label>
      <span className="field-row">
        <DialingCode id={`${id}-dial`} value={dialing} onChange={onDialing} />
        <input
          id={`${id}-mobile`}
          name="mobile"
          inputMode="tel"
          autoComplete="tel-national"
          maxLength={20}
          value={mobile}
          placeholder={t('acc_mobile_placeholder')}
          onChange={(e) => onMobile(e.target.value.replace(/\D/g, ''))}
        />
      </span>
    </div>
  );
}
