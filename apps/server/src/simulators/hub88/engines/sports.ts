import { minorToMoney } from '@wps/contract';
import { aggregatorGame } from '../catalogue.js';
import { EngineInputError, type Engine, type HeldBet, type PlaySession, type Studio, type StudioGame } from '../engine.js';
import { esc } from '../pages.js';
import { KIT_CSS, KIT_SCRIPT, kitFooter, pageTexts } from './live-kit-page.js';
import {
  engineNow,
  gameOffsetMs,
  heldViews,
  inputObject,
  parseStake,
  placeHeld,
  roundOutcome,
  settleGames,
} from './live-kit.js';
import {
  BOARD_AHEAD_MS,
  FIXTURE_SPACING_MS,
  MARKETS,
  MATCH_MS,
  fixture,
  liveOdds,
  playMatch,
  sportsReturn,
  type Fixture,
  type MatchResult,
  type SportKind,
} from './sports-fixtures.js';
import { SPORTS_TEXTS } from './sports-texts.js';

/**
 * The sportsbook (SPORTS) and e-sports book (ESPORTS): a board of simulated fixtures with odds, single bets taken
 * before kick-off and in play (priced from the score so far, the page's price checked against the book's), a live
 * score while the compressed match runs, and each bet paid once the match ends.
 */

const RESULTS_SHOWN = 4;

export const sportKind = (g: StudioGame): SportKind => (g.category === 'ESPORTS' ? 'esports' : 'football');
export const fixtureOf = (g: StudioGame, k: number): Fixture =>
  fixture(g.gameCode, sportKind(g), gameOffsetMs(g.gameCode, FIXTURE_SPACING_MS), k);
/** A fixture's result, drawn from the studio's seed of that fixture. */
export const matchResultOf = (studio: Studio, g: StudioGame, k: number): Promise<MatchResult> =>
  roundOutcome(studio, `sports:${g.gameCode}:${k}`, (rng) => playMatch(fixtureOf(g, k), rng));
/** The fixture kicking off last at or before t. */
const fixtureAt = (g: StudioGame, t: number) => Math.floor((t - gameOffsetMs(g.gameCode, FIXTURE_SPACING_MS)) / FIXTURE_SPACING_MS);

/** What is known of a match at t: the score so far (football) or the maps played (e-sports); everything once it ended. */
function scoreAt(f: Fixture, r: MatchResult, t: number) {
  const played = Math.min(1, (t - f.kickoff) / (f.endsAt - f.kickoff));
  if (r.goals) {
    const minute = Math.max(1, Math.min(90, Math.ceil(played * 90)));
    const upTo = (goals: number[]) => (played >= 1 ? goals.length : goals.filter((m) => m <= minute).length);
    return { minute, home: upTo(r.goals.home), away: upTo(r.goals.away) };
  }
  const maps = r.maps!.slice(0, Math.floor(played * 3));
  return { map: Math.min(3, maps.length + 1), maps, home: maps.filter((m) => m === 'home').length, away: maps.filter((m) => m === 'away').length };
}

async function board(studio: Studio, s: PlaySession, now: Date) {
  const g = s.game;
  const t = now.getTime();
  const k0 = fixtureAt(g, t);
  const matchMs = MATCH_MS[sportKind(g)];
  const base = (f: Fixture) => ({ k: f.k, home: f.home, away: f.away, kickoff: new Date(f.kickoff).toISOString(), endsAt: new Date(f.endsAt).toISOString() });
  const played = async (f: Fixture) => ({ ...base(f), score: scoreAt(f, await matchResultOf(studio, g, f.k), t) });
  const span = Math.ceil(matchMs / FIXTURE_SPACING_MS);
  const started = Array.from({ length: span + RESULTS_SHOWN }, (_, i) => fixtureOf(g, k0 - i)).filter((f) => f.kickoff <= t);
  const open = Array.from({ length: Math.floor(BOARD_AHEAD_MS / FIXTURE_SPACING_MS) }, (_, i) => fixtureOf(g, k0 + 1 + i));
  return {
    serverNow: now.toISOString(),
    kind: sportKind(g),
    markets: MARKETS[sportKind(g)],
    live: await Promise.all(
      started
        .filter((f) => t < f.endsAt)
        .map(async (f) => {
          const view = await played(f);
          return { ...view, odds: liveOdds(f, view.score) };
        }),
    ),
    open: open.map((f) => ({ ...base(f), odds: f.odds })),
    results: await Promise.all(started.filter((f) => t >= f.endsAt).slice(0, RESULTS_SHOWN).map(played)),
    bets: await heldViews(studio, s, async (b) => {
      const sel = selectionOf(b);
      if (!sel || t < fixtureOf(sel.game, sel.k).endsAt) return null;
      return sportsReturn(sel.pick, sel.odds, b.amountMinor, await matchResultOf(studio, sel.game, sel.k));
    }),
  };
}

/**
 * A single bet { fixture, pick, stake, odds } on a fixture of the board: before kick-off at the board's price, in play
 * at the price of the score so far. `odds` is the price the page showed: a bet in play needs it, and a price that
 * moved since is refused (oddsChanged) so the player confirms the new one.
 */
async function placeBet(studio: Studio, s: PlaySession, input: unknown) {
  const body = inputObject(input);
  const t = engineNow().getTime();
  if (typeof body.fixture !== 'number' || !Number.isSafeInteger(body.fixture)) throw new EngineInputError('unknownSelection');
  const f = fixtureOf(s.game, body.fixture);
  if (f.kickoff > t + BOARD_AHEAD_MS) throw new EngineInputError('unknownSelection');
  if (f.endsAt <= t) throw new EngineInputError('windowClosed');
  const pick = typeof body.pick === 'string' && MARKETS[sportKind(s.game)].includes(body.pick) ? body.pick : null;
  if (!pick) throw new EngineInputError('unknownSelection');
  const stake = parseStake(body.stake, s.game);
  const live = f.kickoff <= t ? scoreAt(f, await matchResultOf(studio, s.game, f.k), t) : null;
  const odds = live ? liveOdds(f, live)[pick] : f.odds[pick];
  if (odds === undefined) throw new EngineInputError('windowClosed');
  if ((live || body.odds !== undefined) && body.odds !== odds) throw new EngineInputError('oddsChanged');
  // The price is the book's; the names (and in play the score) are kept to list the bet after the fixture left the board.
  const selection = {
    fixture: f.k,
    pick,
    odds,
    home: f.home,
    away: f.away,
    ...(live ? { live: { home: live.home, away: live.away, ...('minute' in live ? { minute: live.minute } : { map: live.map }) } } : {}),
  };
  const placed = await placeHeld(studio, s, `${s.game.gameCode}-${f.k}`, stake, selection, new Date(f.endsAt));
  return { balance: placed.balance, amount: minorToMoney(stake), fixture: f.k };
}

function selectionOf(b: HeldBet): { game: StudioGame; k: number; pick: string; odds: number } | null {
  const game = aggregatorGame(b.gameCode);
  const { fixture: k, pick, odds } = b.selection;
  if (!game || typeof k !== 'number' || typeof pick !== 'string' || typeof odds !== 'number' || !MARKETS[sportKind(game)].includes(pick)) return null;
  return { game, k, pick, odds };
}

/** Pays a bet at the odds it was taken at; a selection this engine did not write is given back whole. */
async function payout(studio: Studio, b: HeldBet): Promise<bigint> {
  const sel = selectionOf(b);
  return sel ? sportsReturn(sel.pick, sel.odds, b.amountMinor, await matchResultOf(studio, sel.game, sel.k)) : b.amountMinor;
}

// ---- page ----

const SCRIPT = `(function(){${KIT_SCRIPT}
var root=K.$('sp'),S=null,pick=null,drawn={};
function side(x,p){var s=p.split(':')[1];return s==='home'?x.home:s==='away'?x.away:K.t('draw')}
function pickText(x,p){var m=p.split(':')[0];return (m==='1x2'?'':K.t(m==='match'?'matchWinner':'map1')+': ')+side(x,p)}
function odds(h){return (h/100).toFixed(2)}
function betLabel(b){var x=b.selection;return x.home+' v '+x.away+(x.live?' ('+K.t('inPlay')+' '+x.live.home+' - '+x.live.away+')':'')+' · '+pickText(x,x.pick)+' '+K.t('at')+' '+odds(x.odds)}
function fixtureOf(k){return S.open.concat(S.live).filter(function(x){return x.k===k})[0]}
function time(iso){return new Date(iso).toLocaleTimeString(document.documentElement.lang,{hour:'2-digit',minute:'2-digit'})}
function el(tag,cls,text){var e=document.createElement(tag);if(cls)e.className=cls;if(text!=null)e.textContent=text;return e}
function card(f,status){var c=el('div','sp-fx');c.setAttribute('data-testid','sim-fixture');var top=el('div','sp-teams');top.appendChild(el('span','',f.home));
var mid=el('b','sp-score',f.score?f.score.home+' - '+f.score.away:'v');top.appendChild(mid);top.appendChild(el('span','',f.away));c.appendChild(top);
var meta=el('div','sp-meta');if(status==='open')meta.textContent=time(f.kickoff)+' · '+K.t('startsIn',{m:Math.max(1,Math.ceil((Date.parse(f.kickoff)-K.now())/60000))});
else if(status==='live')meta.textContent=(f.score.minute!=null?K.t('minute',{m:f.score.minute}):K.t('map',{n:f.score.map}))+(Object.keys(f.odds).length?'':' · '+K.t('bettingClosed'));
else meta.textContent=K.t('fullTime');c.appendChild(meta);if(f.odds){S.markets.forEach(function(p){if(!(p in f.odds))return;var m=p.split(':')[0],row=c.querySelector('[data-market="'+m+'"]');
if(!row){row=el('div','sp-market');row.setAttribute('data-market',m);row.setAttribute('role','group');row.setAttribute('aria-label',K.t(m==='1x2'?'fullTimeResult':m==='match'?'matchWinner':'map1'));
if(m!=='1x2')row.appendChild(el('span','sp-mlabel',K.t(m==='match'?'matchWinner':'map1')));c.appendChild(row)}
var b=el('button','sp-odds');b.type='button';b.setAttribute('data-k',String(f.k));b.setAttribute('data-pick',p);b.setAttribute('data-testid','sim-odds');
b.setAttribute('aria-pressed',String(!!pick&&pick.f.k===f.k&&pick.p===p));b.appendChild(el('span','',m==='1x2'?K.t(p.split(':')[1]):side(f,p)));b.appendChild(el('b','',odds(f.odds[p])));row.appendChild(b)})}
return c}
function section(id,list,status){var key=JSON.stringify([list,pick&&[pick.f.k,pick.p]]);if(drawn[id]===key)return;drawn[id]=key;var box=K.$(id);box.textContent='';
if(!list.length)box.appendChild(el('p','k-empty',K.t('noFixtures')));list.forEach(function(f){box.appendChild(card(f,status))})}
function render(){section('sp-live',S.live,'live');section('sp-open',S.open,'open');section('k-road',S.results,'done')}
root.addEventListener('click',function(e){var b=e.target.closest('[data-pick]');if(!b)return;var f=fixtureOf(Number(b.getAttribute('data-k')));
if(!f)return;pick={f:f,p:b.getAttribute('data-pick')};slip();render()});
/* The slip shows the price on offer now; a pick no longer priced (closed, or near certain) cannot be placed. */
function slip(){var box=K.$('sp-slip');box.hidden=!pick;if(!pick)return;var o=pick.f.odds[pick.p];
K.$('sp-sel').textContent=pick.f.home+' v '+pick.f.away+' · '+pickText(pick.f,pick.p)+(o?' '+K.t('at')+' '+odds(o):'');
var st=K.$('sp-stake');if(!st.value)st.value=K.S.cfg.game.minBet;var c=Math.round(Number(st.value)*100);K.$('sp-place').disabled=busy||!o;
K.$('sp-return').textContent=!o?K.t('suspended'):c>0?K.t('potentialReturn',{amount:K.money((Math.floor(c*o/100)/100).toFixed(2))}):''}
/* After each poll: the picked fixture's new prices; a moved price is said once. */
function refresh(){if(!pick)return;var f=fixtureOf(pick.f.k),was=pick.f.odds[pick.p];pick.f=f||{k:pick.f.k,home:pick.f.home,away:pick.f.away,odds:{}};
var o=pick.f.odds[pick.p];if(o!==was){slip();if(o&&was)K.say(K.t('oddsMoved',{odds:odds(o)}))}}
K.$('sp-stake').addEventListener('input',slip);K.$('sp-close').addEventListener('click',function(){pick=null;slip();render()});
var busy=false;K.$('sp-place').addEventListener('click',function(){if(busy||!pick)return;busy=true;K.$('sp-place').disabled=true;
K.S.act('bet',{fixture:pick.f.k,pick:pick.p,odds:pick.f.odds[pick.p],stake:K.$('sp-stake').value.trim()}).then(function(r){K.S.setBalance(r.balance);K.say(K.t('placed',{amount:K.money(r.amount)}));
pick=null;return poll()},function(e){K.fail(e);if(e&&e.key==='oddsChanged')return poll()}).then(function(){busy=false;slip()})});
function poll(){return K.poll().then(function(s){S=s;K.track(s.bets,betLabel);refresh();render();s.bets.forEach(function(b){var k=b.selection.fixture;K.announce('f'+k,function(x){return x.selection.fixture===k})})}).catch(K.fail)}
poll();setInterval(poll,3000)})();
`;

const CSS = `${KIT_CSS}
.sp-fx{background:#15202d;border-radius:12px;padding:10px;margin:6px 0}.sp-teams{display:flex;align-items:center;gap:8px;font-weight:700;font-size:14px}
.sp-teams span{flex:1}.sp-teams span:last-child{text-align:right}.sp-score{min-width:48px;text-align:center;color:#ffd666}
.sp-meta{font-size:12px;color:#9fb0c0;margin:4px 0}.sp-market{display:flex;gap:6px;flex-wrap:wrap;align-items:center;margin-top:6px}
.sp-mlabel{width:100%;font-size:12px;color:#c8d3de}.sp-odds{flex:1;min-height:44px;border-radius:10px;border:2px solid #ffffff24;background:#1d2a39;color:#fff;
display:flex;justify-content:space-between;align-items:center;gap:6px;padding:0 10px;font-size:13px}.sp-odds b{color:#ffd666}
.sp-odds[aria-pressed=true]{border-color:#ffd666;background:#3a3216}
.sp-slip{position:sticky;bottom:0;z-index:4;background:#263445;border-radius:14px 14px 0 0;padding:12px;box-shadow:0 -4px 16px #0008;margin-top:8px}
.sp-slip[hidden]{display:none}.sp-slip-top{display:flex;justify-content:space-between;align-items:center}.sp-slip-top button{width:44px;height:44px;border:0;border-radius:50%;
background:#ffffff14;color:#fff;font-size:22px}.sp-slip label{display:block;font-size:13px;margin:8px 0 4px}
.sp-slip input{width:100%;min-height:44px;border-radius:10px;border:1px solid #3a4a5a;background:#0d1520;color:#fff;padding:0 12px;font-size:16px}
#sp-return{margin:6px 0;color:#73d13d;font-weight:600;min-height:20px}#sp-place{width:100%}.k-road{display:block}`;

export const sportsEngine: Engine = {
  categories: ['SPORTS', 'ESPORTS'],
  markup(game, lang) {
    const t = pageTexts(SPORTS_TEXTS, lang);
    return `<section class="sp" id="sp" data-kind="${sportKind(game)}" data-testid="sim-sports">
<h2 class="k-h">${esc(t.inPlay)}</h2><div id="sp-live" data-testid="sim-live-fixtures"></div>
<h2 class="k-h">${esc(t.upcoming)}</h2><div id="sp-open" data-testid="sim-open-fixtures"></div>
<div class="sp-slip" id="sp-slip" role="region" aria-labelledby="sp-slip-h" data-testid="sim-slip" hidden>
<div class="sp-slip-top"><b id="sp-slip-h">${esc(t.betSlip)}</b><button type="button" id="sp-close" aria-label="${esc(t.closeSlip)}">&#215;</button></div>
<div id="sp-sel"></div><label for="sp-stake">${esc(t.stakeLabel)}</label>
<input id="sp-stake" type="number" inputmode="decimal" step="0.01" min="${minorToMoney(game.minBetMinor)}" data-testid="sim-stake">
<div id="sp-return" aria-live="polite"></div><button type="button" class="sim-btn" id="sp-place" data-testid="sim-confirm">${esc(t.confirm)}</button></div>
${kitFooter(t, game, false)}</section>`;
  },
  config: (_game, lang) => ({ t: pageTexts(SPORTS_TEXTS, lang) }),
  script: SCRIPT,
  css: CSS,
  async act(studio, s, action, input) {
    if (action === 'state') return board(studio, s, engineNow());
    if (action === 'bet') return placeBet(studio, s, input);
    throw new EngineInputError('badInput');
  },
  state: (studio, s) => board(studio, s, engineNow()),
  async tick(studio, games, now) {
    await settleGames(studio, games, (g) => g.category === 'SPORTS' || g.category === 'ESPORTS', now, (b) => payout(studio, b));
  },
};
