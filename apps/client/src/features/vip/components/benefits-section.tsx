import type { VipLevel } from '@wps/contract';
import { useState } from 'react';
import { useVipTranslation } from '../i18n';
import { ReadAllPopup } from './read-all-popup';
import { BenefitList, LevelTable, useTermFacts } from './vip-parts';

/** Benefits and description (spec part 2 s2): what each benefit is; READ ALL shows the withdrawal and tour terms per level. */
export function BenefitsSection({ levels, currentLevel }: { levels: VipLevel[]; currentLevel: number | null }) {
  const { t } = useVipTranslation();
  const [open, setOpen] = useState(false);
  const terms = useTermFacts();
  return (
    <>
      <BenefitList />
      <button type="button" className="btn vip-read-all" onClick={() => setOpen(true)} data-testid="vip-benefits-read-all">
        {t('vip_read_all')}
      </button>
      <ReadAllPopup open={open} onClose={() => setOpen(false)} title={t('vip_benefits_table_title')} testId="vip-benefits-detail">
        <LevelTable levels={levels} currentLevel={currentLevel} columns={terms} label={t('vip_benefits_table_title')} />
        <BenefitList className="vip-benefits vip-benefits-detail" />
      </ReadAllPopup>
    </>
  );
}

/** The VIP rules text (spec part 2 s2), six translated bullets. */
export function VipRules() {
  const { t } = useVipTranslation();
  return (
    <ul className="vip-rules" data-testid="vip-rules">
      {[1, 2, 3, 4, 5, 6].map((n) => (
        <li key={n}>{t(`vip_rule_${n}`)}</li>
      ))}
    </ul>
  );
}
