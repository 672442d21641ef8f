import type { DepositChannel, DepositChannelType } from '@wps/contract';
import { Chips } from '../../../shared/ui/form';
import { useDepositTranslation } from '../i18n';
import { ChannelIcon } from './channel-icon';

/** How each kind of channel is paid, under its name. */
const TYPE_KEYS: Record<DepositChannelType, string> = {
  BANK: 'mn_type_bank',
  GATEWAY: 'mn_type_gateway',
  ALIPAY: 'mn_type_alipay',
  WECHAT: 'mn_type_wechat',
  QQ: 'mn_type_qq',
};

/** The payment methods as cards (a grid in the merchant's new look, else a list): one is always chosen. */
export function ChannelPicker(p: { channels: DepositChannel[]; value: number; onChange: (id: number) => void; grid: boolean }) {
  const { t } = useDepositTranslation();
  return (
    <fieldset className="mn-fieldset">
      <legend className="field-label">{t('mn_channel')}</legend>
      <Chips
        label={t('mn_channel')}
        value={p.value}
        onChange={p.onChange}
        className={p.grid ? 'mn-channel-grid' : 'mn-channel-list'}
        itemClassName="mn-channel"
        options={p.channels.map((c) => ({
          value: c.id,
          label: (
            <>
              <ChannelIcon type={c.type} />
              <span className="mn-channel-name">{c.name}</span>
              <span className="mn-channel-kind">{t(TYPE_KEYS[c.type])}</span>
            </>
          ),
        }))}
      />
    </fieldset>
  );
}
