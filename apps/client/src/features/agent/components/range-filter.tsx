import { Suspense, useState } from 'react';
import { formatDate } from '../../../shared/format/date-time';
import { lazyChunk } from '../../../shared/net/load-chunk';
import { Chips } from '../../../shared/ui/form';
import { useAgentTranslation } from '../i18n';
import { rangeOf, type RangeChoice, type RangePreset } from './date-ranges';

const CustomRangeSheet = lazyChunk(() => import('./custom-range'));

/**
 * A date range filter: the preset chips and "Custom", which opens a sheet to pick the days (custom-range.tsx, loaded
 * the first time it opens).
 */
export function RangeFilter({
  presets,
  value,
  onChange,
  testId,
  label,
}: {
  presets: readonly RangePreset[];
  value: RangeChoice;
  onChange: (v: RangeChoice) => void;
  testId: string;
  /** The chips' group name; "Date range" by default. */
  label?: string;
}) {
  const { t, lng } = useAgentTranslation();
  const [picking, setPicking] = useState(false);
  // Mounted from the first opening on, so the sheet can animate out when it closes.
  const [opened, setOpened] = useState(false);
  const custom = value.preset === 'custom' ? value : null;
  const chipLabel = (p: RangePreset) =>
    p === 'custom' && custom ? t('ag_range_custom_value', { from: formatDate(custom.start, lng), to: formatDate(custom.end, lng) }) : t(`ag_range_${p}`);
  const choose = (p: RangePreset) => {
    if (p !== 'custom') return onChange({ preset: p });
    setOpened(true);
    setPicking(true);
  };
  return (
    <div className="ag-range" data-testid={testId}>
      <Chips label={label ?? t('ag_range_label')} value={value.preset} onChange={choose} options={presets.map((p) => ({ value: p, label: chipLabel(p) }))} />
      {opened ? (
        <Suspense fallback={null}>
          <CustomRangeSheet
            open={picking}
            testId={`${testId}-sheet`}
            initial={custom ?? rangeOf({ preset: 'thisMonth' })!}
            onClose={() => setPicking(false)}
            onApply={(r) => {
              setPicking(false);
              onChange({ preset: 'custom', ...r });
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}

