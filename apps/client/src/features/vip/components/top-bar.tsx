import { useNavigate } from 'react-router';
import { IconBack } from '../../../shared/ui/icons';
import { useVipTranslation } from '../i18n';

/** The VIP screens hide the shared header (layout rules), so they carry their own bar: back, or home on a first visit. */
export function VipTopBar({ title }: { title: string }) {
  const { t } = useVipTranslation();
  const navigate = useNavigate();
  const back = () => {
    // React Router keeps the entry's index in history.state: 0 means the site was opened on this page.
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate('/m/home', { replace: true });
  };
  return (
    <div className="vip-topbar">
      <button type="button" className="icon-btn" aria-label={t('vip_back')} onClick={back} data-testid="vip-back">
        <IconBack />
      </button>
      <h1>{title}</h1>
    </div>
  );
}
