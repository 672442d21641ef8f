import type { StudioGame } from '../engine.js';
import { esc } from '../pages.js';
import { textsOf, type TextTable } from '../texts.js';
import { stakeLimits } from './live-kit.js';

// What the pages of the timed studios (live tables, cockfight, sports) share: texts, the browser code loaded before
// each page's own, the style, and the markup they end with.

// ---- texts ----

type KitKey =
  | 'chip' | 'confirm' | 'clear' | 'bettingOpen' | 'bettingClosed' | 'closesIn' | 'yourBets' | 'noBets' | 'results'
  | 'placed' | 'won' | 'pushed' | 'waiting' | 'limits' | 'stakeInvalid' | 'stakeBelow' | 'stakeAbove'
  | 'unknownSelection' | 'windowClosed' | 'noSelection';

/** Texts of every timed studio page (the shell has the common ones: balance, errors, win / lost); each engine adds its own. */
export const KIT_TEXTS: TextTable<KitKey> = {
  EN: {
    chip: 'Chip', confirm: 'Place bet', clear: 'Clear', bettingOpen: 'Place your bets', bettingClosed: 'No more bets',
    closesIn: '{s}s', yourBets: 'Your bets', noBets: 'No bets yet', results: 'Results', placed: 'Bet placed: {amount}',
    pushed: 'Stake returned: {amount}', won: 'You won {amount}', waiting: 'Waiting for the result', limits: 'Stake {min} – {max}',
    stakeInvalid: 'Enter a stake, such as 10 or 2.50.', stakeBelow: 'The stake is below the minimum.',
    stakeAbove: 'The stake is above the maximum.', unknownSelection: 'That bet is not on offer.',
    windowClosed: 'Betting is closed for this round.', noSelection: 'Pick a bet first.',
  },
  CN: {
    chip: '筹码', confirm: '确认下注', clear: '清除', bettingOpen: '请下注', bettingClosed: '停止下注', closesIn: '{s}秒',
    yourBets: '我的注单', noBets: '暂无下注', results: '开奖记录', placed: '已下注：{amount}', pushed: '退还本金：{amount}', won: '您赢得 {amount}',
    waiting: '等待开奖', limits: '投注额 {min} – {max}', stakeInvalid: '请输入投注额，例如 10 或 2.50。',
    stakeBelow: '投注额低于最低限额。', stakeAbove: '投注额高于最高限额。', unknownSelection: '没有此投注项。',
    windowClosed: '本局已停止下注。', noSelection: '请先选择投注项。',
  },
  PT: {
    chip: 'Ficha', confirm: 'Apostar', clear: 'Limpar', bettingOpen: 'Façam suas apostas', bettingClosed: 'Apostas encerradas',
    closesIn: '{s}s', yourBets: 'Suas apostas', noBets: 'Nenhuma aposta ainda', results: 'Resultados',
    placed: 'Aposta feita: {amount}', pushed: 'Aposta devolvida: {amount}', won: 'Você ganhou {amount}', waiting: 'Aguardando o resultado',
    limits: 'Aposta {min} – {max}', stakeInvalid: 'Informe um valor, como 10 ou 2.50.', stakeBelow: 'O valor está abaixo do mínimo.',
    stakeAbove: 'O valor está acima do máximo.', unknownSelection: 'Essa aposta não está disponível.',
    windowClosed: 'As apostas desta rodada estão encerradas.',
    noSelection: 'Escolha uma aposta primeiro.',
  },
  TH: {
    chip: 'ชิป', confirm: 'วางเดิมพัน', clear: 'ล้าง', bettingOpen: 'วางเดิมพันได้', bettingClosed: 'ปิดรับเดิมพัน', closesIn: '{s} วิ',
    yourBets: 'เดิมพันของคุณ', noBets: 'ยังไม่มีเดิมพัน', results: 'ผลย้อนหลัง', placed: 'วางเดิมพันแล้ว: {amount}',
    pushed: 'คืนเงินเดิมพัน: {amount}', won: 'คุณชนะ {amount}', waiting: 'รอผล', limits: 'เดิมพัน {min} – {max}',
    stakeInvalid: 'กรอกจำนวนเงิน เช่น 10 หรือ 2.50', stakeBelow: 'จำนวนเงินต่ำกว่าขั้นต่ำ', stakeAbove: 'จำนวนเงินสูงกว่าสูงสุด',
    unknownSelection: 'ไม่มีตัวเลือกเดิมพันนี้', windowClosed: 'รอบนี้ปิดรับเดิมพันแล้ว',
    noSelection: 'กรุณาเลือกเดิมพันก่อน',
  },
  TY: {
    chip: 'Chip', confirm: 'Tumaya', clear: 'Burahin', bettingOpen: 'Tumaya na', bettingClosed: 'Sarado na ang taya',
    closesIn: '{s}s', yourBets: 'Mga taya mo', noBets: 'Wala pang taya', results: 'Mga resulta', placed: 'Naitaya: {amount}',
    pushed: 'Ibinalik ang taya: {amount}', won: 'Nanalo ka ng {amount}', waiting: 'Hinihintay ang resulta', limits: 'Taya {min} – {max}',
    stakeInvalid: 'Maglagay ng taya, gaya ng 10 o 2.50.', stakeBelow: 'Mas mababa sa minimum ang taya.',
    stakeAbove: 'Mas mataas sa maximum ang taya.', unknownSelection: 'Walang ganyang taya.',
    windowClosed: 'Sarado na ang taya sa round na ito.', noSelection: 'Pumili muna ng taya.',
  },
  VI: {
    chip: 'Chip', confirm: 'Đặt cược', clear: 'Xóa', bettingOpen: 'Mời đặt cược', bettingClosed: 'Ngừng đặt cược', closesIn: '{s}s',
    yourBets: 'Cược của bạn', noBets: 'Chưa có cược', results: 'Kết quả', placed: 'Đã đặt cược: {amount}', pushed: 'Hoàn tiền cược: {amount}', won: 'Bạn thắng {amount}',
    waiting: 'Đang chờ kết quả', limits: 'Cược {min} – {max}', stakeInvalid: 'Nhập số tiền, ví dụ 10 hoặc 2.50.',
    stakeBelow: 'Số tiền thấp hơn mức tối thiểu.', stakeAbove: 'Số tiền cao hơn mức tối đa.', unknownSelection: 'Không có cửa cược này.',
    windowClosed: 'Vòng này đã ngừng nhận cược.', noSelection: 'Hãy chọn cửa cược trước.',
  },
};

/** The kit's and the engine's texts of the session's language, as one table (the page's `SIM.cfg.engine.t`). */
export const pageTexts = <K extends string>(table: TextTable<K>, lang: string): Record<KitKey | K, string> => ({
  ...textsOf(KIT_TEXTS, lang),
  ...textsOf(table, lang),
});

// ---- the pages' shared browser code and style ----

/**
 * Loaded first inside every timed studio script, over the shell's window.SIM: server clock, texts with values,
 * the chip picker, the status line, the player's bets list.
 */
export const KIT_SCRIPT = `var K=(function(){var S=window.SIM,skew=0,held=[],told={},slip={},busy=false,chip=null;
function $(id){return document.getElementById(id)}
function fill(s,v){return String(s).replace(/\\{(\\w+)\\}/g,function(m,k){return v&&k in v?String(v[k]):m})}
function t(k,v){return fill(S.t(k),v)}
function money(m){return S.money(m)}
function now(){return Date.now()+skew}
function cents(m){return Math.round(Number(m||0)*100)}
function addMoney(a,b){return ((cents(a)+cents(b))/100).toFixed(2)}
function secs(ms){return Math.max(0,Math.ceil(ms/1000))}
function say(text,cls){var m=$('k-msg');if(m){m.textContent=text;m.className='k-msg'+(cls?' '+cls:'')}if(cls)S.toast(text,cls)}
function fail(e){say(t(e&&e.key?e.key:'error'),'err')}
function poll(){return S.act('state',{}).then(function(s){skew=Date.parse(s.serverNow)-Date.now();return s})}
function chips(){var box=$('k-chips');if(!box)return;var m=Number(S.cfg.game.minBet),vals=[1,5,10,50,100].map(function(x){return (m*x).toFixed(2)});
box.textContent='';vals.forEach(function(v,i){var b=document.createElement('button');b.type='button';b.textContent=v;b.setAttribute('aria-label',t('chip')+' '+v);
b.setAttribute('aria-pressed',String(i===0));b.addEventListener('click',function(){chip=v;box.querySelectorAll('button').forEach(function(o){o.setAttribute('aria-pressed',String(o===b))})});
box.appendChild(b)});chip=vals[0]}
/* The player's held bets: listed, and the balance asked again once one of them is paid. */
function track(list,label){var ids={};list.forEach(function(b){ids[b.id]=1});var gone=held.some(function(b){return !ids[b.id]});held=list;
var box=$('k-bets');if(box){box.textContent='';if(!list.length){var e=document.createElement('li');e.className='k-empty';e.textContent=t('noBets');box.appendChild(e)}
list.forEach(function(b){var li=document.createElement('li');li.textContent=label(b)+' · '+money(b.amount)+(b.returns!=null?' → '+money(b.returns):' · '+t('waiting'));box.appendChild(li)})}
if(gone)S.state().catch(function(){})}
/* Once per result: what the player's bets on it return. */
function announce(key,mine){if(told[key])return;var known=held.filter(mine).filter(function(b){return b.returns!=null});if(!known.length)return;told[key]=1;
var won=known.reduce(function(a,b){return a+cents(b.returns)},0),staked=known.reduce(function(a,b){return a+cents(b.amount)},0),amount=money((won/100).toFixed(2));
say(won===0?S.t('lost'):won===staked?t('pushed',{amount:amount}):t('won',{amount:amount}),won>staked?'win':'')}
/* Chips put on [data-spot] buttons make a slip; o: root, open(), round(), key(button) optional, render(slip) optional, after(). */
function slipTable(o){function render(){o.root.querySelectorAll('[data-spot]').forEach(function(b){var v=slip[b.getAttribute('data-spot')],a=b.querySelector('.amt');
if(a)a.textContent=v||'';b.classList.toggle('on',!!v)});if(o.render)o.render(slip);$('k-confirm').disabled=busy||!Object.keys(slip).length||!o.open()}
o.root.addEventListener('click',function(e){var b=e.target.closest('[data-spot]');if(!b||!o.root.contains(b))return;if(!o.open())return say(t('windowClosed'),'err');
var k=o.key?o.key(b):b.getAttribute('data-spot');slip[k]=addMoney(slip[k],chip);say('');render()});
$('k-clear').addEventListener('click',function(){slip={};say('');render()});
$('k-confirm').addEventListener('click',function(){if(busy)return;if(!Object.keys(slip).length)return say(t('noSelection'),'err');busy=true;render();
S.act('bet',{round:o.round(),spots:slip}).then(function(r){slip={};S.setBalance(r.balance);say(t('placed',{amount:money(r.amount)}));return o.after()})
.catch(fail).then(function(){busy=false;render()})});chips();return render}
return{S:S,$:$,t:t,fill:fill,money:money,now:now,poll:poll,say:say,fail:fail,secs:secs,track:track,announce:announce,slipTable:slipTable}})();
`;

export const KIT_CSS = `.k-bar{display:flex;justify-content:space-between;align-items:center;gap:8px;margin:8px 0;font-weight:600}
.k-phase{padding:4px 10px;border-radius:999px;background:#1f7a3a;color:#fff;font-size:13px}.k-phase.closed{background:#7a1f1f}
.k-actions{display:flex;gap:8px;margin:8px 0}.k-actions button{flex:1}
.k-msg{min-height:22px;font-weight:600;margin:6px 0}.k-msg.err{color:#ff7875}.k-msg.win{color:#73d13d}
.k-list{list-style:none;padding:0;margin:4px 0;font-size:14px}.k-list li{padding:6px 0;border-bottom:1px solid #2a3a4a}.k-empty{color:#9fb0c0}
.k-road{display:flex;flex-wrap:wrap;gap:4px;margin:6px 0}.k-road span{width:26px;height:26px;border-radius:50%;display:inline-flex;align-items:center;
justify-content:center;font-size:12px;font-weight:700;color:#fff}.k-h{font-size:15px;margin:12px 0 4px}.k-limits{font-size:12px;color:#9fb0c0;margin:4px 0;text-align:center}`;

/** The markup every timed page ends with: chips and actions, status line, the player's bets and the results road. */
export function kitFooter(t: Record<KitKey, string>, game: StudioGame, chips = true): string {
  const limits = stakeLimits(game);
  return `<p class="k-limits" data-testid="sim-limits">${esc(t.limits.replace('{min}', limits.min).replace('{max}', limits.max))}</p>${
    chips
      ? `<div class="sim-chips" id="k-chips" role="group" aria-label="${esc(t.chip)}" data-testid="sim-chips"></div>
<div class="k-actions"><button type="button" class="sim-btn alt" id="k-clear">${esc(t.clear)}</button>
<button type="button" class="sim-btn" id="k-confirm" data-testid="sim-confirm" disabled>${esc(t.confirm)}</button></div>`
      : ''
  }<div class="k-msg" id="k-msg" role="status" aria-live="polite" data-testid="sim-msg"></div>
<h2 class="k-h">${esc(t.yourBets)}</h2><ul class="k-list" id="k-bets" data-testid="sim-bets"></ul>
<h2 class="k-h">${esc(t.results)}</h2><div class="k-road" id="k-road" data-testid="sim-road"></div>`;
}
