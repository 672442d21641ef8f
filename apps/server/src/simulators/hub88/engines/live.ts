import { EngineInputError, type Engine, type PlaySession, type Studio, type StudioGame } from '../engine.js';
import { esc } from '../pages.js';
import { BACCARAT_SPOTS, baccaratReturn, dealBaccarat, type BaccaratHand, type BaccaratSpot, type Card } from './live-baccarat.js';
import { KIT_CSS, KIT_SCRIPT, kitFooter, pageTexts } from './live-kit-page.js';
import { engineNow } from './live-kit.js';
import { ROULETTE_SPOTS, WHEEL_ORDER, rouletteColour, rouletteReturn } from './live-roulette.js';
import { TimedSlips } from './live-slips.js';
import { LIVE_TEXTS } from './live-texts.js';

/**
 * Live casino tables (LIVE): baccarat and European roulette. Every table deals on the clock: a betting window, then
 * the deal or spin everyone at the table sees; stakes placed in the window wait (held) and are paid at the deal.
 */

/** The deal / spin shown after the window closes; the bets are paid when it ends. */
export const LIVE_REVEAL_MS = 8_000;
const ROAD_LENGTH = 24;

export type TableKind = 'baccarat' | 'roulette';

/** Which table a game is: by its name when it says so, else every other game of a studio is a roulette wheel. */
export function tableKind(g: StudioGame): TableKind {
  if (/roulette/i.test(g.name)) return 'roulette';
  if (/baccarat/i.test(g.name)) return 'baccarat';
  return Number(/(\d+)$/.exec(g.gameCode)?.[1] ?? 1) % 2 === 0 ? 'roulette' : 'baccarat';
}

export type LiveResult = { kind: 'baccarat'; hand: BaccaratHand } | { kind: 'roulette'; n: number };

export const LIVE_TABLES = new TimedSlips<LiveResult>({
  name: 'live',
  cycle: { periodMs: 35_000, betMs: 20_000 },
  revealMs: LIVE_REVEAL_MS,
  known: (game, spot) => (tableKind(game) === 'baccarat' ? (BACCARAT_SPOTS as readonly string[]).includes(spot) : ROULETTE_SPOTS.has(spot)),
  draw: (game, rng) => (tableKind(game) === 'baccarat' ? { kind: 'baccarat', hand: dealBaccarat(rng) } : { kind: 'roulette', n: rng.int(37) }),
  pays: (r, spot, stake) => (r.kind === 'baccarat' ? baccaratReturn(spot as BaccaratSpot, stake, r.hand) : (rouletteReturn(spot, stake, r.n) ?? 0n)),
});

const cardView = (c: Card) => ({ r: c.rank, s: c.suit });
function resultView(r: LiveResult) {
  if (r.kind === 'roulette') return { n: r.n, colour: rouletteColour(r.n) };
  const h = r.hand;
  return { player: h.player.map(cardView), banker: h.banker.map(cardView), pt: h.playerTotal, bt: h.bankerTotal, winner: h.winner, pp: h.playerPair, bp: h.bankerPair };
}

async function tableState(studio: Studio, s: PlaySession, now: Date) {
  const t = now.getTime();
  const round = LIVE_TABLES.roundAt(s.game, t);
  const open = t < round.closesAt;
  const road = await LIVE_TABLES.road(studio, s.game, round.index, ROAD_LENGTH);
  return {
    serverNow: now.toISOString(),
    kind: tableKind(s.game),
    round: { index: round.index, closesAt: new Date(round.closesAt).toISOString(), endsAt: new Date(round.endsAt).toISOString() },
    open,
    result: open ? null : resultView(await LIVE_TABLES.result(studio, s.game, round.index)),
    road: road.map((r) => ({ index: r.index, ...resultView(r.result) })),
    bets: await LIVE_TABLES.bets(studio, s, t),
  };
}

// ---- page ----

const SUITS = ['\u2660', '\u2665', '\u2666', '\u2663'];
const red = (n: number) => rouletteColour(n) === 'red';

/** The table's stage (inside the felt, under the dealer) and its bet spots. */
function baccaratMarkup(t: Record<string, string>): { stage: string; spots: string } {
  const pays: Record<BaccaratSpot, string> = { player: '1:1', banker: '0.95:1', tie: '8:1', playerPair: '11:1', bankerPair: '11:1' };
  const spot = (s: BaccaratSpot) =>
    `<button type="button" class="lv-spot bac-${s}" data-spot="${s}" data-testid="sim-spot-${s}"><span>${esc(t[s]!)}</span><small>${esc(t.pays!.replace('{x}', pays[s]))}</small><b class="amt"></b></button>`;
  return {
    stage: `<div class="bac-hands" aria-live="polite" data-testid="sim-result"><div class="bac-hand bac-p"><span>${esc(t.player!)}</span><div class="bac-cards" id="bac-p"></div><b id="bac-pt" class="bac-total"></b></div>
<div class="bac-hand bac-b"><span>${esc(t.banker!)}</span><div class="bac-cards" id="bac-b"></div><b id="bac-bt" class="bac-total"></b></div></div>`,
    spots: `<div class="bac-spots" role="group" aria-label="${esc(t.baccarat!)}">${spot('playerPair')}${spot('tie')}${spot('bankerPair')}${spot('player')}${spot('banker')}</div>`,
  };
}

function rouletteMarkup(t: Record<string, string>): { stage: string; spots: string } {
  const cell = (n: number) =>
    `<button type="button" class="rl-cell ${n === 0 ? 'green rl-zero' : red(n) ? 'red' : 'black'}" data-n="${n}" data-spot="straight:${n}" data-testid="sim-n-${n}">${n}<b class="amt"></b></button>`;
  const rows = Array.from({ length: 12 }, (_, r) => [1, 2, 3].map((c) => cell(r * 3 + c)).join('')).join('');
  const out = (spot: string, label: string) => `<button type="button" class="lv-spot" data-spot="${spot}" data-testid="sim-spot-${spot.replace(':', '-')}">${esc(label)}<b class="amt"></b></button>`;
  const types = ['straight', 'split', 'street', 'corner', 'line'].map((k) => `<option value="${k}">${esc(t[k]!)}</option>`).join('');
  return {
    stage: `<div class="rl-wheelbox"><div class="rl-wheel" id="rl-wheel" aria-hidden="true"></div><div class="rl-pointer" aria-hidden="true"></div>
<b class="rl-n" id="rl-n" aria-live="polite" data-testid="sim-result"></b></div>`,
    spots: `<label class="rl-type">${esc(t.insideBet!)} <select id="rl-type">${types}</select></label>
<div class="rl-board" role="group" aria-label="${esc(t.roulette!)}">${cell(0)}${rows}</div>
<div class="rl-outside" role="group">${out('low', t.low!)}${out('even', t.even!)}${out('red', t.red!)}${out('black', t.black!)}${out('odd', t.odd!)}${out('high', t.high!)}
${[1, 2, 3].map((d) => out(`dozen:${d}`, `${t.dozen} ${d}`)).join('')}${[1, 2, 3].map((c) => out(`column:${c}`, `${t.column} ${c}`)).join('')}</div>
<ul class="k-list" id="rl-slip"></ul>`,
  };
}

const LIVE_SCRIPT = `(function(){${KIT_SCRIPT}
var root=K.$('lv'),kind=root.getAttribute('data-kind'),S=null,spin=0,shown=null,SUITS=${JSON.stringify(SUITS)},WHEEL=${JSON.stringify(WHEEL_ORDER)};
function open(){return !!S&&S.open&&K.now()<Date.parse(S.round.closesAt)}
function label(key){var m=/^(\\w+):(.+)$/.exec(key);return m?K.t(m[1])+' '+m[2].replace(/,/g,'/'):K.t(key)}
function slipLabel(b){return Object.keys(b.selection.spots||{}).map(label).join(', ')}
function spotFor(n){var type=K.$('rl-type').value;if(n===0||type==='straight')return 'straight:'+n;var col=(n-1)%3,row=Math.floor((n-1)/3);
if(type==='split')return col<2?'split:'+n+','+(n+1):n+3<=36?'split:'+n+','+(n+3):'split:'+(n-3)+','+n;
if(type==='street')return 'street:'+(row*3+1);if(type==='corner'){var a=col<2?n:n-1;if(a>32)a-=3;return 'corner:'+a}
return 'line:'+(Math.min(row,10)*3+1)}
function slipList(slip){var list=K.$('rl-slip');if(!list)return;list.textContent='';Object.keys(slip).forEach(function(k){
if(!/^(split|street|trio|corner|line)/.test(k))return;var li=document.createElement('li');li.textContent=label(k)+' · '+K.money(slip[k]);list.appendChild(li)})}
var renderSlip=K.slipTable({root:root,open:open,round:function(){return S.round.index},after:poll,render:slipList,
key:function(b){var n=b.getAttribute('data-n');return n===null?b.getAttribute('data-spot'):spotFor(Number(n))}});
function cardEl(c){var e=document.createElement('span');e.className='bac-card'+(c.s===1||c.s===2?' red':'');
e.textContent=(c.r===1?'A':c.r===11?'J':c.r===12?'Q':c.r===13?'K':String(c.r))+SUITS[c.s];return e}
function dealOrder(r){var o=[['p',0],['b',0],['p',1],['b',1]];if(r.player.length>2)o.push(['p',2]);if(r.banker.length>2)o.push(['b',2]);return o}
/* Cards are added one by one as the deal goes on (each animates once), cleared for the next round. */
var dealt={round:null,n:0};
function showBaccarat(r,elapsed){var P=K.$('bac-p'),B=K.$('bac-b');
if(!r||dealt.round!==S.round.index){P.textContent='';B.textContent='';K.$('bac-pt').textContent='';K.$('bac-bt').textContent='';dealt={round:r?S.round.index:null,n:0}}
if(!r)return false;var o=dealOrder(r),n=Math.min(o.length,Math.floor(elapsed/1200)+1);
for(;dealt.n<n;dealt.n++){var w=o[dealt.n];(w[0]==='p'?P:B).appendChild(cardEl((w[0]==='p'?r.player:r.banker)[w[1]]))}
if(n<o.length)return false;K.$('bac-pt').textContent=String(r.pt);K.$('bac-bt').textContent=String(r.bt);return true}
function showRoulette(r,elapsed){var n=K.$('rl-n');if(!r){n.textContent='';n.className='rl-n';return false}
if(shown!==S.round.index){shown=S.round.index;spin=spin-spin%360+360*4+360-(WHEEL.indexOf(r.n)+0.5)*360/37;K.$('rl-wheel').style.transform='rotate('+spin+'deg)'}
if(elapsed<6000){n.textContent='';return false}n.textContent=String(r.n);n.className='rl-n '+r.colour;return true}
function road(list){var box=K.$('k-road');box.textContent='';list.slice().reverse().forEach(function(x){var e=document.createElement('span');
if(kind==='baccarat'){e.textContent=K.t(x.winner==='P'?'roadP':x.winner==='B'?'roadB':'roadT');e.className='rd-'+x.winner}else{e.textContent=String(x.n);e.className='rd-'+x.colour}
box.appendChild(e)})}
function draw(){if(!S)return;var now=K.now(),closes=Date.parse(S.round.closesAt),o=open(),ph=K.$('lv-phase');
ph.textContent=o?K.t('bettingOpen'):K.t(kind==='baccarat'?'dealing':'spinning');ph.className='k-phase'+(o?'':' closed');
K.$('lv-count').textContent=o?K.t('closesIn',{s:K.secs(closes-now)}):'';K.$('lv-round').textContent=K.t('round',{n:S.round.index%100000});root.classList.toggle('dealing',!o);
var done=kind==='baccarat'?showBaccarat(S.result,now-closes):showRoulette(S.result,now-closes);var idx=S.round.index;
if(done&&kind==='baccarat')ph.textContent=S.result.winner==='T'?K.t('tie'):K.t('wins',{side:K.t(S.result.winner==='P'?'player':'banker')});
if(done)K.announce(idx,function(b){return b.selection.index===idx});renderSlip()}
function poll(){return K.poll().then(function(s){S=s;K.track(s.bets,slipLabel);road(s.road);draw()}).catch(K.fail)}
poll();setInterval(poll,1500);setInterval(draw,250)})();
`;

const wheelGradient = WHEEL_ORDER.map((n, i) => {
  const colour = n === 0 ? '#1a7f37' : red(n) ? '#b3261e' : '#1b1b1b';
  return `${colour} ${((i * 360) / 37).toFixed(3)}deg ${(((i + 1) * 360) / 37).toFixed(3)}deg`;
}).join(',');

const LIVE_CSS = `${KIT_CSS}
.lv-table{position:relative;background:radial-gradient(ellipse at top,#1f6b45,#0f3b26);border-radius:18px;padding:10px 12px 14px;margin-bottom:8px}
.lv-dealer{position:relative;width:64px;height:64px;margin:0 auto}.lv-head{width:26px;height:26px;border-radius:50%;background:#e0b48a;margin:0 auto}
.lv-body{position:relative;width:52px;height:32px;border-radius:18px 18px 6px 6px;background:#222;margin:2px auto 0}
.lv-arm{position:absolute;right:-10px;top:6px;width:22px;height:6px;border-radius:3px;background:#e0b48a;transform-origin:left center}
.lv.dealing .lv-arm{animation:lv-deal 1.2s ease-in-out infinite}@keyframes lv-deal{0%,100%{transform:rotate(-10deg)}50%{transform:rotate(35deg) translateX(6px)}}
.bac-hands{display:flex;gap:8px}.bac-hand{flex:1;text-align:center;background:#0006;border-radius:12px;padding:8px;min-height:104px}
.bac-p>span{color:#69b1ff;font-weight:700}.bac-b>span{color:#ff7875;font-weight:700}.bac-cards{display:flex;gap:4px;justify-content:center;min-height:52px;margin:6px 0}
.bac-card{width:34px;height:48px;border-radius:6px;background:#fff;color:#111;display:inline-flex;align-items:center;justify-content:center;font-weight:800;
font-size:14px;animation:lv-card .35s ease-out}.bac-card.red{color:#c00}@keyframes lv-card{from{transform:translateY(-30px) rotateY(90deg);opacity:0}}
.bac-total{font-size:20px}.bac-spots{display:grid;grid-template-columns:repeat(3,1fr);gap:6px;margin:8px 0}
.lv-spot{position:relative;min-height:52px;border-radius:12px;border:2px solid #ffffff30;background:#163a2a;color:#fff;font-weight:700;display:flex;flex-direction:column;
align-items:center;justify-content:center;gap:2px;font-size:14px}.lv-spot small{font-weight:400;color:#c8d3de;font-size:11px}
.bac-player{grid-column:span 1;background:#12325e}.bac-banker{grid-column:span 2;background:#5e1212}.lv-spot.on,.rl-cell.on{border-color:#ffd666}
.amt{position:absolute;top:2px;right:4px;font-size:11px;color:#ffd666}
.rl-wheelbox{position:relative;width:150px;height:150px;margin:0 auto}
.rl-wheel{width:150px;height:150px;border-radius:50%;border:6px solid #6b4a1f;background:conic-gradient(${wheelGradient});transition:transform 6s cubic-bezier(.15,.7,.2,1)}
.rl-pointer{position:absolute;top:-4px;left:50%;margin-left:-7px;border:7px solid transparent;border-top:14px solid #ffd666}
.rl-n{position:absolute;top:50%;left:50%;transform:translate(-50%,-50%);min-width:52px;height:52px;border-radius:50%;display:flex;align-items:center;
justify-content:center;font-size:22px;background:#0d1520;border:3px solid #ffd666}.rl-n:empty{display:none}.rl-n.red{background:#b3261e}.rl-n.green{background:#1a7f37}
.rl-type{display:flex;align-items:center;gap:8px;margin:8px 0;font-size:14px}.rl-type select{flex:1;min-height:44px;border-radius:10px;background:#1d2a39;color:#fff;border:1px solid #3a4a5a;padding:0 8px;font-size:15px}
.rl-board{display:grid;grid-template-columns:repeat(3,1fr);gap:3px}.rl-cell{position:relative;min-height:44px;border:2px solid transparent;border-radius:8px;color:#fff;font-size:16px;font-weight:700}
.rl-cell.red{background:#b3261e}.rl-cell.black{background:#1b1b1b}.rl-cell.green{background:#1a7f37}.rl-zero{grid-column:span 3}
.rl-outside{display:grid;grid-template-columns:repeat(3,1fr);gap:4px;margin-top:6px}
.rd-P{background:#1d4ed8}.rd-B{background:#b91c1c}.rd-T{background:#15803d}.rd-red{background:#b3261e}.rd-black{background:#333}.rd-green{background:#1a7f37}`;

export const liveEngine: Engine = {
  categories: ['LIVE'],
  markup(game, lang) {
    const t = pageTexts(LIVE_TEXTS, lang);
    const kind = tableKind(game);
    const table = kind === 'baccarat' ? baccaratMarkup(t) : rouletteMarkup(t);
    return `<section class="lv" id="lv" data-kind="${kind}" data-testid="sim-live">
<div class="lv-table"><div class="lv-dealer" aria-label="${esc(t.dealer)}" role="img"><div class="lv-head"></div><div class="lv-body"><div class="lv-arm"></div></div></div>
<div class="k-bar"><span class="k-phase" id="lv-phase" data-testid="sim-phase">${esc(t[kind])}</span><span id="lv-round"></span><span id="lv-count" data-testid="sim-countdown"></span></div>
${table.stage}</div>
${table.spots}
${kitFooter(t, game)}</section>`;
  },
  config: (_game, lang) => ({ t: pageTexts(LIVE_TEXTS, lang) }),
  script: LIVE_SCRIPT,
  css: LIVE_CSS,
  async act(studio, s, action, input) {
    if (action === 'state') return tableState(studio, s, engineNow());
    if (action === 'bet') return LIVE_TABLES.place(studio, s, input);
    throw new EngineInputError('badInput');
  },
  state: (studio, s) => tableState(studio, s, engineNow()),
  async tick(studio, games, now) {
    await LIVE_TABLES.settle(studio, games, (g) => g.category === 'LIVE', now);
  },
};
