import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DEMO_GATEWAY, ErrorCode, GatewayNotifySchema, envelopeOf, formatMoney, minorToMoney } from '@wps/contract';
import { AppError, ok } from '../../platform/envelope.js';
import { gatewayOrder, handleNotify, signNotify } from './service.js';

// The local demo payment gateway: a sandbox standing in for a real payment provider, so the gateway flow runs end to
// end here. The page plays the payer; "pay" plays the provider's server and sends the signed notification to our
// notify endpoint through the real route. Only channels of type GATEWAY with a secret can be paid here.

const tags = ['payment'];
const params = z.object({ orderNo: z.string().min(1).max(64) });

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function page(orderNo: string, amount: string, channel: string, status: string): string {
  const payable = status === 'pending' || status === 'expired';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Demo Pay</title><style>
body{font-family:system-ui,sans-serif;margin:0;background:#f2f4f8;color:#1c2230}
main{max-width:420px;margin:0 auto;padding:24px 16px}
.card{background:#fff;border-radius:12px;padding:20px;box-shadow:0 1px 4px #0002}
h1{font-size:20px;margin:0 0 4px}.muted{color:#5b6475;font-size:14px}.amt{font-size:32px;font-weight:700;margin:16px 0}
button{display:block;width:100%;min-height:48px;border:0;border-radius:8px;font-size:16px;margin-top:12px;cursor:pointer}
.pay{background:#1677ff;color:#fff}.fail{background:#e8ebf0;color:#1c2230}
</style></head><body><main><div class="card">
<h1>Demo Pay</h1><p class="muted">Sandbox payment gateway: no real money moves.</p>
<p class="muted">${escapeHtml(channel)} · Order ${escapeHtml(orderNo)}</p>
<p class="amt" data-testid="gateway-amount">${escapeHtml(amount)}</p>
${payable ? `<button class="pay" data-status="PAID">Pay now</button><button class="fail" data-status="FAILED">Cancel payment</button>` : `<p>Order is ${escapeHtml(status)}.</p>`}
<p id="msg" role="status" class="muted"></p></div></main>
<script>
document.querySelectorAll('button[data-status]').forEach(function (b) {
  b.addEventListener('click', function () {
    document.querySelectorAll('button').forEach(function (x) { x.disabled = true; });
    document.getElementById('msg').textContent = 'Processing…';
    fetch(location.pathname + '/pay', { method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ status: b.dataset.status }) })
      .then(function (r) { return r.json(); })
      .then(function (j) { location.href = j.value.returnUrl; })
      .catch(function () { document.getElementById('msg').textContent = 'Payment failed, try again.'; });
  });
});
</script></body></html>`;
}

export const demoGatewayRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(DEMO_GATEWAY.page, { schema: { hide: true, params } }, async (req, reply) => {
    const found = await gatewayOrder(app.db, req.params.orderNo);
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
    },
    async (req) => {
      const found = await gatewayOrder(app.db, req.params.orderNo);
      if (!found) throw new AppError(ErrorCode.NOT_FOUND);
      const n = { orderNo: found.order.orderNo, amount: minorToMoney(found.order.amount), status: req.body.status, txnId: randomUUID() };
      // Server to server, through the real notify route and its signature check.
      await app.inject({ method: 'POST', url: DEMO_GATEWAY.notify, payload: { ...n, sign: signNotify(found.channel.gatewaySecret!, n) } });
      return ok({ returnUrl: `/m/voucherCenter?order=${encodeURIComponent(found.order.orderNo)}` });
    },
  );

  app.post(
    DEMO_GATEWAY.notify,
    {
      schema: {
        tags,
        body: GatewayNotifySchema,
        response: { 200: envelopeOf(z.object({ orderNo: z.string(), status: z.string() })) },
      },
    },
    async (req) => ok(await handleNotify(app.db, req.body)),
  );
};
