import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandler } from '../errors/error-handler';
import { requireGatewaySecret } from './gateway-secret';

const SECRET = 'a-gateway-secret-of-some-length';

async function gateway(secret: string | null, allow: string[] = []) {
  const app = Fastify();
  registerErrorHandler(app);
  const preHandler = requireGatewaySecret(secret, allow);
  app.post('/ussd/', { preHandler }, async () => 'END ok');
  app.post('/ussd/:token', { preHandler }, async () => 'END ok');
  await app.ready();
  return app;
}

describe('the gateway secret', () => {
  it('takes the secret from the query or the last path segment', async () => {
    const app = await gateway(SECRET);
    expect((await app.inject({ method: 'POST', url: `/ussd/?token=${SECRET}` })).statusCode).toBe(
      200,
    );
    expect((await app.inject({ method: 'POST', url: `/ussd/${SECRET}` })).statusCode).toBe(200);
    expect((await app.inject({ method: 'POST', url: `/ussd/?secret=${SECRET}` })).statusCode).toBe(
      200,
    );
  });

  it('refuses a missing or wrong secret with 403', async () => {
    const app = await gateway(SECRET);
    for (const url of ['/ussd/', '/ussd/?token=nope', `/ussd/?token=${SECRET}x`, '/ussd/guess']) {
      const answer = await app.inject({ method: 'POST', url });
      expect(answer.statusCode, url).toBe(403);
      expect(answer.json()).toMatchObject({ code: 'api.forbidden' });
    }
  });

  it('is off when no secret is configured', async () => {
    const app = await gateway(null);
    expect((await app.inject({ method: 'POST', url: '/ussd/?token=' })).statusCode).toBe(403);
    expect((await app.inject({ method: 'POST', url: '/ussd/null' })).statusCode).toBe(403);
  });

  it('takes only the listed addresses when there is a list', async () => {
    const open = await gateway(SECRET, ['127.0.0.1']);
    const closed = await gateway(SECRET, ['196.201.214.200']);
    const url = `/ussd/?token=${SECRET}`;
    expect((await open.inject({ method: 'POST', url })).statusCode).toBe(200);
    expect((await closed.inject({ method: 'POST', url })).statusCode).toBe(403);
  });
});
