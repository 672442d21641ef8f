import { pageAsset } from '../../platform/page-assets.js';
import type { SimWallet } from './sim-repo.js';
import { escapeHtml } from '../../platform/html.js';

// The simulated wallet app's pay page: what the QR code opens on the payer's phone. Style and script are files of our
// origin (the CSP allows no inline script).

export const SIM_WALLET_NAMES: Record<SimWallet, string> = { alipay: 'Alipay', wechat: 'WeChat Pay', qq: 'QQ Wallet' };

export const SIM_PAGE_STYLE = pageAsset(
  'sim-pay',
  'css',
  `body{font-family:system-ui,sans-serif;margin:0;background:#f2f4f8;color:#1c2230}
header{color:#fff;padding:14px 16px;font-weight:700;font-size:18px}
main{max-width:420px;margin:0 auto;padding:16px}
.card{background:#fff;border-radius:12px;padding:20px;box-shadow:0 1px 4px #0002}
.muted{color:#5b6475;font-size:14px;margin:4px 0}.amt{font-size:34px;font-weight:700;margin:16px 0}
button{display:block;width:100%;min-height:48px;border:0;border-radius:8px;font-size:16px;margin-top:12px;cursor:pointer;color:#fff}
.w-alipay{background:#1677ff}.w-wechat{background:#07c160}.w-qq{background:#12b7f5}
.cancel{background:#e8ebf0;color:#1c2230}.err{color:#b42318;font-weight:600}.done{color:#067647;font-weight:600}
`,
);

export const SIM_PAGE_SCRIPT = pageAsset(
  'sim-pay',
  'js',
  `function show(text, cls) {
  var m = document.getElementById('msg');
  m.textContent = text;
  m.className = cls;
}
function buttons(disabled) {
  document.querySelectorAll('button[data-action]').forEach(function (x) { x.disabled = disabled; });
}
document.querySelectorAll('button[data-action]').forEach(function (b) {
  b.addEventListener('click', function () {
    buttons(true);
    show('Processing…', 'muted');
    fetch(location.pathname + '/pay', { method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ action: b.dataset.action }) })
      .then(function (r) { return r.json(); })
      .then(function (j) {
        if (j && j.status === 'PAID') {
          show(j.notified ? 'Payment successful. You can go back to the merchant.' : 'Payment successful. The merchant will be notified shortly.', 'done');
        } else if (j && j.status === 'CLOSED') show('Payment cancelled.', 'muted');
        else { show('Payment not possible: ' + ((j && j.error) || 'error') + '.', 'err'); buttons(false); return; }
        document.getElementById('actions').hidden = true;
      })
      .catch(function () { show('Network error, try again.', 'err'); buttons(false); });
  });
});
buttons(false);
`,
);

/** The page of one payment: who is paid, how much, and Pay / Cancel while it is open. */
export function simPayPage(p: { wallet: SimWallet; merchant: string; subject: string; amount: string; status: string; tradeNo: string }): string {
  const name = SIM_WALLET_NAMES[p.wallet];
  const open = p.status === 'CREATED';
  const state: Record<string, string> = { PAID: 'This payment has been made.', CLOSED: 'This payment was cancelled.', EXPIRED: 'This QR code has expired.' };
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(name)} (simulator)</title><link rel="stylesheet" href="${SIM_PAGE_STYLE.url}"></head><body>
<header class="w-${p.wallet}">${escapeHtml(name)} <small>simulator: no real money moves</small></header>
<main><div class="card">
<p class="muted">Pay to</p><h1 data-testid="sim-merchant">${escapeHtml(p.merchant)}</h1>
<p class="muted">${escapeHtml(p.subject)}</p>
<p class="amt" data-testid="sim-amount">¥ ${escapeHtml(p.amount)}</p>
<p class="muted">Transaction ${escapeHtml(p.tradeNo)}</p>
${open ? `<div id="actions"><button class="w-${p.wallet}" data-action="PAY" disabled>Pay</button><button class="cancel" data-action="CANCEL" disabled>Cancel</button></div>` : `<p>${escapeHtml(state[p.status] ?? p.status)}</p>`}
<p id="msg" role="status" class="muted"></p>
</div></main><script src="${SIM_PAGE_SCRIPT.url}"></script></body></html>`;
}
