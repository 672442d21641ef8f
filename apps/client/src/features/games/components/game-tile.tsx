import type { Game } from '@wps/contract';
import { LOTTERY_TYPES, hasVendorBadge } from '@wps/contract/game-rules';
import { Icon } from '../../../shared/ui/icons';
import { useGamesTranslation } from '../i18n';
import { GameIcon } from './game-icon';

interface Props {
  game: Game;
  favourite: boolean;
  onOpen: (game: Game) => void;
  onToggleFavourite: (game: Game, add: boolean) => void;
}

/** A game tile: icon, name, vendor badge for JL, favourite star (not for lottery games). */
export function GameTile({ game, favourite, onOpen, onToggleFavourite }: Props) {
  const { t } = useGamesTranslation();
  const star = !LOTTERY_TYPES.includes(game.gameType);
  return (
    <li className="g-tile" data-testid="game-tile" data-node-id={game.nodeId}>
      <button type="button" className="g-open" onClick={() => onOpen(game)}>
        <GameIcon src={game.iconUrl} />
        <span className="g-name" data-testid="game-name">{game.displayName}</span>
        {hasVendorBadge(game.vassalage) ? <span className="g-badge">{t('games_badge_jl')}</span> : null}
      </button>
      {star ? (
        <button
          type="button"
          className="g-star"
          aria-pressed={favourite}
          aria-label={t(favourite ? 'games_fav_remove' : 'games_fav_add', { name: game.displayName })}
          onClick={() => onToggleFavourite(game, !favourite)}
        >
          <Icon size={18} fill={favourite ? 'currentColor' : 'none'} d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z" />
        </button>
      ) : null}
    </li>
  );
}
