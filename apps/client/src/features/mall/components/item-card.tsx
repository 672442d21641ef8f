import type { MallItem } from '@wps/contract';
import { formatNumber } from '../../../shared/format/date-time';
import { useMoneyFormat } from '../../../shared/format/use-money-format';
import { useMallTranslation } from '../i18n';

/**
 * A catalogue tile: picture (or the kind's mark), name, price in points, stock or the sold-out state. The name is the
 * button (its text is its accessible name); the button's area stretches over the whole tile.
 */
export function ItemCard({ item, onOpen }: { item: MallItem; onOpen: (item: MallItem) => void }) {
  const { t, lng } = useMallTranslation();
  const money = useMoneyFormat();
  return (
    <li className={`ml-item${item.soldOut ? ' is-soldout' : ''}`} data-testid="mall-item" data-kind={item.kind}>
      {item.imageUrl ? (
        <img className="ml-item-img" src={item.imageUrl} alt="" loading="lazy" />
      ) : (
        <span className={`ml-item-img ml-kind-${item.kind}`} aria-hidden="true">
          {item.cash ? money(item.cash) : t(`mall_kind_${item.kind}`)}
        </span>
      )}
      <button type="button" className="ml-item-btn" onClick={() => onOpen(item)}>
        {item.name}
      </button>
      <span className="ml-item-price">{t('mall_price', { points: formatNumber(item.price, lng) })}</span>
      <span className="ml-item-stock">{item.soldOut ? t('mall_sold_out') : item.stock === null ? t('mall_unlimited') : t('mall_stock', { n: item.stock })}</span>
    </li>
  );
}
