import { randomUUID } from 'node:crypto';
import { minorToMoney, moneyToMinor } from '@wps/contract';
import { EngineInputError, type StudioGame } from '../engine.js';
import { esc } from '../pages.js';
import { textsOf } from '../texts.js';
import { STUDIO_TEXTS } from './studio-texts.js';

// What the slot, fishing, table and bingo engines share: stakes (limits, ladder, the stake bar and its browser code),
// round ids and their texts.

/** A table's upper limit: a thousand times its smallest stake. */
export const maxStakeMinor = (g: StudioGame): bigint => g.minBetMinor * 1000n;

/** The stakes the stake bar steps through. */
export const stakeLadder = (g: StudioGame): string[] => [1n, 2n, 5n, 10n, 20n, 50n, 100n].map((x) => minorToMoney(g.minBetMinor * x));

/** A stake from the page ("1.50"), within the game's limits, or EngineInputError('stakeBad'). */
export function stakeOf(v: unknown, g: StudioGame): bigint {
  if (typeof v !== 'string' || !/^\d{1,9}(\.\d{1,2})?$/.test(v)) throw new EngineInputError('stakeBad');
  const minor = moneyToMinor(v);
  if (minor < g.minBetMinor || minor > maxStakeMinor(g)) throw new EngineInputError('stakeBad');
  return minor;
}

/** The fields of an action's input object (an input that is not an object has none). */
export const fieldsOf = (input: unknown): Record<string, unknown> => (input && typeof input === 'object' && !Array.isArray(input) ? (input as Record<string, unknown>) : {});

export const newRound = (g: StudioGame): string => `${g.gameCode}-${randomUUID()}`;

export const studioTexts = (lang: string) => textsOf(STUDIO_TEXTS, lang);

/** The stake bar: lower, the stake, raise (the browser part is STAKE_JS). */
export const stakeBar = (lang: string): string => {
  const t = studioTexts(lang);
  return `<div class="sim-row"><button type="button" class="sim-btn alt" id="stake-down" aria-label="${esc(t.stakeDown)}">&#8722;</button>
<output id="stake" class="stake-out" data-testid="sim-stake" aria-live="polite"></output>
<button type="button" class="sim-btn alt" id="stake-up" aria-label="${esc(t.stakeUp)}">+</button></div>`;
};

/** Browser code of the stake bar: `stake()` is the chosen stake (decimal text) from SIM.cfg.engine.stakes. */
export const STAKE_JS = `var STAKES=SIM.cfg.engine.stakes,stakeAt=0;
function stake(){return STAKES[stakeAt]}
function showStake(){document.getElementById('stake').textContent=SIM.money(stake())}
document.getElementById('stake-down').addEventListener('click',function(){stakeAt=Math.max(0,stakeAt-1);showStake()});
document.getElementById('stake-up').addEventListener('click',function(){stakeAt=Math.min(STAKES.length-1,stakeAt+1);showStake()});
showStake();`;

/** The engine config every one of these engines starts from: its texts and stakes. */
export const baseConfig = (g: StudioGame, lang: string) => ({ t: studioTexts(lang), stakes: stakeLadder(g) });

export const KIT_CSS = `.stake-out{min-width:110px;text-align:center;font-size:18px;font-weight:700}`;
