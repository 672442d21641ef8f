import { EngineInputError, type Engine, type PlaySession, type Studio } from '../engine.js';
import { esc } from '../pages.js';
import { COCKFIGHT_SIDES, cockfightReturn, drawFight, type CockfightSide, type Fight } from './cockfight-rules.js';
import { COCKFIGHT_TEXTS } from './cockfight-texts.js';
import { KIT_CSS, KIT_SCRIPT, kitFooter, pageTexts } from './live-kit-page.js';
import { engineNow } from './live-kit.js';
import { TimedSlips } from './live-slips.js';

/**
 * The DS88 cockfight arena (COCKFIGHT): a fight every minute. The betting window shows the fight's odds (meron,
 * wala, draw), then the fight, then the result; stakes wait for the result and are paid when the fight ends.
 */

export const FIGHT_MS = 15_000;
const PERIOD_MS = 60_000;
const ROAD_LENGTH = 30;
/** The last seconds of a window are called out. */
const LAST_CALL_MS = 10_000;

export const FIGHTS = new TimedSlips<Fight>({
  name: 'cockfight',
  cycle: { periodMs: PERIOD_MS, betMs: 40_000 },
  // Paid a few seconds after the result is shown, so the page can tell the player what the bet returned.
  revealMs: FIGHT_MS + 4_000,
  hiddenMs: FIGHT_MS,
  known: (_game, spot) => (COCKFIGHT_SIDES as readonly string[]).includes(spot),
  draw: (_game, rng) => drawFight(rng),
  pays: (fight, spot, stake) => cockfightReturn(spot as CockfightSide, stake, fight),
});

/** Fights are numbered from 1 each UTC day, as an arena's card is. */
const fightNumber = (opensAt: number) => Math.floor((opensAt % 86_400_000) / PERIOD_MS) + 1;

async function arenaState(studio: Studio, s: PlaySession, now: Date) {
  const t = now.getTime();
  const round = FIGHTS.roundAt(s.game, t);
  const fight = await FIGHTS.result(studio, s.game, round.index);
  const over = t >= round.closesAt + FIGHT_MS;
  const road = await FIGHTS.road(studio, s.game, round.index, ROAD_LENGTH);
  return {
    serverNow: now.toISOString(),
    round: {
      index: round.index,
      number: fightNumber(round.opensAt),
      closesAt: new Date(round.closesAt).toISOString(),
      fightEndsAt: new Date(round.closesAt + FIGHT_MS).toISOString(),
      endsAt: new Date(round.endsAt).toISOString(),
    },
    open: t < round.closesAt,
    lastCallMs: LAST_CALL_MS,
    // The odds are the book's before the fight; the winner only once the fight is over.
    odds: fight.odds,
    favourite: fight.favourite,
    winner: over ? fight.winner : null,
    road: road.map((r) => ({ index: r.index, number: fightNumber(FIGHTS.roundOf(s.game, r.index).opensAt), winner: r.result.winner })),
    bets: await FIGHTS.bets(studio, s, t),
  };
}

const SCRIPT = `(function(){${KIT_SCRIPT}
var root=K.$('cf'),S=null;
function open(){return !!S&&S.open&&K.now()<Date.parse(S.round.closesAt)}
function label(b){return Object.keys(b.selection.spots||{}).map(function(k){return K.t(k)}).join(', ')}
var renderSlip=K.slipTable({root:root,open:open,round:function(){return S.round.index},after:poll});
function draw(){if(!S)return;var now=K.now(),closes=Date.parse(S.round.closesAt),ends=Date.parse(S.round.fightEndsAt),o=open(),ph=K.$('cf-phase');
ph.textContent=o?(closes-now<=S.lastCallMs?K.t('lastCall'):K.t('bettingOpen')):now<ends?K.t('fighting'):K.t('bettingClosed');ph.className='k-phase'+(o?'':' closed');
K.$('cf-count').textContent=o?K.t('closesIn',{s:K.secs(closes-now)}):'';K.$('cf-no').textContent=K.t('fight',{n:S.round.number});
root.classList.toggle('fighting',!o&&now<ends);root.classList.remove('w-meron','w-wala','w-draw');
var res=K.$('cf-result');if(S.winner&&now>=ends){root.classList.add('w-'+S.winner);res.textContent=S.winner==='draw'?K.t('drawn'):K.t('wins',{side:K.t(S.winner)});
var idx=S.round.index;K.announce(idx,function(b){return b.selection.index===idx})}else res.textContent='';renderSlip()}
function road(list){var box=K.$('k-road');box.textContent='';list.slice().reverse().forEach(function(x){var e=document.createElement('span');
e.className='cf-'+x.winner;e.textContent=K.t(x.winner==='meron'?'roadM':x.winner==='wala'?'roadW':'roadD');e.title=K.t('fight',{n:x.number});box.appendChild(e)})}
function odds(){['meron','wala','draw'].forEach(function(k){var e=K.$('cf-odds-'+k);e.textContent=K.t('odds',{x:S.odds[k]%100?(S.odds[k]/100).toFixed(2):String(S.odds[k]/100)});
K.$('cf-fav-'+k).hidden=S.favourite!==k})}
function poll(){return K.poll().then(function(s){S=s;K.track(s.bets,label);road(s.road);odds();draw()}).catch(K.fail)}
poll();setInterval(poll,1500);setInterval(draw,250)})();
`;

const CSS = `${KIT_CSS}
.cf-ring{position:relative;height:150px;border-radius:50%/40%;background:radial-gradient(ellipse,#c8a165,#8a6a3a);display:flex;align-items:center;
justify-content:space-around;margin-bottom:6px;border:6px solid #5a3d1a}
.cf-rooster{width:84px;height:84px;transition:transform .3s}.cf-rooster .beak{fill:#f5a623}.cf-rooster .comb,.cf-rooster .wattle{fill:#d4380d}
.cf-rooster .leg{stroke:#f5a623;stroke-width:2.5;fill:none}.cf-m .body{fill:#7a2e12}.cf-m .tail{fill:#1f1f1f}.cf-w .body{fill:#e8e2d0}.cf-w .tail{fill:#3a5a8c}
.cf-m{filter:drop-shadow(0 0 8px #ff4d4f)}.cf-w{filter:drop-shadow(0 0 8px #4096ff);transform:scaleX(-1)}
.cf.fighting .cf-m{animation:cf-m .6s ease-in-out infinite}.cf.fighting .cf-w{animation:cf-w .6s ease-in-out infinite}
@keyframes cf-m{50%{transform:translate(28px,-18px) rotate(-12deg)}}@keyframes cf-w{0%,100%{transform:scaleX(-1)}50%{transform:scaleX(-1) translate(28px,-18px) rotate(-12deg)}}
.cf.w-meron .cf-w,.cf.w-wala .cf-m{opacity:.35}.cf-result{position:absolute;bottom:8px;left:0;right:0;text-align:center;font-weight:800;font-size:18px;text-shadow:0 1px 3px #000}
.cf-spots{display:grid;grid-template-columns:1fr 1fr 1fr;gap:6px;margin:8px 0}
.cf-spot{position:relative;min-height:72px;border-radius:12px;border:2px solid #ffffff30;color:#fff;font-weight:800;font-size:17px;display:flex;flex-direction:column;
align-items:center;justify-content:center;gap:2px}.cf-spot small{font-weight:400;font-size:12px}.cf-spot em{font-style:normal;font-size:10px;color:#ffd666}
.cf-spot.meron{background:#8c1d1d}.cf-spot.wala{background:#1d3f8c}.cf-spot.draw{background:#1d6b3a}.cf-spot.on{border-color:#ffd666}
.amt{position:absolute;top:2px;right:4px;font-size:11px;color:#ffd666}.cf-note{font-size:12px;color:#9fb0c0}
.cf-meron{background:#b91c1c}.cf-wala{background:#1d4ed8}.cf-draw{background:#15803d}`;

/** A rooster drawn inline (no emoji font or image needed), tinted per corner. */
const rooster = (cls: string, label: string) =>
  `<svg class="cf-rooster ${cls}" viewBox="0 0 64 64" role="img" aria-label="${esc(label)}"><path class="tail" d="M14 34 C2 26 4 12 12 8 C12 18 16 22 20 26Z"/>
<ellipse class="body" cx="30" cy="36" rx="16" ry="12"/><circle class="body" cx="44" cy="22" r="7"/><path class="comb" d="M40 15 l2-6 2 4 2-5 2 5 2-2-1 6Z"/>
<path class="beak" d="M50 21 l7 2-7 3Z"/><circle cx="46" cy="21" r="1.4" fill="#111"/><path class="wattle" d="M47 27 q1 5-2 5 q-1-3 0-5Z"/>
<path class="leg" d="M26 47 v9 m-3 0 h6 M34 47 v9 m-3 0 h6"/></svg>`;

export const cockfightEngine: Engine = {
  categories: ['COCKFIGHT'],
  markup(game, lang) {
    const t = pageTexts(COCKFIGHT_TEXTS, lang);
    const spot = (side: string) =>
      `<button type="button" class="cf-spot ${side}" data-spot="${side}" data-testid="sim-spot-${side}">${esc(t[side as 'meron'])}<small id="cf-odds-${side}"></small><em id="cf-fav-${side}" hidden>${esc(t.favourite)}</em><b class="amt"></b></button>`;
    return `<section class="cf" id="cf" data-testid="sim-cockfight" aria-label="${esc(`${t.arena} · ${game.name}`)}">
<div class="k-bar"><span class="k-phase" id="cf-phase" data-testid="sim-phase">${esc(t.arena)}</span><span id="cf-no" data-testid="sim-fight-no"></span><span id="cf-count" data-testid="sim-countdown"></span></div>
<div class="cf-ring">${rooster('cf-m', t.meron)}${rooster('cf-w', t.wala)}
<div class="cf-result" id="cf-result" aria-live="polite" data-testid="sim-result"></div></div>
<div class="cf-spots" role="group">${COCKFIGHT_SIDES.map(spot).join('')}</div><p class="cf-note">${esc(t.drawRefund)}</p>
${kitFooter(t, game)}</section>`;
  },
  config: (_game, lang) => ({ t: pageTexts(COCKFIGHT_TEXTS, lang) }),
  script: SCRIPT,
  css: CSS,
  async act(studio, s, action, input) {
    if (action === 'state') return arenaState(studio, s, engineNow());
    if (action === 'bet') return FIGHTS.place(studio, s, input);
    throw new EngineInputError('badInput');
  },
  state: (studio, s) => arenaState(studio, s, engineNow()),
  async tick(studio, games, now) {
    await FIGHTS.settle(studio, games, (g) => g.category === 'COCKFIGHT', now);
  },
};
