import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CALLS,
  DEMO_GATEWAY,
  DepositStatusSchema,
  ErrorCode,
  ErrorEnvelopeSchema,
  envelopeOf,
  formatMoney,
  minorToMoney,
} from '@wps/contract';
import { AppError, ok } from '../../platform/envelope.js';
import { pageAsset, servePageAssets } from '../../platform/page-assets.js';
import { serve } from '../../platform/serve.js';
import { handleNotify, sandboxNotification, sandboxOrder } from './service.js';
import { escapeHtml } from '../../platform/html.js';

// The local demo payment gateway: a sandbox standing in for a real payment provider, so the gateway flow runs end to
// end here. The page plays the payer; "pay" plays the provider's server and sends the signed notification to our
// notify endpoint through the real route, then tells the payer what that endpoint answered. Only orders of an
// enabled GATEWAY channel with the sandbox flag on are served or paid here (checked again at pay time in the
// service); every other order is unknown to this page, and a real provider's channel is completed only by that
// provider's own signed notification.

const params = z.object({ orderNo: z.string().min(1).max(64) });

const returnUrl = (orderNo: string) => `/m/voucherCenter?order=${encodeURIComponent(orderNo)}`;

// Style and script are files of our origin: the CSP allows no inline script (DESIGN "API conventions").
const GATEWAY_STYLE = pageAsset(
  'demo-gateway',
  'css',
  `body{font-family:system-ui,sans-serif;margin:0;background:#f2f4f8;color:#1c2230}
main{max-width:420px;margin:0 auto;padding:24px 16px}
.card{background:#fff;border-radius:12px;padding:20px;box-shadow:0 1px 4px #0002}
h1{font-size:20px;margin:0 0 4px}.muted{color:#5b6475;font-size:14px}.amt{font-size:32px;font-weight:700;margin:16px 0}
button{display:block;width:100%;min-height:48px;border:0;border-radius:8px;font-size:16px;margin-top:12px;cursor:pointer}
.pay{background:#1677ff;color:#fff}.fail{background:#e8ebf0;color:#1c2230}
.err{color:#b42318;font-weight:600}a{color:#1677ff}
`,
);

const GATEWAY_SCRIPT = pageAsset(
  'demo-gateway',
  'js',
  `var REASONS = {
  NOT_FOUND: 'this order cannot be paid on the sandbox gateway (its channel is not a sandbox channel, or is switched off)',
  ORDER_CLOSED: 'the order is no longer open',
  VALIDATION: 'the payment details were refused',
  FORBIDDEN: 'the notification was refused'
};
function show(text, error) {
  var m = document.getElementById('msg');
  m.textContent = text;
  m.className = error ? 'err' : 'muted';
}
function buttons(disabled) {
  document.querySelectorAll('button[data-status]').forEach(function (x) { x.disabled = disabled; });
}
document.querySelectorAll('button[data-status]').forEach(function (b) {
  b.addEventListener('click', function () {
    buttons(true);
    show('Processing…', false);
    fetch(location.pathname + '/pay', { method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ status: b.dataset.status }) })
      .then(function (r) { return r.json(); })
      .then(function (j) {
        if (j && j.success && j.value && j.value.returnUrl) { location.href = j.value.returnUrl; return; }
        var code = (j && j.errorCode) || 'INTERNAL';
        var reason = REASONS[code] || ('error ' + code);
        if (code === 'ORDER_CLOSED' && j.value && j.value.status) reason = 'the order is ' + j.value.status;
        show('Payment was not accepted: ' + reason + '.', true);
        // Final answers: the order cannot be paid here any more. Anything else (busy, server error) may be retried.
        if (code === 'NOT_FOUND' || code === 'ORDER_CLOSED') document.getElementById('back').hidden = false;
        else buttons(false);
      })
      .catch(function () { show('Payment failed, try again.', true); buttons(false); });
  });
});
// The buttons come disabled: a tap before this script ran would do nothing. They work from here on.
buttons(false);
`,
);

function page(orderNo: string, amount: string, channel: string, status: string): string {
  const payable = status === 'pending' || status === 'expired';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Demo Pay</title><link rel="stylesheet" href="${GATEWAY_STYLE.url}"></head><body><main><div class="card">
<h1>Demo Pay</h1><p class="muted">Sandbox payment gateway: no real money moves.</p>
<p class="muted">${escapeHtml(channel)} · Order ${escapeHtml(orderNo)}</p>
<p class="amt" data-testid="gateway-amount">${escapeHtml(amount)}</p>
${payable ? `<button class="pay" data-status="PAID" disabled>Pay now</button><button class="fail" data-status="FAILED" disabled>Cancel payment</button>` : `<p>Order is ${escapeHtml(status)}.</p>`}
<p id="msg" role="status" class="muted"></p>
<p><a id="back" href="${escapeHtml(returnUrl(orderNo))}" hidden>Back to the merchant</a></p></div></main>
<script src="${GATEWAY_SCRIPT.url}"></script></body></html>`;
}

/** The notify endpoint's answer, read back by the sandbox's pay route. */
const NotifyAnswerSchema = z.union([
  envelopeOf(z.object({ orderNo: z.string(), status: DepositStatusSchema })),
  ErrorEnvelopeSchema,
]);

export const demoGatewayRoutes: FastifyPluginAsyncZod = async (app) => {
  // A top-level page (the client navigates to it, as to a real provider's page): framed by nobody, like the rest.
  servePageAssets(app, [GATEWAY_STYLE, GATEWAY_SCRIPT]);
  app.get(DEMO_GATEWAY.page, { schema: { hide: true, params } }, async (req, reply) => {
    const found = await sandboxOrder(app.db, app.providers.payments, req.params.orderNo);
    if (!found) return reply.code(404).type('text/plain').send('Unknown order');
    const amount = formatMoney(minorToMoney(found.order.amount));
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(page(found.order.orderNo, amount, found.channel.name, found.order.status));
  });

  app.post(
    DEMO_GATEWAY.pay,
    {
      schema: {
        hide: true,
        params,
        body: z.object({ status: z.enum(['PAID', 'FAILED']) }),
        response: { 200: envelopeOf(z.object({ returnUrl: z.string() })) },
      },
      // It waits on the notify route, which takes its own admission slot: holding one here too could deadlock.
      config: { admission: false },
    },
    async (req) => {
      // Refuses (NOT_FOUND) unless the order's channel is, right now, an enabled sandbox channel.
      const notification = await sandboxNotification(app.db, app.providers.payments, req.params.orderNo, req.body.status);
      // Server to server, through the real notify route and its signature check; its answer is the outcome.
      const res = await app.inject({ method: 'POST', url: CALLS.demoGatewayNotify.path, payload: notification });
      const parsed = NotifyAnswerSchema.safeParse(res.json());
      if (!parsed.success) throw new AppError(ErrorCode.INTERNAL, { detail: `notify answered ${res.statusCode}` });
      const answer = parsed.data;
      if (!answer.success) throw new AppError(answer.errorCode, { value: answer.value });
      // Acknowledged but not applied (a payment for an order already failed, a cancel after it was paid): say so.
      const wanted = req.body.status === 'PAID' ? 'success' : 'failed';
      if (answer.value.status !== wanted) throw new AppError(ErrorCode.ORDER_CLOSED, { value: { status: answer.value.status } });
      return ok({ returnUrl: returnUrl(notification.orderNo) });
    },
  );

  serve(app, CALLS.demoGatewayNotify, async (req) => handleNotify(app.db, app.providers.payments, req.body));
};
