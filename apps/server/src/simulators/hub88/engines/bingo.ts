import { minorToMoney } from '@wps/contract';
import { EngineInputError, type Engine, type StudioGame } from '../engine.js';
import { esc } from '../pages.js';
import { KIT_CSS, STAKE_JS, baseConfig, fieldsOf, newRound, stakeBar, stakeOf, studioTexts } from './kit.js';
import { BINGO_RTP, CORNERS_PAY, LINE_PAYS, drawBalls, drawCardNumbers, markedOf, patternPay } from './bingo-rules.js';

// The bingo studio (BINGO): a round is one bet, a fresh card, 30 balls and one win by the patterns completed.

export const bingoEngine: Engine = {
  categories: ['BINGO'],

  markup(_game: StudioGame, lang: string): string {
    const t = studioTexts(lang);
    const cells = Array.from({ length: 25 }, (_, i) => `<div class="bc${i === 12 ? ' free' : ''}" data-cell="${i}">${i === 12 ? '&#9733;' : ''}</div>`).join('');
    return `<div class="bingo"><div class="bhead">${[...'BINGO'].map((l) => `<span>${l}</span>`).join('')}</div>
<div class="bcard" id="bcard" data-testid="bingo-card">${cells}</div>
<h2 class="bt">${esc(t.balls)}</h2><div class="balls" id="balls" data-testid="bingo-balls" aria-live="off"></div></div>
${stakeBar(lang)}<div class="sim-row"><button type="button" class="sim-btn" id="bplay" data-testid="bingo-play">${esc(t.play)}</button></div>
<details class="sim-info"><summary>${esc(t.patterns)}</summary><table><tbody>
<tr><td>${esc(t.line)}</td><td>&#215;${LINE_PAYS[1]}</td></tr><tr><td>${esc(t.twoLines)}</td><td>&#215;${LINE_PAYS[2]}</td></tr>
<tr><td>3+</td><td>&#215;${LINE_PAYS[3]}</td></tr><tr><td>${esc(t.corners)}</td><td>+&#215;${CORNERS_PAY}</td></tr></tbody></table>
<p>${esc(t.rtp)}: ${(BINGO_RTP * 100).toFixed(2)} %</p></details>`;
  },

  config: (game: StudioGame, lang: string) => baseConfig(game, lang),

  script: `(function(){${STAKE_JS}
var btn=document.getElementById('bplay'),cells=document.querySelectorAll('#bcard .bc'),balls=document.getElementById('balls');
btn.addEventListener('click',function(){btn.disabled=true;balls.textContent='';cells.forEach(function(c){c.classList.remove('on')});
SIM.act('play',{stake:stake()}).then(function(v){var at={};v.card.forEach(function(col,c){col.forEach(function(n,r){var el=cells[c*5+r];if(n){el.textContent=n;at[n]=el}})});
return new Promise(function(ok){var i=0;(function next(){if(i>=v.balls.length)return ok(v);var n=v.balls[i++],b=document.createElement('span');b.className='ball';b.textContent=n;balls.appendChild(b);
if(at[n])at[n].classList.add('on');setTimeout(next,60)})()})}).then(function(v){if(v.win!=='0.00')SIM.toast(SIM.t('win')+' '+SIM.money(v.win),'win');else SIM.toast(SIM.t('lost'))})
.catch(SIM.fail).then(function(){btn.disabled=false})});})();`,

  css: `${KIT_CSS}
.bingo{background:#1d2a39;border-radius:16px;padding:10px}.bhead,.bcard{display:grid;grid-template-columns:repeat(5,1fr);gap:4px;text-align:center}
.bhead span{font-weight:800;color:#ffd666;font-size:20px}.bc{aspect-ratio:1;display:flex;align-items:center;justify-content:center;border-radius:8px;background:#fff;color:#111;font-weight:700;font-size:18px}
.bc.free,.bc.on{background:#ffd666}.bc.on{animation:pop .2s}@keyframes pop{50%{transform:scale(1.15)}}
.bt{font-size:14px;margin:10px 0 4px}.balls{display:flex;flex-wrap:wrap;gap:4px;min-height:30px}
.ball{width:30px;height:30px;border-radius:50%;background:#3a6df0;color:#fff;font-size:13px;font-weight:700;display:flex;align-items:center;justify-content:center}`,

  async act(studio, s, action, input) {
    if (action !== 'play') throw new EngineInputError('badInput');
    const stakeMinor = stakeOf(fieldsOf(input).stake, s.game);
    const round = newRound(s.game);
    const bet = await studio.bet(s, round, stakeMinor, { game: 'bingo' });
    const rnd = (n: number) => studio.randomInt(n);
    const card = drawCardNumbers(rnd);
    const balls = drawBalls(rnd);
    const { lines, corners, multiplier } = patternPay(markedOf(card, balls));
    const win = stakeMinor * BigInt(multiplier);
    const paid = await studio.win(s, round, bet.transactionUuid, win, true);
    return { round, card, balls, lines, corners, multiplier, win: minorToMoney(win), balance: minorToMoney(paid.balanceMinor) };
  },
};
