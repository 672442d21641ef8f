import { EmptyState as SharedEmptyState } from '../../../shared/ui/list-states';
import { useMoneyTranslation } from '../i18n';

export { ErrorState, ListSkeleton } from '../../../shared/ui/list-states';

/** The money screens' empty state: "nothing here for this period" unless told otherwise. */
export function EmptyState({ text }: { text?: string }) {
  const { t } = useMoneyTranslation();
  return <SharedEmptyState text={text ?? t('mn_empty')} />;
}
