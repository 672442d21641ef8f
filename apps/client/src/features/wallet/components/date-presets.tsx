import { Chips } from '../../../shared/ui/form';
import { useWalletTranslation } from '../i18n';

export type PresetKey = 'today' | 'yesterday' | 'd7' | 'd30';
export const PRESETS: PresetKey[] = ['today', 'yesterday', 'd7', 'd30'];

const day = (offset: number) => new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10);

/** The date range of a preset, in the server's (UTC) days. */
export function presetRange(p: PresetKey): { start: string; end: string } {
  switch (p) {
    case 'today':
      return { start: day(0), end: day(0) };
    case 'yesterday':
      return { start: day(1), end: day(1) };
    case 'd7':
      return { start: day(6), end: day(0) };
    case 'd30':
      return { start: day(29), end: day(0) };
  }
}

export function DatePresets({ value, onChange }: { value: PresetKey; onChange: (p: PresetKey) => void }) {
  const { t } = useWalletTranslation();
  return <Chips label={t('mn_date_range')} value={value} onChange={onChange} options={PRESETS.map((p) => ({ value: p, label: t(`mn_range_${p}`) }))} />;
}
