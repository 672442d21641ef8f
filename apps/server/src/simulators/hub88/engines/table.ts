import { minorToMoney } from '@wps/contract';
import { EngineInputError, type Engine, type PlaySession, type Studio, type StudioGame } from '../engine.js';
import { esc } from '../pages.js';
import { KIT_CSS, STAKE_JS, baseConfig, fieldsOf, newRound, stakeBar, stakeOf, studioTexts } from './kit.js';
import {
  DT_SPOTS,
  blackjackResult,
  dealerPlays,
  dragonTigerReturn,
  drawCard,
  handTotal,
  isBlackjack,
  isPair,
  rankOf,
  suitOf,
  type BjOutcome,
  type DtSpot,
} from './table-rules.js';

// The table studio (RNG games classified TABLE, and PVP): dragon-tiger for odd game numbers, blackjack for even ones.
// A dragon-tiger round is one bet (its spots in meta) and one win; a blackjack hand is a bet (one more for a split and
// for each double) and one win when it ends, its cards kept between actions in the studio's versioned state.

export const tableVariant = (g: StudioGame): 'dragonTiger' | 'blackjack' => (Number(/(\d+)$/.exec(g.gameCode)?.[1] ?? 0) % 2 === 1 ? 'dragonTiger' : 'blackjack');

const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUITS = ['\u2660', '\u2665', '\u2666', '\u2663'];
const cardView = (c: number) => ({ rank: RANKS[rankOf(c)]!, suit: SUITS[suitOf(c)]!, red: suitOf(c) === 1 || suitOf(c) === 2 });

/** One hand of the player: two after a split, each with its own stake (doubled on its own). */
interface Seat {
  cards: number[];
  /** Minor units, as text (JSON state). */
  stake: string;
  doubled: boolean;
}
interface Hand {
  round: string;
  /** The first bet of the round: the one win names it. */
  betUuid: string;
  used: number[];
  dealer: number[];
  seats: Seat[];
  /** The seat in play. */
  at: number;
}
/** A hand saved before splits existed (one seat, its cards in `player`), still open when the simulator updated. */
interface OneSeatHand {
  round: string;
  betUuid: string;
  stake: string;
  doubled: boolean;
  used: number[];
  player: number[];
  dealer: number[];
}
const handOf = (h: Hand | OneSeatHand): Hand =>
  'seats' in h
    ? h
    : { round: h.round, betUuid: h.betUuid, used: h.used, dealer: h.dealer, at: 0, seats: [{ cards: h.player, stake: h.stake, doubled: h.doubled }] };
const handKey = (s: PlaySession) => `bj:${s.id}`;

const seatStake = (seat: Seat): bigint => BigInt(seat.stake) * (seat.doubled ? 2n : 1n);
/** Split aces take one card each and stand. */
const splitAces = (h: Hand): boolean => h.seats.length > 1 && rankOf(h.seats[0]!.cards[0]!) === 0;

function handView(h: Hand, done: boolean, outcomes?: readonly BjOutcome[]) {
  const seat = h.seats[h.at];
  return {
    round: h.round,
    hands: h.seats.map((x, i) => ({
      cards: x.cards.map(cardView),
      total: handTotal(x.cards).total,
      stake: minorToMoney(seatStake(x)),
      active: !done && i === h.at,
      outcome: outcomes?.[i] ?? null,
    })),
    dealer: done ? h.dealer.map(cardView) : [cardView(h.dealer[0]!), null],
    dealerTotal: done ? handTotal(h.dealer).total : null,
    canDouble: !done && !!seat && !seat.doubled && seat.cards.length === 2 && !splitAces(h),
    canSplit: !done && h.seats.length === 1 && isPair(h.seats[0]!.cards),
  };
}

/** The outcome the page announces: the seat's own, or after a split what the two returned against their stakes. */
function handOutcome(outcomes: readonly BjOutcome[], ret: bigint, staked: bigint): BjOutcome {
  if (outcomes.length === 1) return outcomes[0]!;
  if (ret > staked) return 'win';
  if (ret === staked) return 'push';
  return outcomes.every((o) => o === 'bust') ? 'bust' : 'lose';
}

/** Ends a hand once: the state is deleted first (one request wins it), then the win is paid. */
async function finish(studio: Studio, s: PlaySession, h: Hand, version: number, dealerDraws: boolean) {
  if (!(await studio.saveState(handKey(s), version, null))) throw new EngineInputError('handOpen');
  if (dealerDraws && h.seats.some((x) => handTotal(x.cards).total <= 21)) dealerPlays(h.dealer, h.used, (n) => studio.randomInt(n));
  const split = h.seats.length > 1;
  const results = h.seats.map((x) => blackjackResult(x.cards, h.dealer, seatStake(x), x.doubled, split));
  const ret = results.reduce((sum, r) => sum + r.ret, 0n);
  const outcomes = results.map((r) => r.outcome);
  const paid = await studio.win(s, h.round, h.betUuid, ret, true);
  return {
    ...handView(h, true, outcomes),
    done: true,
    outcome: handOutcome(outcomes, ret, h.seats.reduce((sum, x) => sum + seatStake(x), 0n)),
    win: minorToMoney(ret),
    balance: minorToMoney(paid.balanceMinor),
  };
}

/** The seat in play is done: play the next one (a 21 or a split ace stands by itself), or end the hand. */
async function nextSeat(studio: Studio, s: PlaySession, h: Hand, version: number) {
  h.at++;
  while (h.at < h.seats.length && (splitAces(h) || handTotal(h.seats[h.at]!.cards).total >= 21)) h.at++;
  if (h.at >= h.seats.length) return finish(studio, s, h, version, true);
  if (!(await studio.saveState(handKey(s), version, h))) throw new EngineInputError('handOpen');
  return { ...handView(h, false), done: false };
}

/** Plays an extra stake (a double or a split): when another action ended or changed the hand first, it goes back. */
async function withExtraStake<T>(studio: Studio, s: PlaySession, h: Hand, stakeMinor: bigint, meta: Record<string, unknown>, play: () => Promise<T>) {
  // The stake first: refused (not enough money), the hand stays as it was.
  const bet = await studio.bet(s, h.round, stakeMinor, { game: 'blackjack', ...meta });
  return play().catch(async (err: unknown) => {
    if (err instanceof EngineInputError) await studio.rollback(s, h.round, bet.transactionUuid);
    throw err;
  });
}

async function blackjack(studio: Studio, s: PlaySession, action: string, input: unknown) {
  const draw = (h: Hand, to: number[]) => {
    const c = drawCard(h.used, (n) => studio.randomInt(n));
    h.used.push(c);
    to.push(c);
  };
  if (action === 'deal') {
    const stakeMinor = stakeOf(fieldsOf(input).stake, s.game);
    if (await studio.loadState(handKey(s))) throw new EngineInputError('handOpen');
    const round = newRound(s.game);
    const bet = await studio.bet(s, round, stakeMinor, { game: 'blackjack' });
    const seat: Seat = { cards: [], stake: stakeMinor.toString(), doubled: false };
    const h: Hand = { round, betUuid: bet.transactionUuid, used: [], dealer: [], seats: [seat], at: 0 };
    draw(h, seat.cards);
    draw(h, h.dealer);
    draw(h, seat.cards);
    draw(h, h.dealer);
    if (!(await studio.saveState(handKey(s), null, h))) {
      // Another deal of this session won the race: this one's stake goes back.
      await studio.rollback(s, round, bet.transactionUuid);
      throw new EngineInputError('handOpen');
    }
    if (isBlackjack(seat.cards) || isBlackjack(h.dealer)) return finish(studio, s, h, 1, false);
    return { ...handView(h, false), done: false, balance: minorToMoney(bet.balanceMinor) };
  }
  const saved = await studio.loadState<Hand | OneSeatHand>(handKey(s));
  if (!saved) throw new EngineInputError('noHand');
  const { version } = saved;
  const h = handOf(saved.state);
  const seat = h.seats[h.at]!;
  if (action === 'stand') return nextSeat(studio, s, h, version);
  if (action === 'hit') {
    draw(h, seat.cards);
    if (handTotal(seat.cards).total >= 21) return nextSeat(studio, s, h, version);
    if (!(await studio.saveState(handKey(s), version, h))) throw new EngineInputError('handOpen');
    return { ...handView(h, false), done: false };
  }
  if (action === 'double') {
    if (seat.doubled || seat.cards.length !== 2 || splitAces(h)) throw new EngineInputError('badInput');
    return withExtraStake(studio, s, h, BigInt(seat.stake), { double: true }, () => {
      seat.doubled = true;
      draw(h, seat.cards);
      return nextSeat(studio, s, h, version);
    });
  }
  if (action === 'split') {
    if (h.seats.length !== 1 || !isPair(seat.cards)) throw new EngineInputError('badInput');
    return withExtraStake(studio, s, h, BigInt(seat.stake), { split: true }, () => {
      const second: Seat = { cards: [seat.cards.pop()!], stake: seat.stake, doubled: false };
      h.seats.push(second);
      draw(h, seat.cards);
      draw(h, second.cards);
      // nextSeat steps to the first seat, past it when it stands by itself.
      h.at = -1;
      return nextSeat(studio, s, h, version);
    });
  }
  throw new EngineInputError('badInput');
}

async function dragonTiger(studio: Studio, s: PlaySession, action: string, input: unknown) {
  if (action !== 'deal') throw new EngineInputError('badInput');
  const spots = fieldsOf(fieldsOf(input).spots);
  const stakes: Partial<Record<DtSpot, bigint>> = {};
  for (const [spot, v] of Object.entries(spots)) {
    if (!(DT_SPOTS as readonly string[]).includes(spot)) throw new EngineInputError('spotBad');
    stakes[spot as DtSpot] = stakeOf(v, s.game);
  }
  const total = Object.values(stakes).reduce((a, b) => a + b, 0n);
  if (total === 0n) throw new EngineInputError('placeBet');
  const round = newRound(s.game);
  const bet = await studio.bet(s, round, total, { spots: Object.fromEntries(Object.entries(stakes).map(([k, v]) => [k, minorToMoney(v)])) });
  const used: number[] = [];
  const dragon = drawCard(used, (n) => studio.randomInt(n));
  used.push(dragon);
  const tiger = drawCard(used, (n) => studio.randomInt(n));
  const ret = dragonTigerReturn(stakes, dragon, tiger);
  const paid = await studio.win(s, round, bet.transactionUuid, ret, true);
  const [d, t] = [rankOf(dragon), rankOf(tiger)];
  return {
    round,
    dragon: cardView(dragon),
    tiger: cardView(tiger),
    result: d === t ? 'tie' : d > t ? 'dragon' : 'tiger',
    win: minorToMoney(ret),
    balance: minorToMoney(paid.balanceMinor),
  };
}

export const tableEngine: Engine = {
  categories: ['RNG', 'PVP'],
  classify: ['TABLE'],

  markup(game: StudioGame, lang: string): string {
    const t = studioTexts(lang);
    if (tableVariant(game) === 'dragonTiger') {
      return `<div class="felt dt" data-variant="dragonTiger"><div class="hands"><div><h2>${esc(t.dragon)}</h2><div class="cards" id="dt-dragon"></div></div>
<div><h2>${esc(t.tiger)}</h2><div class="cards" id="dt-tiger"></div></div></div>
<div class="spots" role="group" aria-label="${esc(t.placeBet)}">${DT_SPOTS.map(
        (spot) => `<button type="button" class="spot" data-spot="${spot}" data-testid="dt-${spot}" aria-pressed="false">${esc(t[spot])}<small>${spot === 'tie' ? '8:1' : '1:1'}</small><b></b></button>`,
      ).join('')}</div></div>
${stakeBar(lang)}<div class="sim-row"><button type="button" class="sim-btn" id="deal" data-testid="table-deal">${esc(t.deal)}</button></div>`;
    }
    return `<div class="felt bj" data-variant="blackjack"><h2>${esc(t.dealer)} <span id="bj-dt"></span></h2><div class="cards" id="bj-dealer"></div>
<h2>${esc(t.player)} <span id="bj-pt"></span></h2><div class="bj-hands" id="bj-player"></div></div>
${stakeBar(lang)}<div class="sim-row"><button type="button" class="sim-btn" id="deal" data-testid="table-deal">${esc(t.deal)}</button>
<button type="button" class="sim-btn alt" id="bj-hit" data-testid="bj-hit" disabled>${esc(t.hitCard)}</button>
<button type="button" class="sim-btn alt" id="bj-stand" data-testid="bj-stand" disabled>${esc(t.stand)}</button>
<button type="button" class="sim-btn alt" id="bj-double" data-testid="bj-double" disabled>${esc(t.double)}</button>
<button type="button" class="sim-btn alt" id="bj-split" data-testid="bj-split" disabled>${esc(t.split)}</button></div>`;
  },

  config(game: StudioGame, lang: string) {
    return { ...baseConfig(game, lang), variant: tableVariant(game) };
  },

  script: `(function(){${STAKE_JS}
var V=SIM.cfg.engine.variant,$=function(id){return document.getElementById(id)};
function card(c){var d=document.createElement('div');d.className='card'+(c&&c.red?' red':'')+(c?'':' back');d.textContent=c?c.rank+c.suit:'';return d}
function cards(id,list){var el=$(id);el.textContent='';list.forEach(function(c){el.appendChild(card(c))})}
function result(v){if(v.outcome==='push')SIM.toast(SIM.t('push'));else if(v.win&&v.win!=='0.00')SIM.toast(SIM.t('win')+' '+SIM.money(v.win),'win');else SIM.toast(SIM.t(v.outcome==='bust'?'bust':'lost'))}
if(V==='dragonTiger'){var picked={};document.querySelectorAll('.spot').forEach(function(b){b.addEventListener('click',function(){var s=b.dataset.spot;
if(picked[s])delete picked[s];else picked[s]=stake();b.setAttribute('aria-pressed',String(!!picked[s]));b.querySelector('b').textContent=picked[s]?SIM.money(picked[s]):''})});
$('deal').addEventListener('click',function(){if(!Object.keys(picked).length)return SIM.toast(SIM.t('placeBet'),'err');$('deal').disabled=true;
SIM.act('deal',{spots:picked}).then(function(v){cards('dt-dragon',[v.dragon]);cards('dt-tiger',[v.tiger]);
document.querySelectorAll('.spot').forEach(function(b){b.classList.toggle('won',b.dataset.spot===v.result)});result(v)}).catch(SIM.fail).then(function(){$('deal').disabled=false})});return}
var OUT={blackjack:'blackjack',win:'handWon',push:'push',lose:'handLost',bust:'bust'};
function hands(v){var el=$('bj-player'),two=v.hands.length>1;el.textContent='';v.hands.forEach(function(h,i){var g=document.createElement('div');
g.className='bj-hand'+(two&&h.active?' active':'');g.setAttribute('data-testid','bj-hand-'+i);var c=document.createElement('div');c.className='cards';
h.cards.forEach(function(x){c.appendChild(card(x))});g.appendChild(c);if(two){var l=document.createElement('small');
l.textContent=h.total+' \u00b7 '+SIM.money(h.stake)+(h.outcome?' \u00b7 '+SIM.t(OUT[h.outcome]):'');g.appendChild(l)}el.appendChild(g)})}
function show(v){hands(v);cards('bj-dealer',v.dealer);$('bj-pt').textContent=v.hands.length===1?v.hands[0].total:'';$('bj-dt').textContent=v.dealerTotal===null?'':v.dealerTotal;
$('deal').disabled=!v.done;$('bj-hit').disabled=v.done;$('bj-stand').disabled=v.done;$('bj-double').disabled=!v.canDouble;$('bj-split').disabled=!v.canSplit;if(v.done)result(v)}
function go(a,input){['deal','bj-hit','bj-stand','bj-double','bj-split'].forEach(function(id){$(id).disabled=true});
SIM.act(a,input).then(show).catch(function(e){SIM.fail(e);return SIM.state().then(function(s){show(s.state||{hands:[],dealer:[],dealerTotal:null,done:true})})})}
$('deal').addEventListener('click',function(){go('deal',{stake:stake()})});$('bj-hit').addEventListener('click',function(){go('hit')});
$('bj-stand').addEventListener('click',function(){go('stand')});$('bj-double').addEventListener('click',function(){go('double')});
$('bj-split').addEventListener('click',function(){go('split')});
SIM.state().then(function(s){if(s.state)show(s.state)}).catch(function(){})})();`,

  css: `${KIT_CSS}
.felt{border-radius:18px;padding:12px;background:radial-gradient(circle at 50% 20%,#1f7a4a,#0b3d24);min-height:220px}
.felt h2{font-size:15px;margin:6px 0}.hands{display:flex;justify-content:space-around;text-align:center}
.cards{display:flex;gap:6px;min-height:74px;justify-content:center;flex-wrap:wrap}
.card{width:50px;height:70px;border-radius:8px;background:#fff;color:#111;display:flex;align-items:center;justify-content:center;font-size:18px;font-weight:700;animation:deal .25s ease-out}
.bj-hands{display:flex;gap:10px;justify-content:center;flex-wrap:wrap;min-height:74px}.bj-hand{padding:4px;border:2px solid transparent;border-radius:10px;text-align:center}
.bj-hand.active{border-color:#ffd666}.bj-hand small{display:block;margin-top:4px}
.card.red{color:#c4161c}.card.back{background:repeating-linear-gradient(45deg,#8b1e2d 0 6px,#a8323f 6px 12px)}
@keyframes deal{from{transform:translateY(-20px);opacity:0}}
.spots{display:grid;grid-template-columns:repeat(3,1fr);gap:8px;margin-top:12px}
.spot{min-height:64px;border-radius:12px;border:2px solid #ffffff40;background:#0006;color:#fff;font-size:16px;font-weight:700;display:flex;flex-direction:column;align-items:center;justify-content:center}
.spot small{font-weight:400;opacity:.8}.spot b{color:#ffd666;font-size:12px}.spot[aria-pressed=true]{border-color:#ffd666}.spot.won{background:#ffd66640}`,

  async act(studio, s, action, input) {
    return tableVariant(s.game) === 'dragonTiger' ? dragonTiger(studio, s, action, input) : blackjack(studio, s, action, input);
  },

  async state(studio, s) {
    if (tableVariant(s.game) !== 'blackjack') return null;
    const saved = await studio.loadState<Hand | OneSeatHand>(handKey(s));
    return saved ? { ...handView(handOf(saved.state), false), done: false } : null;
  },
};
