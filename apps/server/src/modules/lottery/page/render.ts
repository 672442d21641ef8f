import {
  LOTTERY_BET_TYPES,
  MAX_SUB_ORDER_STAKE,
  MONEY_DEFAULT,
  STORAGE_KEYS,
  localeTag,
  oddsText,
  type LanguageCode,
} from '@wps/contract';
import { pageAsset, type PageAsset } from '../../../platform/page-assets.js';
import { TCG_PAGE_SCRIPT } from './script.js';
import tables from './texts.json';
import { escapeHtml, scriptJson } from '../../../platform/html.js';

/** Texts of the TCG lottery page (served HTML, outside the client's bundles); languages without a table use English. */
type Texts = (typeof tables)['EN'];
const TEXTS: Partial<Record<LanguageCode, Texts>> & { EN: Texts } = tables;

const STYLE = pageAsset(
  'tcg-lottery',
  'css',
  `*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,sans-serif;background:#0f1923;color:#f3f5f7;padding:12px}
main{max-width:440px;margin:0 auto}h1{font-size:19px;margin:2px 0 8px}h2{font-size:15px;margin:14px 0 6px;color:#c8d3de}
.bal b{color:#f5a623;font-size:18px}.card{background:#1b2733;border-radius:14px;padding:12px;margin-top:10px}
.period{display:flex;justify-content:space-between;align-items:center;gap:8px}.count{font-size:22px;font-weight:800;color:#f5a623;font-variant-numeric:tabular-nums}
.hash{font-size:11px;color:#9fb0c0;word-break:break-all;margin-top:6px}ul{list-style:none;margin:0;padding:0}
#lt-results li{display:flex;justify-content:space-between;padding:4px 0;font-size:14px}.digits b{display:inline-block;width:24px;height:24px;line-height:24px;
margin-left:3px;border-radius:50%;background:#f5a623;color:#111;text-align:center;font-size:13px}.empty{color:#9fb0c0;font-size:13px;padding:6px 0}
.chips{display:flex;flex-wrap:wrap;gap:6px}.chip,.pad button{min-height:44px;padding:0 12px;border-radius:10px;border:1px solid #3a4a5a;background:#0f1923;color:#fff;font-size:15px}
.chip[aria-pressed=true],.pad button[aria-pressed=true]{background:#f5a623;color:#111;border-color:#f5a623}
.pad{display:grid;grid-template-columns:repeat(5,1fr);gap:6px;margin-top:6px}label,.lbl{display:block;font-size:13px;margin:8px 0 4px;color:#c8d3de}
input,select{width:100%;min-height:44px;border-radius:10px;border:1px solid #3a4a5a;background:#0f1923;color:#fff;padding:0 12px;font-size:16px}
.odds{font-size:12px;color:#c8d3de;margin-top:6px}.row{display:flex;gap:8px;margin-top:10px}
.btn{flex:1;min-height:48px;border:0;border-radius:12px;font-size:16px;font-weight:700}.primary{background:#f5a623;color:#111}.ghost{background:#2a3a4a;color:#fff}
.btn:disabled{opacity:.5}.msg{min-height:22px;margin-top:8px;font-weight:600}.msg.err{color:#ff7875}.msg.win{color:#73d13d}
#lt-slip li,.sub{display:flex;justify-content:space-between;align-items:center;gap:8px;font-size:13px;padding:4px 0}
.link{min-height:44px;background:none;border:0;color:#f5a623;font-size:14px;text-decoration:underline}
.order{border-top:1px solid #2a3a4a;padding:8px 0}.order .head{font-size:14px;font-weight:600}`,
);

const SCRIPT = pageAsset('tcg-lottery', 'js', TCG_PAGE_SCRIPT);

/** The files the TCG lottery page loads (served by the module's public routes). */
export const TCG_PAGE_ASSETS: readonly PageAsset[] = [STYLE, SCRIPT];

export interface TcgPageInput {
  gameId: number;
  title: string;
  language: LanguageCode;
  merchant: string;
  minStake: string;
}

/**
 * The TCG lottery page (part 1 s2 "Lottery game page"): the open period with its countdown and committed seed hash,
 * the last results, bet types with a pick pad, stake and slip, placing the order, and this game's orders with cancel
 * while their period is open. Framed by our own origin only.
 */
export function renderTcgLotteryPage(p: TcgPageInput): string {
  const t = TEXTS[p.language] ?? TEXTS.EN;
  const cfg = {
    gameId: p.gameId,
    merchant: p.merchant,
    language: p.language,
    sessionKey: STORAGE_KEYS.session,
    t,
    money: { symbol: '', decimal: MONEY_DEFAULT.decimal, group: MONEY_DEFAULT.group },
    limits: { min: p.minStake, max: MAX_SUB_ORDER_STAKE },
    betTypes: LOTTERY_BET_TYPES.map((type) => ({ type, odds: oddsText(type) })),
  };
  return `<!doctype html><html lang="${localeTag(p.language)}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1,viewport-fit=cover"><title>${escapeHtml(p.title)}</title><link rel="stylesheet" href="${STYLE.url}"></head>
<body><main aria-labelledby="lt-title"><h1 id="lt-title">${escapeHtml(p.title)}</h1>
<div class="bal">${escapeHtml(t.balance)}: <b id="lt-balance" data-testid="lt-balance">${escapeHtml(t.loading)}</b></div>
<section class="card" aria-labelledby="lt-period-h"><div class="period"><div><div id="lt-period-h">${escapeHtml(t.period)}</div><b id="lt-numero" data-testid="lt-numero">-</b></div>
<div><div>${escapeHtml(t.closesIn)}</div><div class="count" id="lt-count" data-testid="lt-countdown" role="timer" aria-live="off">--:--</div></div></div>
<div class="hash">${escapeHtml(t.seedHash)}: <span id="lt-hash"></span></div></section>
<section class="card" aria-labelledby="lt-results-h"><h2 id="lt-results-h">${escapeHtml(t.lastResults)}</h2><ul id="lt-results" data-testid="lt-results"></ul></section>
<section class="card" aria-labelledby="lt-bet-h"><h2 id="lt-bet-h">${escapeHtml(t.betType)}</h2><div class="chips" id="lt-types" role="group" aria-labelledby="lt-bet-h"></div>
<div id="lt-pad"></div><label for="lt-stake">${escapeHtml(t.stake)}</label>
<input id="lt-stake" type="number" inputmode="decimal" min="${escapeHtml(p.minStake)}" step="0.01" value="${escapeHtml(p.minStake)}" aria-describedby="lt-odds">
<div class="odds" id="lt-odds"></div>
<h2 id="lt-slip-h">${escapeHtml(t.slip)}</h2><ul id="lt-slip" aria-labelledby="lt-slip-h"></ul>
<div class="row"><button type="button" class="btn ghost" id="lt-add">${escapeHtml(t.add)}</button><button type="button" class="btn primary" id="lt-place" disabled>${escapeHtml(t.placeOrder)}</button></div>
<div class="msg" id="lt-msg" role="status" aria-live="polite" data-testid="lt-msg"></div></section>
<section class="card" aria-labelledby="lt-orders-h"><h2 id="lt-orders-h">${escapeHtml(t.myOrders)}</h2><ul id="lt-orders" data-testid="lt-orders"></ul></section></main>
<script type="application/json" id="lt-cfg">${scriptJson(cfg)}</script>
<script src="${SCRIPT.url}"></script></body></html>`;
}
