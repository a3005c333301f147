import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { idParam } from '@foleni/contract';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../errors/app-error';
import { escapeHtml } from '../lib/escape-html';
import {
  PRERENDERED_DIR,
  pagePath,
  type RecordKind,
  recordFileOf,
  templateOf,
} from './prerendered-pages';

/**
 * How the server finds a record as the API answers it to a visitor who is not signed in: the
 * service the API's own route calls, so a page never shows what its API call would not.
 */
export type RecordLookups = Record<RecordKind, (id: number) => Promise<object>>;

/** Where the build left a field of the record to fill in (`{{route_name}}`). */
const FIELD = /\{\{(\w+)\}\}/g;

/**
 * `html` with each `{{field}}` replaced by the record's value, made safe for HTML. Null when the
 * record has no such field, or one that is not text or a number: the page would show a gap.
 */
export function fillRecord(html: string, record: object): string | null {
  const values = record as Record<string, unknown>;
  let complete = true;
  const filled = html.replace(FIELD, (_placeholder, name: string) => {
    const value = values[name];
    if (typeof value === 'string' || typeof value === 'number') return escapeHtml(String(value));
    complete = false;
    return '';
  });
  return complete ? filled : null;
}

/**
 * The page of one route or station as the server sends it: its prerendered template with the
 * record's title, description and heading written in (apps/web/src/app/prerender/
 * record-pages.tsx), so the visitor reads which route or station it is, and a search engine its
 * title, before the page's code has arrived. The function answers null where the template
 * answers as it is: the address is no record's page, the build filled none, or no such record
 * is shown to the public (the page then shows its own 404 or error).
 */
export function recordPages(
  webDist: string,
  lookups: RecordLookups,
  log: FastifyBaseLogger,
): (pathname: string) => Promise<string | null> {
  // Each filled page is read on its first request and kept: a build is never changed under a
  // running server.
  const filledFiles = new Map<string, string>();
  const fileOf = (template: string) => {
    if (!filledFiles.has(template)) {
      const file = path.join(webDist, PRERENDERED_DIR, recordFileOf(template));
      filledFiles.set(template, existsSync(file) ? readFileSync(file, 'utf8') : '');
    }
    return filledFiles.get(template);
  };
  // Never rejects: a page that cannot be filled in is still answered, with its template.
  return async (pathname) => {
    const page = pagePath(pathname);
    try {
      const template = templateOf(page);
      const html = template?.record && fileOf(template.file);
      const id = idParam.safeParse(template?.pattern.exec(page)?.[1]);
      if (!template?.record || !html || !id.success) return null;
      return fillRecord(html, await lookups[template.record](id.data));
    } catch (error) {
      if (!(error instanceof AppError && error.status === 404)) {
        log.warn({ err: error, page }, 'could not fill in the page of a record');
      }
      return null;
    }
  };
}
