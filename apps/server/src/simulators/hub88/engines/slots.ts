import { minorToMoney } from '@wps/contract';
import { EngineInputError, type Engine, type StudioGame } from '../engine.js';
import { esc } from '../pages.js';
import { KIT_CSS, STAKE_JS, baseConfig, fieldsOf, newRound, stakeBar, stakeOf, studioTexts } from './kit.js';
import { LINES, REELS, ROWS, codeRng, lineWins, payoutMinor, slotMath, windowOf, type SlotMath } from './slot-math.js';

// The slot studio (RNG games classified SLOT and ARCADE): each game's reels, paytable and art come from its code
// (slot-math.ts); a spin is one bet and one win (0 closes a lost round) in the same round.

const maths = new Map<string, SlotMath>();
export const mathOf = (code: string): SlotMath => {
  let m = maths.get(code);
  if (!m) {
    m = slotMath(code);
    if (maths.size > 1000) maths.clear();
    maths.set(code, m);
  }
  return m;
};

const SHAPES: Record<string, string> = {
  coin: '<circle cx="32" cy="32" r="22" fill="C"/><circle cx="32" cy="32" r="14" fill="none" stroke="#fff8" stroke-width="4"/>',
  gem: '<path d="M14 24 24 12h16l10 12-18 28z" fill="C"/><path d="M14 24h36M24 12l8 12 8-12M32 24v28" stroke="#fff8" stroke-width="2" fill="none"/>',
  star: '<path d="m32 8 7 15 16 2-12 11 3 16-14-8-14 8 3-16L9 25l16-2z" fill="C"/>',
  heart: '<path d="M32 52S10 38 10 24a11 11 0 0 1 22-4 11 11 0 0 1 22 4c0 14-22 28-22 28z" fill="C"/>',
  pyramid: '<path d="M32 10 54 52H10z" fill="C"/><path d="M32 10v42" stroke="#fff8" stroke-width="3"/>',
  shield: '<path d="M32 8 52 16v14c0 12-9 20-20 26-11-6-20-14-20-26V16z" fill="C"/>',
  crown: '<path d="m10 46 4-26 10 12 8-18 8 18 10-12 4 26z" fill="C"/><rect x="10" y="46" width="44" height="6" fill="C"/>',
  seven: '<path d="M14 12h36v8L32 54h-10l17-34H14z" fill="C"/>',
  bell: '<path d="M32 10c-10 0-16 8-16 18v12l-6 6h44l-6-6V28c0-10-6-18-16-18z" fill="C"/><circle cx="32" cy="52" r="5" fill="C"/>',
  bar: '<rect x="8" y="22" width="48" height="20" rx="4" fill="C"/><text x="32" y="37" font-size="14" font-weight="700" text-anchor="middle" fill="#fff">BAR</text>',
  clover: '<circle cx="24" cy="24" r="10" fill="C"/><circle cx="40" cy="24" r="10" fill="C"/><circle cx="24" cy="40" r="10" fill="C"/><circle cx="40" cy="40" r="10" fill="C"/><path d="M32 32l6 20" stroke="C" stroke-width="4"/>',
  moon: '<path d="M40 10a22 22 0 1 0 14 34A18 18 0 0 1 40 10z" fill="C"/>',
};
const SHAPE_NAMES = Object.keys(SHAPES);
const THEMES = 12;

/** A game's look: its symbols' shapes and colours and its background theme, all from its code. */
function artOf(code: string, symbols: number): { theme: number; svgs: string[] } {
  const rnd = codeRng(`art:${code}`);
  const hue = Math.floor(rnd() * 360);
  const offset = Math.floor(rnd() * SHAPE_NAMES.length);
  const svgs = Array.from({ length: symbols }, (_, s) => {
    const shape = SHAPES[SHAPE_NAMES[(offset + s * 5) % SHAPE_NAMES.length]!]!;
    const colour = `hsl(${(hue + s * 47) % 360} 75% ${45 + (s % 3) * 8}%)`;
    return `<svg viewBox="0 0 64 64" width="48" height="48" aria-hidden="true" focusable="false">${shape.replaceAll('"C"', `"${colour}"`)}</svg>`;
  });
  return { theme: hue % THEMES, svgs };
}

const times = (tenths: number) => (tenths / (10 * LINES.length)).toFixed(2).replace(/\.?0+$/, '');

export const slotsEngine: Engine = {
  categories: ['RNG'],
  classify: ['SLOT', 'ARCADE'],

  markup(game: StudioGame, lang: string): string {
    const t = studioTexts(lang);
    const m = mathOf(game.gameCode);
    const art = artOf(game.gameCode, m.pays.length);
    const start = windowOf(m, [0, 0, 0, 0, 0]);
    const reels = start.map((col) => `<div class="reel">${col.map((s) => `<div class="cell">${art.svgs[s]}</div>`).join('')}</div>`).join('');
    const rows = m.pays
      .map((p, s) => `<tr><td>${art.svgs[s]}</td>${p.map((x) => `<td>&#215;${times(x)}</td>`).join('')}</tr>`)
      .reverse()
      .join('');
    return `<div class="slot theme-${art.theme}">
<div class="reels" id="reels" data-testid="slot-reels">${reels}</div>
<div class="sim-row slot-meta"><span>${esc(t.lines)}: ${LINES.length}</span><span>${esc(studioTexts(lang).lineWins)}: <b id="slot-win" data-testid="slot-win">&#8212;</b></span></div>
${stakeBar(lang)}
<div class="sim-row"><button type="button" class="sim-btn spin" id="spin" data-testid="slot-spin">${esc(t.spin)}</button></div>
${art.svgs.map((svg, s) => `<template id="sym-${s}">${svg}</template>`).join('')}
<details class="sim-info"><summary>${esc(t.paytable)}</summary>
<table><thead><tr><th></th><th>3</th><th>4</th><th>5</th></tr></thead><tbody>${rows}</tbody></table>
<p>${esc(t.lines)}: ${LINES.length}. ${esc(t.rtp)}: <b data-testid="slot-rtp">${(m.rtp * 100).toFixed(2)} %</b></p></details></div>`;
  },

  config(game: StudioGame, lang: string) {
    return { ...baseConfig(game, lang), lines: LINES };
  },

  script: `(function(){${STAKE_JS}
var E=SIM.cfg.engine,reels=document.querySelectorAll('#reels .reel'),btn=document.getElementById('spin'),winEl=document.getElementById('slot-win');
function sym(i){return document.getElementById('sym-'+i).content.cloneNode(true)}
function show(w){w.forEach(function(col,r){var cells=reels[r].children;col.forEach(function(s,row){cells[row].textContent='';cells[row].appendChild(sym(s));cells[row].classList.remove('hit')})})}
function mark(wins){wins.forEach(function(x){E.lines[x.line].slice(0,x.count).forEach(function(row,r){reels[r].children[row].classList.add('hit')})})}
btn.addEventListener('click',function(){if(btn.disabled)return;btn.disabled=true;document.getElementById('reels').classList.add('spinning');
SIM.act('spin',{stake:stake()}).then(function(v){return new Promise(function(ok){setTimeout(function(){show(v.window);mark(v.wins);winEl.textContent=SIM.money(v.win);
SIM.toast(v.win!=='0.00'?SIM.t('win')+' '+SIM.money(v.win):SIM.t('lost'),v.win!=='0.00'?'win':'');ok()},400)})}).catch(SIM.fail)
.then(function(){document.getElementById('reels').classList.remove('spinning');btn.disabled=false})});})();`,

  css: `${KIT_CSS}
.slot{border-radius:16px;padding:10px}.reels{display:grid;grid-template-columns:repeat(${REELS},1fr);gap:6px;padding:8px;border-radius:14px;background:#0008}
.reel{display:grid;grid-template-rows:repeat(${ROWS},1fr);gap:6px}.cell{display:flex;align-items:center;justify-content:center;aspect-ratio:1;border-radius:10px;background:#ffffff12}
.cell svg{width:80%;height:80%}.cell.hit{background:#ffd66655;box-shadow:0 0 0 2px #ffd666 inset}
.spinning .cell svg{animation:blur .25s linear infinite}@keyframes blur{0%{transform:translateY(-30%);opacity:.3}100%{transform:translateY(30%);opacity:.3}}
.slot-meta{justify-content:space-between;font-size:14px}.spin{min-width:60%;min-height:52px;font-size:20px}
.sim-info td svg{width:28px;height:28px}
${Array.from({ length: THEMES }, (_, i) => `.theme-${i}{background:linear-gradient(160deg,hsl(${i * 30} 45% 22%),hsl(${(i * 30 + 40) % 360} 50% 12%))}`).join('\n')}`,

  async act(studio, s, action, input) {
    if (action !== 'spin') throw new EngineInputError('badInput');
    const stakeMinor = stakeOf(fieldsOf(input).stake, s.game);
    const m = mathOf(s.game.gameCode);
    const round = newRound(s.game);
    const bet = await studio.bet(s, round, stakeMinor, { stake: minorToMoney(stakeMinor) });
    const stops = m.strips.map((strip) => studio.randomInt(strip.length));
    const window = windowOf(m, stops);
    const wins = lineWins(m, window);
    const win = payoutMinor(stakeMinor, wins);
    const paid = await studio.win(s, round, bet.transactionUuid, win, true);
    return {
      round,
      window,
      wins: wins.map((w) => ({ line: w.line, symbol: w.symbol, count: w.count })),
      win: minorToMoney(win),
      balance: minorToMoney(paid.balanceMinor),
    };
  },
};
