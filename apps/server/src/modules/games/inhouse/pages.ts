import {
  DICE_CHANCE,
  GAME_TICKET_HEADER,
  INHOUSE_MAX_STAKE,
  LOTTO_DIGITS,
  LOTTO_PAY_TENTHS,
  MONEY_DEFAULT,
  SLOT_PAYS,
  SLOT_TWO_CHERRIES,
  diceOdds,
  diceTargets,
  formatMoneyText,
  localeTag,
  slotWinChance,
  stakeProblem,
  type LanguageCode,
} from '@wps/contract';
import { PAGE_TEXTS } from './texts.js';
import { pageAsset, type PageAsset } from '../../../platform/page-assets.js';
import type { InhouseCode } from './service.js';
import { escapeHtml, scriptJson } from '../../../platform/html.js';

export interface PageInput {
  gameCode: InhouseCode;
  title: string;
  language: LanguageCode;
  merchant: string;
  minStake: string;
}

const GAME_STYLE = pageAsset(
  'inhouse-game',
  'css',
  `*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,sans-serif;background:#0f1923;color:#f3f5f7;
min-height:100vh;display:flex;flex-direction:column;align-items:center;padding:16px}main{width:100%;max-width:440px}
h1{font-size:20px;margin:4px 0 12px}.bal{font-size:15px;margin-bottom:12px}.bal b{font-size:20px;color:#f5a623}
.play-money{display:inline-block;margin-left:6px;padding:2px 8px;border-radius:999px;border:1px solid #f5a623;font-size:12px;color:#f5a623}.play-money[hidden]{display:none}
.stage{background:#1b2733;border-radius:16px;padding:20px;text-align:center;margin-bottom:12px;min-height:120px}
.reels{display:flex;gap:10px;justify-content:center;font-size:44px}.reel{width:72px;height:80px;background:#0f1923;border-radius:12px;
display:flex;align-items:center;justify-content:center}.big{font-size:56px;font-weight:800}
label{display:block;font-size:14px;margin:10px 0 4px}input,select{width:100%;min-height:44px;border-radius:10px;border:1px solid #3a4a5a;
background:#0f1923;color:#fff;padding:0 12px;font-size:16px}.digits{display:grid;grid-template-columns:repeat(5,1fr);gap:8px}
.digits button{min-height:44px;border-radius:10px;border:1px solid #3a4a5a;background:#0f1923;color:#fff;font-size:18px}
.digits button[aria-pressed=true]{background:#f5a623;color:#111;border-color:#f5a623}
.play{margin-top:16px;width:100%;min-height:48px;border:0;border-radius:12px;background:#f5a623;color:#111;font-size:18px;font-weight:700}
.play:disabled{opacity:.6}.msg{min-height:24px;margin-top:10px;font-weight:600}.msg.err{color:#ff7875}.msg.win{color:#73d13d}
.fair{font-size:11px;color:#9fb0c0;word-break:break-all;margin-top:14px;line-height:1.5}
.odds{font-size:13px;color:#c8d3de;margin-top:10px;line-height:1.6}input[aria-invalid=true]{border-color:#ff7875}
.dep{display:inline-flex;align-items:center;justify-content:center;min-height:44px;padding:0 20px;margin-top:8px;border-radius:12px;
background:#f5a623;color:#111;font-weight:700;text-decoration:none}.dep[hidden]{display:none}`,
);

/** The page's code, one static file for every game and lottery page; its data comes from the #ih-cfg block. */
const GAME_SCRIPT = pageAsset(
  'inhouse-game',
  'js',
  `(function(){var CFG=JSON.parse(document.getElementById('ih-cfg').textContent);
var t=CFG.t,$=function(id){return document.getElementById(id)},busy=false,lastHash='';
var moneyText=${String(formatMoneyText)};
var stakeProblem=${String(stakeProblem)};
var diceOdds=${String(diceOdds)};
var diceTargets=${String(diceTargets)};
function money(a){return moneyText(a,CFG.money)}
function fill(s,v){return s.replace(/\\{(\\w+)\\}/g,function(m,k){return k in v?String(v[k]):m})}
var ticket=(function(){var m=/(?:^#|&)ticket=([^&]*)/.exec(location.hash);try{return m?decodeURIComponent(m[1]):null}catch(_){return null}})();
if(location.hash)history.replaceState(history.state,'',location.pathname+location.search);
var SYM={cherry:'\\u{1F352}',lemon:'\\u{1F34B}',bell:'\\u{1F514}',bar:'\\u2587',seven:'7'};
function hex(n){var a=new Uint8Array(n);crypto.getRandomValues(a);return Array.from(a,function(b){return b.toString(16).padStart(2,'0')}).join('')}
var clientSeed=sessionStorage.getItem('ih_client_seed')||hex(8);sessionStorage.setItem('ih_client_seed',clientSeed);
function api(method,path,body,extra){var h={'Merchant':CFG.merchant,'Language':CFG.language,'Accept':'application/json'};
if(body)h['Content-Type']='application/json';if(extra)Object.keys(extra).forEach(function(k){h[k]=extra[k]});
return fetch(path,{method:method,headers:h,body:body?JSON.stringify(body):undefined}).then(function(r){return r.json()}).then(function(e){
if(!e||e.success!==true)throw e||{};return e.value})}
function say(text,cls){var m=$('msg');m.textContent=text;m.className='msg'+(cls?' '+cls:'')}
var dep=$('ih-deposit');dep.addEventListener('click',function(e){if(parent===window)return;e.preventDefault();
try{parent.postMessage({type:'wps:deposit'},location.origin)}catch(_){}});
function dir(){return $('dir').value}
function invalid(id,bad){var el=$(id);if(el)el.setAttribute('aria-invalid',String(bad))}
function stakeText(p){return p==='below'?fill(t.stakeBelow,{min:money(CFG.limits.min)}):p==='above'?fill(t.stakeAbove,{max:money(CFG.limits.max)}):
p==='decimals'?t.stakeDecimals:t.stakeInvalid}
function pickText(){return CFG.gameCode==='dice-100'?fill(t.targetBad,diceTargets(dir(),CFG.dice)):t.digitBad}
function fail(e){var c=e&&e.errorCode,f=c==='VALIDATION'&&Array.isArray(e.value)?e.value[0]:null;dep.hidden=c!=='INSUFFICIENT_FUNDS';
if(f&&f.field==='stake'){invalid('stake',true);return say(stakeText(f.message),'err')}
if(f&&f.field==='pick'){invalid('target',true);return say(pickText(),'err')}
say(c==='INSUFFICIENT_FUNDS'?t.insufficient:c==='SESSION_EXPIRED'||c==='NOT_LOGGED_IN'?t.expired:t.error,'err')}
function odds(){var l=[fill(t.stakeLimits,{min:money(CFG.limits.min),max:money(CFG.limits.max)})];
if(CFG.gameCode==='dice-100'){var r=diceTargets(dir(),CFG.dice),tg=$('target'),o=diceOdds(dir(),Number(tg.value),CFG.dice);
tg.min=String(r.min);tg.max=String(r.max);l.push(fill(t.targetRange,r));
if(o)l.push(fill(t.winChance,{chance:o.chance}),fill(t.pays,{x:(Math.floor(o.multiplier*100)/100).toFixed(2)}))}
else if(CFG.gameCode==='lucky-slot')l.push(fill(t.slotPays,CFG.slot),fill(t.winChance,{chance:CFG.slot.chance}));
else l.push(fill(t.winChance,{chance:CFG.lotto.chance}),fill(t.pays,{x:CFG.lotto.pays}));
var box=$('ih-odds');box.textContent='';l.forEach(function(x){var d=document.createElement('div');d.textContent=x;box.appendChild(d)})}
['dir','target','stake'].forEach(function(id){var el=$(id);if(el)el.addEventListener('input',function(){invalid(id,false);odds()})});
function fair(hash,r){lastHash=hash;var f=$('fair');f.textContent='';function line(k,v){var d=document.createElement('div');d.textContent=k+': '+v;f.appendChild(d)}
if(r){line(t.round,r.roundId);line(t.serverSeed,r.fair.serverSeed);line(t.clientSeed,r.fair.clientSeed);line(t.nonce,r.fair.nonce)}line(t.nextHash,hash)}
function setBal(b){document.querySelector('[data-testid=ih-balance]').textContent=moneyText(b,CFG.money)}
var digit='7';document.querySelectorAll('.digits button').forEach(function(b){b.addEventListener('click',function(){digit=b.dataset.d;
document.querySelectorAll('.digits button').forEach(function(o){o.setAttribute('aria-pressed',String(o===b))})})});
function pick(){if(CFG.gameCode==='dice-100')return dir()+':'+Number($('target').value);if(CFG.gameCode==='quick-lotto')return digit;return ''}
function clearRound(){say('');dep.hidden=true;invalid('stake',false);invalid('target',false);
if(CFG.gameCode==='lucky-slot')document.querySelectorAll('.reel').forEach(function(e){e.textContent='?'});
else if(CFG.gameCode==='dice-100')$('ih-roll').textContent='--';else $('ih-drawn').textContent='-';fair(lastHash,null)}
function show(r){var o=r.outcome;if(CFG.gameCode==='lucky-slot'){var els=document.querySelectorAll('.reel');o.reels.forEach(function(s,i){els[i].textContent=SYM[s]||s})}
else if(CFG.gameCode==='dice-100')$('ih-roll').textContent=String(o.roll);else $('ih-drawn').textContent=String(o.drawn);
var won=r.payout!=='0.00';say(won?t.win+' '+moneyText(r.payout,CFG.money):t.lose,won?'win':'');setBal(r.balance);fair(r.fair.nextServerSeedHash,r);
try{parent.postMessage({type:'wps:balance',balance:r.balance},location.origin)}catch(_){}}
$('play').addEventListener('click',function(){if(busy)return;clearRound();
var stake=$('stake').value.trim(),p=stakeProblem(stake,CFG.limits);if(p){invalid('stake',true);return say(stakeText(p),'err')}
if(CFG.gameCode==='dice-100'&&!diceOdds(dir(),Number($('target').value),CFG.dice)){invalid('target',true);return say(pickText(),'err')}
busy=true;$('play').disabled=true;
api('POST','/wps/inhouse/bet',{ticket:ticket,requestId:hex(12),stake:stake,clientSeed:clientSeed,pick:pick()}).then(show).catch(fail).then(function(){busy=false;$('play').disabled=false})});
var hdr={};hdr[CFG.ticketHeader]=ticket||'';
(ticket?api('GET','/wps/inhouse/state',null,hdr):Promise.reject({errorCode:'NOT_LOGGED_IN'})).then(function(s){
CFG.money.symbol=s.currencySymbol;setBal(s.balance);$('ih-play-money').hidden=!s.playMoney;odds();fair(s.nextServerSeedHash,null);$('play').disabled=false},fail);odds()})();
`,
);

/** The files the game pages load (served by gamePublicRoutes). */
export const GAME_PAGE_ASSETS: readonly PageAsset[] = [GAME_STYLE, GAME_SCRIPT];

/**
 * A self-contained HTML5 game page (no build step): it bets through /wps/inhouse/bet and tells its parent page. The page
 * holds no credential: its script takes the launch ticket from the URL fragment (#ticket=..., never sent to a server),
 * removes it from the address bar and history, keeps it in memory only and sends it in the X-Game-Ticket header (state)
 * or the bet body. Its style and script are files of our origin (the CSP allows no inline script); the page's own data
 * (texts, merchant, game) sits in a JSON block the script reads.
 */
export function renderGamePage(p: PageInput): string {
  const t = PAGE_TEXTS[p.language] ?? PAGE_TEXTS.EN;
  // Amounts read as everywhere else (the contract's formatMoneyText, shipped in the script); the symbol comes with the state.
  const cfg = {
    ...p,
    t,
    ticketHeader: GAME_TICKET_HEADER,
    money: { symbol: '', decimal: MONEY_DEFAULT.decimal, group: MONEY_DEFAULT.group },
    // The odds and limits shown before a bet, from the rules the server pays and checks with.
    limits: { min: p.minStake, max: INHOUSE_MAX_STAKE },
    dice: DICE_CHANCE,
    slot: { low: Math.min(...Object.values(SLOT_PAYS)), high: Math.max(...Object.values(SLOT_PAYS)), two: SLOT_TWO_CHERRIES, chance: slotWinChance().toFixed(1) },
    lotto: { chance: 100 / LOTTO_DIGITS, pays: LOTTO_PAY_TENTHS / 10 },
  };
  const over = diceTargets('over', DICE_CHANCE);
  const controls: Record<InhouseCode, string> = {
    'lucky-slot': `<div class="stage"><div class="reels" data-testid="ih-reels"><div class="reel">?</div><div class="reel">?</div><div class="reel">?</div></div></div>`,
    'dice-100': `<div class="stage"><div class="big" id="ih-roll" data-testid="ih-roll">--</div></div>
<label for="dir">${escapeHtml(t.over)} / ${escapeHtml(t.under)}</label><select id="dir"><option value="over">${escapeHtml(t.over)}</option><option value="under">${escapeHtml(t.under)}</option></select>
<label for="target">${escapeHtml(t.target)}</label><input id="target" type="number" inputmode="numeric" min="${over.min}" max="${over.max}" value="50" aria-describedby="ih-odds">`,
    'quick-lotto': `<div class="stage"><div class="big" id="ih-drawn" data-testid="ih-drawn">-</div></div>
<label id="pickl">${escapeHtml(t.pickDigit)}</label><div class="digits" role="group" aria-labelledby="pickl">${[...'0123456789']
      .map((d) => `<button type="button" data-d="${d}" aria-pressed="${d === '7'}">${d}</button>`)
      .join('')}</div>`,
  };
  const playLabel = p.gameCode === 'lucky-slot' ? t.spin : p.gameCode === 'dice-100' ? t.roll : t.draw;
  return `<!doctype html><html lang="${localeTag(p.language)}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1,viewport-fit=cover"><title>${escapeHtml(p.title)}</title><link rel="stylesheet" href="${GAME_STYLE.url}"></head>
<body><main aria-labelledby="ih-title"><h1 id="ih-title">${escapeHtml(p.title)}</h1><div class="bal">${escapeHtml(t.balance)}: <b data-testid="ih-balance">${escapeHtml(t.loading)}</b> <span class="play-money" id="ih-play-money" data-testid="ih-play-money" hidden>${escapeHtml(t.playMoney)}</span></div>
${controls[p.gameCode]}
<label for="stake">${escapeHtml(t.stake)}</label><input id="stake" type="number" inputmode="decimal" min="${escapeHtml(p.minStake)}" max="${INHOUSE_MAX_STAKE}" step="0.01" value="1.00" aria-describedby="ih-odds">
<div class="odds" id="ih-odds" data-testid="ih-odds"></div>
<button type="button" class="play" id="play" disabled>${escapeHtml(playLabel)}</button>
<div class="msg" id="msg" role="status" aria-live="polite" data-testid="ih-result"></div>
<a class="dep" id="ih-deposit" data-testid="ih-deposit" href="/m/voucherCenter" target="_top" hidden>${escapeHtml(t.deposit)}</a>
<div class="fair" id="fair"></div></main>
<script type="application/json" id="ih-cfg">${scriptJson(cfg)}</script>
<script src="${GAME_SCRIPT.url}"></script></body></html>`;
}
