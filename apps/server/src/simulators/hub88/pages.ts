import { localeTag, minorToMoney } from '@wps/contract';
import { escapeHtml, scriptJson } from '../../platform/html.js';
import { pageAsset, type PageAsset } from '../../platform/page-assets.js';
import type { Engine, PlaySession } from './engine.js';
import { SHELL_TEXTS, simLang, textsOf } from './texts.js';

// The play page of a simulator session: one shell (header with the game's name, balance and a close button; a toast)
// around the engine's markup. Scripts and styles are files of our origin (no inline script under the CSP); the
// per-request data sits in a JSON block the shell script reads.

export const PLAY_PREFIX = '/sim/hub88/play';

const SHELL_STYLE = pageAsset(
  'sim-shell',
  'css',
  `*{box-sizing:border-box}html,body{margin:0;min-height:100%;background:#0d1520;color:#eef2f6;font-family:system-ui,-apple-system,sans-serif}
.sim-top{position:sticky;top:0;z-index:5;display:flex;align-items:center;gap:10px;padding:8px 12px;padding-top:max(8px,env(safe-area-inset-top));background:#15202d;box-shadow:0 1px 0 #ffffff14}
.sim-close{flex:none;display:inline-flex;align-items:center;justify-content:center;width:44px;height:44px;border-radius:50%;background:#ffffff14;color:#fff;text-decoration:none;font-size:24px;line-height:1}
.sim-close:focus-visible,.sim-game button:focus-visible{outline:3px solid #ffd666;outline-offset:2px}
.sim-top h1{flex:1;min-width:0;margin:0;font-size:16px;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.sim-bal{flex:none;text-align:right;font-size:11px;color:#9fb0c0}.sim-bal b{display:block;font-size:15px;color:#ffd666}
.sim-game{max-width:480px;margin:0 auto;padding:12px}
.sim-toast{position:fixed;left:50%;bottom:max(16px,env(safe-area-inset-bottom));transform:translateX(-50%);max-width:92vw;padding:10px 16px;border-radius:12px;background:#263445;color:#fff;font-weight:600;opacity:0;pointer-events:none;transition:opacity .2s}
.sim-toast.show{opacity:1}.sim-toast.err{background:#a8071a}.sim-toast.win{background:#237804}
.sim-btn{min-height:44px;padding:0 16px;border:0;border-radius:12px;background:#ffd666;color:#111;font-size:16px;font-weight:700}
.sim-btn:disabled{opacity:.55}.sim-btn.alt{background:#ffffff1f;color:#fff}
.sim-row{display:flex;gap:8px;align-items:center;justify-content:center;flex-wrap:wrap;margin:10px 0}
.sim-chips{display:flex;gap:6px;justify-content:center;flex-wrap:wrap}.sim-chips button{min-width:52px;min-height:44px;border-radius:22px;border:2px solid #ffffff40;background:#1d2a39;color:#fff;font-weight:700}
.sim-chips button[aria-pressed=true]{border-color:#ffd666;color:#ffd666}
.sim-info{font-size:13px;color:#c8d3de;line-height:1.5}.sim-info summary{min-height:44px;display:flex;align-items:center;cursor:pointer;font-weight:600}
.sim-info table{width:100%;border-collapse:collapse}.sim-info td,.sim-info th{padding:3px 6px;border-bottom:1px solid #ffffff14;text-align:left}
@media (prefers-reduced-motion:reduce){*{animation:none!important;transition:none!important}}`,
);

/** window.SIM for the engine scripts (engine.ts documents it). */
const SHELL_SCRIPT = pageAsset(
  'sim-shell',
  'js',
  `(function(){var CFG=JSON.parse(document.getElementById('sim-cfg').textContent),T=CFG.t,timer=0;
var base=${JSON.stringify(PLAY_PREFIX)}+'/'+encodeURIComponent(CFG.session);
function money(d){var m=/^(-)?(\\d+)(?:\\.(\\d{1,2}))?$/.exec(String(d));if(!m)return String(d);
return (m[1]||'')+m[2].replace(/\\B(?=(\\d{3})+(?!\\d))/g,',')+'.'+(m[3]||'').padEnd(2,'0')+' '+CFG.currency}
function setBalance(d){var b=document.getElementById('sim-balance');b.textContent=money(d);b.dataset.amount=String(d);
try{if(parent!==window)parent.postMessage({type:'wps:balance',balance:String(d)},location.origin)}catch(_){}}
function toast(text,kind){var el=document.getElementById('sim-toast');el.textContent=text;el.className='sim-toast show'+(kind?' '+kind:'');
clearTimeout(timer);timer=setTimeout(function(){el.className='sim-toast'},3500)}
function t(k){var e=CFG.engine&&CFG.engine.t;return (e&&e[k])||T[k]||T.error}
function req(method,path,body){return fetch(base+path,{method:method,headers:body?{'content-type':'application/json'}:{},body:body?JSON.stringify(body):undefined})
.then(function(r){return r.json().catch(function(){return {error:'error'}}).then(function(j){if(j&&typeof j.balance==='string')setBalance(j.balance);
if(!r.ok||j.error)throw {key:j.error||'error'};return j})},function(e){throw e&&e.key?e:{key:'network'}})}
function act(action,input){return req('POST','/action',{action:action,input:input===undefined?null:input}).then(function(j){return j.value})}
function state(){return req('GET','/state')}
function fail(e){toast(t(e&&e.key||'error'),'err')}
window.SIM={cfg:CFG,act:act,state:state,setBalance:setBalance,money:money,toast:toast,t:t,fail:fail};
var close=document.getElementById('sim-close');close.addEventListener('click',function(e){if(parent===window)return;e.preventDefault();
try{parent.postMessage({type:'wps:close'},location.origin)}catch(_){}
try{if(parent.history.length>1){parent.history.back();return}}catch(_){}
top.location.href=close.getAttribute('href')});
if(CFG.balance!==null)setBalance(CFG.balance);else if(CFG.balanceError)toast(t(CFG.balanceError),'err')})();`,
);

const assetsByEngine = new Map<Engine, { script: PageAsset; css: PageAsset | null }>();

/** The engine's script and style as same-origin files (made once per engine). */
export function engineAssets(engine: Engine, index: number): { script: PageAsset; css: PageAsset | null } {
  let got = assetsByEngine.get(engine);
  if (!got) {
    const name = `sim-${index}-${engine.categories.join('-').toLowerCase()}`;
    got = { script: pageAsset(name, 'js', engine.script), css: engine.css ? pageAsset(name, 'css', engine.css) : null };
    assetsByEngine.set(engine, got);
  }
  return got;
}

export const SHELL_ASSETS: readonly PageAsset[] = [SHELL_STYLE, SHELL_SCRIPT];

// The engines' pages escape with the platform's one rule.
export const esc = escapeHtml;

/**
 * The close target: the operator's lobby as Hub88 documents it, an absolute http(s) URL (the game runs on the
 * aggregator's origin); a bare path of the operator's site is still read. Nothing else (no other scheme, no markup).
 */
export function safeLobbyUrl(url: string | undefined): string {
  if (url && /^\/(?![/\\])[\w\-./?=&%#]*$/.test(url)) return url;
  if (!url || !/^https?:\/\/[\w\-.:[\]]+(\/[\w\-./?=&%#]*)?$/i.test(url)) return '/m/home';
  try {
    return new URL(url).href;
  } catch {
    return '/m/home';
  }
}

export interface ShellInput {
  session: PlaySession;
  engine: Engine;
  engineIndex: number;
  lobbyUrl: string;
  /** Decimal money text, or null when the operator refused the balance call (balanceError: the shell text key). */
  balance: string | null;
  balanceError: string | null;
}

export function renderPlayPage(p: ShellInput): string {
  const { session: s, engine } = p;
  const lang = simLang(s.lang);
  const t = textsOf(SHELL_TEXTS, lang);
  const assets = engineAssets(engine, p.engineIndex);
  const cfg = {
    session: s.id,
    lang,
    currency: s.currency,
    game: { code: s.game.gameCode, name: s.game.name, vendor: s.game.vendor, category: s.game.category, classify: s.game.classify, minBet: minorToMoney(s.game.minBetMinor) },
    t,
    balance: p.balance,
    balanceError: p.balanceError,
    engine: engine.config?.(s.game, lang) ?? null,
  };
  return `<!doctype html><html lang="${localeTag(lang)}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1,viewport-fit=cover"><title>${esc(s.game.name)}</title>
<link rel="stylesheet" href="${SHELL_STYLE.url}">${assets.css ? `<link rel="stylesheet" href="${assets.css.url}">` : ''}</head>
<body><header class="sim-top"><a class="sim-close" id="sim-close" href="${esc(p.lobbyUrl)}" target="_top" aria-label="${esc(t.close)}" data-testid="sim-close">&#215;</a>
<h1 id="sim-title">${esc(s.game.name)}</h1><div class="sim-bal">${esc(t.balance)}<b id="sim-balance" data-testid="sim-balance">${esc(t.loading)}</b></div></header>
<main class="sim-game" id="sim-game" aria-labelledby="sim-title" data-category="${esc(s.game.category)}">${engine.markup(s.game, lang)}</main>
<div class="sim-toast" id="sim-toast" role="status" aria-live="polite" data-testid="sim-toast"></div>
<script type="application/json" id="sim-cfg">${scriptJson(cfg)}</script>
<script src="${SHELL_SCRIPT.url}"></script><script src="${assets.script.url}"></script></body></html>`;
}
