import { FORM_MEDIA_TYPE } from '@foleni/contract';
import type { FastifyInstance } from 'fastify';

/**
 * Reads HTML-form bodies (Africa's Talking's callbacks) as a plain object of their fields, in
 * the plugin that calls it only: the rest of the API takes JSON. A field the gateway repeats
 * counts once (its last value), and every value stays a string.
 */
export function acceptFormBodies(app: FastifyInstance): void {
  app.addContentTypeParser(FORM_MEDIA_TYPE, { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
}
