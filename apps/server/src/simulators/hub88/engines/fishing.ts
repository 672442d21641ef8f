import { minorToMoney } from '@wps/contract';
import { EngineInputError, type Engine, type StudioGame } from '../engine.js';
import { esc } from '../pages.js';
import { KIT_CSS, STAKE_JS, baseConfig, fieldsOf, newRound, stakeBar, stakeOf, studioTexts } from './kit.js';
import { codeRng } from './slot-math.js';

// The fishing studio (FISH): every shot is a bet and a round of its own; a hit pays the fish's multiplier. A fish of
// multiplier m is hit with probability RTP/m (in millionths, rounded down), so every target returns about 96 %.

export const FISH_RTP_PPM = 960_000;
const MULTIPLIERS = [2, 3, 5, 8, 10, 15, 20, 30, 50, 100] as const;

/** The fish of a game: six of the multipliers, chosen and coloured from its code. */
export function fishOf(code: string): { multiplier: number; hue: number; size: number }[] {
  const rnd = codeRng(`fish:${code}`);
  const picked = new Set<number>([0]);
  while (picked.size < 6) picked.add(Math.floor(rnd() * MULTIPLIERS.length));
  const hue = Math.floor(rnd() * 360);
  return [...picked].sort((a, b) => a - b).map((i, n) => ({ multiplier: MULTIPLIERS[i]!, hue: (hue + n * 53) % 360, size: 36 + i * 5 }));
}

/** Hit chance of a fish, in millionths. */
export const hitPpm = (multiplier: number): number => Math.floor(FISH_RTP_PPM / multiplier);

const fishSvg = (hue: number) =>
  `<svg viewBox="0 0 64 40" aria-hidden="true" focusable="false"><path d="M4 20C14 4 40 2 52 20 40 38 14 36 4 20z" fill="hsl(${hue} 80% 55%)"/><path d="m50 20 12-12v24z" fill="hsl(${hue} 70% 45%)"/><circle cx="16" cy="16" r="3" fill="#111"/></svg>`;

export const fishingEngine: Engine = {
  categories: ['FISH'],

  markup(game: StudioGame, lang: string): string {
    const t = studioTexts(lang);
    const fish = fishOf(game.gameCode);
    return `<div class="sea" id="sea" data-testid="fish-sea" aria-label="${esc(t.shootHint)}">
${fish
  .map(
    (f, i) =>
      `<button type="button" class="fish f${i} size-${Math.min(9, Math.floor((f.size - 36) / 5))}" data-fish="${i}" data-testid="fish-${i}" aria-label="&#215;${f.multiplier}">${fishSvg(f.hue)}<span>&#215;${f.multiplier}</span></button>`,
  )
  .join('')}<div class="shot" id="shot" hidden></div></div>
<p class="sim-info">${esc(t.shootHint)}</p>
${stakeBar(lang)}
<details class="sim-info"><summary>${esc(t.paytable)}</summary><table><tbody>${fish
      .map((f) => `<tr><td>${fishSvg(f.hue)}</td><td>&#215;${f.multiplier}</td><td>${(hitPpm(f.multiplier) / 10_000).toFixed(2)} %</td></tr>`)
      .join('')}</tbody></table><p>${esc(t.rtp)}: ${(FISH_RTP_PPM / 10_000).toFixed(0)} %</p></details>`;
  },

  config(game: StudioGame, lang: string) {
    return { ...baseConfig(game, lang), fish: fishOf(game.gameCode).map((f) => f.multiplier) };
  },

  script: `(function(){${STAKE_JS}
var busy=false,sea=document.getElementById('sea'),shot=document.getElementById('shot');
sea.addEventListener('click',function(e){var b=e.target.closest('.fish');if(!b||busy)return;busy=true;
var r=b.getBoundingClientRect(),s=sea.getBoundingClientRect();shot.style.left=(r.left-s.left+r.width/2-8)+'px';shot.style.top=(r.top-s.top+r.height/2-8)+'px';shot.hidden=false;
SIM.act('shoot',{fish:Number(b.dataset.fish),stake:stake()}).then(function(v){if(v.hit){b.classList.add('caught');SIM.toast(SIM.t('hit')+' '+SIM.money(v.win),'win');
setTimeout(function(){b.classList.remove('caught')},900)}else SIM.toast(SIM.t('miss'))}).catch(SIM.fail).then(function(){shot.hidden=true;busy=false})});})();`,

  css: `${KIT_CSS}
.sea{position:relative;height:320px;overflow:hidden;border-radius:16px;background:linear-gradient(#0a4f7a,#03243d)}
.fish{position:absolute;display:flex;flex-direction:column;align-items:center;border:0;background:none;color:#fff;font-weight:700;font-size:12px;min-width:44px;min-height:44px;padding:0;animation:swim linear infinite}
.fish svg{width:64px;height:40px}.fish.caught{animation-play-state:paused;opacity:.3}
.size-0 svg{width:48px}.size-3 svg,.size-4 svg{width:72px;height:46px}.size-6 svg,.size-7 svg,.size-8 svg,.size-9 svg{width:92px;height:58px}
.f0{top:4%;left:6%;animation-duration:9s}.f1{top:4%;left:54%;animation-duration:12s;animation-delay:-4s}.f2{top:36%;left:6%;animation-duration:10s;animation-delay:-7s}
.f3{top:36%;left:54%;animation-duration:14s;animation-delay:-2s}.f4{top:68%;left:6%;animation-duration:16s;animation-delay:-9s}.f5{top:68%;left:54%;animation-duration:19s;animation-delay:-12s}
@keyframes swim{from{transform:translateX(-80vw)}to{transform:translateX(80vw)}}
.shot{position:absolute;width:16px;height:16px;border-radius:50%;background:radial-gradient(#fff,#ffd666);box-shadow:0 0 12px #ffd666}`,

  async act(studio, s, action, input) {
    if (action !== 'shoot') throw new EngineInputError('badInput');
    const f = fieldsOf(input);
    const fish = fishOf(s.game.gameCode);
    const target = typeof f.fish === 'number' && Number.isInteger(f.fish) ? fish[f.fish] : undefined;
    if (!target) throw new EngineInputError('spotBad');
    const stakeMinor = stakeOf(f.stake, s.game);
    const round = newRound(s.game);
    const bet = await studio.bet(s, round, stakeMinor, { fish: target.multiplier });
    const hit = studio.randomInt(1_000_000) < hitPpm(target.multiplier);
    const win = hit ? stakeMinor * BigInt(target.multiplier) : 0n;
    const paid = await studio.win(s, round, bet.transactionUuid, win, true);
    return { round, hit, multiplier: target.multiplier, win: minorToMoney(win), balance: minorToMoney(paid.balanceMinor) };
  },
};
