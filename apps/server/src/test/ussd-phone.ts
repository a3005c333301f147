import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { SCREEN_MAX } from '../modules/ussd/ussd.screen';

// A feature phone on the USSD menu, as Africa's Talking's gateway drives the server: a form
// post per step with every input so far joined by `*`. Every screen is checked as a phone would
// need it: a 200, plain text, `CON ` or `END `, at most 182 characters.

export const USSD_SECRET = 'ussd-test-secret-0123456789';

let sessions = 0;

export function postUssd(
  app: FastifyInstance,
  fields: Record<string, string>,
  url = `/api/v1.0/ussd/?token=${USSD_SECRET}`,
) {
  return app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}

/** One request of a session; the screen it answered, checked. */
export async function ussdStep(
  app: FastifyInstance,
  sessionId: string,
  phone: string,
  inputs: string[],
): Promise<string> {
  const response = await postUssd(app, {
    sessionId,
    serviceCode: '*384*16#',
    phoneNumber: phone,
    networkCode: '63902',
    text: inputs.join('*'),
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/plain/);
  expect(response.body).toMatch(/^(CON|END) /);
  expect(response.body.length).toBeLessThanOrEqual(SCREEN_MAX);
  return response.body;
}

/**
 * A whole session: the first request, then one per input. Returns every screen; a session the
 * server ends before the last input fails the test.
 */
export async function dial(app: FastifyInstance, phone: string, inputs: string[] = []) {
  const sessionId = `ATUid_test_${++sessions}`;
  const screens: string[] = [];
  for (let count = 0; count <= inputs.length; count++) {
    const screen = await ussdStep(app, sessionId, phone, inputs.slice(0, count));
    screens.push(screen);
    if (screen.startsWith('END ') && count < inputs.length)
      throw new Error(`the session ended after ${count} inputs: ${screen}`);
  }
  return { sessionId, screens, last: screens[screens.length - 1] as string };
}
