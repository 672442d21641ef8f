// A bare Fastify handler answering a small JSON envelope: the baseline for /wps/system/status.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
const body = { success: true, value: { status: 0, maintenance: false, regionRestriction: false } };
app.get('/bare', async () => body);
await app.listen({ port: Number(process.argv[2]), host: '127.0.0.1' });
