import type { DepositChannelType } from '@wps/contract';
import { Icon } from '../../../shared/ui/icons';

/** The wallets' colours (simple glyphs in them, not the brands' marks). */
const WALLET_COLOURS = { ALIPAY: '#1677ff', WECHAT: '#07c160', QQ: '#12b7f5' } as const;

/** A wallet's glyph: a letter for Alipay and QQ Wallet, two speech bubbles for WeChat Pay. */
function WalletGlyph({ type }: { type: keyof typeof WALLET_COLOURS }) {
  return (
    <svg width={28} height={28} viewBox="0 0 28 28" aria-hidden="true" focusable="false">
      <rect width="28" height="28" rx="7" fill={WALLET_COLOURS[type]} />
      {type === 'WECHAT' ? (
        <g fill="#fff">
          <ellipse cx="11.5" cy="12" rx="6.5" ry="5.2" />
          <ellipse cx="17.5" cy="16.5" rx="5.2" ry="4.2" stroke={WALLET_COLOURS.WECHAT} strokeWidth="1.2" />
        </g>
      ) : (
        <text x="14" y="19.5" textAnchor="middle" fontSize="15" fontWeight="700" fill="#fff" fontFamily="system-ui, sans-serif">
          {type === 'ALIPAY' ? 'A' : 'Q'}
        </text>
      )}
    </svg>
  );
}

/** A payment method's icon: the wallet's glyph, a bank, or a card for the online gateway. */
export function ChannelIcon({ type }: { type: DepositChannelType }) {
  if (type === 'ALIPAY' || type === 'WECHAT' || type === 'QQ') return <WalletGlyph type={type} />;
  return type === 'BANK' ? (
    <Icon size={28} d="M3 10h18M5 10v8m4.7-8v8m4.6-8v8M19 10v8M3 20h18M12 3l9 5H3z" />
  ) : (
    <Icon size={28} d="M3 6h18v12H3zM3 10h18M7 15h4" />
  );
}
