// The baseline: a bare Fastify route returning a constant JSON, nothing else.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
const answer = { results: [{ route_id: '107D', route_name: 'Ruaka-Ruiru', stops_between: 12 }] };
app.get('/bare', async () => answer);
app.post('/bare', async () => answer);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
