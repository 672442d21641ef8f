import { Paged as SharedPaged, type PagedProps } from '../../../shared/ui/list-states';
import { useMoneyTranslation } from '../i18n';

/** The records screens' paged list, with the money empty text. */
export function Paged<T>(props: Omit<PagedProps<T>, 'emptyText' | 'className'>) {
  const { t } = useMoneyTranslation();
  return <SharedPaged<T> {...props} emptyText={t('mn_empty')} className="mn-list" />;
}
