import type { Vendor } from '@wps/contract';
import { useGamesTranslation } from '../i18n';

/** Swipeable vendor tabs with an "all" tab; the value is the vassalage, empty for all. */
export function VendorBar({ vendors, value, onChange }: { vendors: Vendor[]; value: string; onChange: (v: string) => void }) {
  const { t } = useGamesTranslation();
  if (vendors.length === 0) return null;
  const tabs = [{ vassalage: '', vendorName: t('games_vendor_all') }, ...vendors];
  return (
    <div className="g-vendors" role="tablist" aria-label={t('games_vendors')}>
      {tabs.map((v) => (
        <button
          key={v.vassalage || 'all'}
          type="button"
          role="tab"
          aria-selected={value === v.vassalage}
          className={`g-vendor${value === v.vassalage ? ' is-active' : ''}`}
          onClick={() => onChange(v.vassalage)}
        >
          {v.vendorName}
        </button>
      ))}
    </div>
  );
}
