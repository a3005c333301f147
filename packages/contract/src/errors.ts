import { z } from 'zod';
import { messages } from './messages';

type Catalogue = typeof messages;

/**
 * A text of the catalogue named by its group and key (`account.emailTaken`, `api.tooLong`): what
 * the API's errors carry in `code` and the web translates, so nobody matches English sentences.
 */
export type MessageCode = {
  [G in keyof Catalogue]: `${G & string}.${keyof Catalogue[G] & string}`;
}[keyof Catalogue];

type Entry<C extends MessageCode> = C extends `${infer G extends keyof Catalogue}.${infer K}`
  ? K extends keyof Catalogue[G]
    ? Catalogue[G][K]
    : never
  : never;

/** The values a code's text is made from (`api.tooLong` → `{ max: number }`), else undefined. */
export type MessageParams<C extends MessageCode> =
  Entry<C> extends (params: infer P) => string ? P : undefined;

/** The codes whose text needs no values. */
export type PlainCode = {
  [C in MessageCode]: MessageParams<C> extends undefined ? C : never;
}[MessageCode];

/** One problem: a code and, when its text needs them, the values it is made from. */
export type Problem = {
  [C in MessageCode]: MessageParams<C> extends undefined
    ? { code: C; params?: undefined }
    : { code: C; params: MessageParams<C> };
}[MessageCode];

/** Every code of the catalogue, for checks that must cover them all (the web's translations). */
export const MESSAGE_CODES = Object.entries(messages).flatMap(([group, texts]) =>
  Object.keys(texts).map((key) => `${group}.${key}` as MessageCode),
);
const KNOWN_CODES: ReadonlySet<string> = new Set(MESSAGE_CODES);

export function isMessageCode(value: unknown): value is MessageCode {
  return typeof value === 'string' && KNOWN_CODES.has(value);
}

/** A problem from its code and, for a code whose text needs them, its values (typed per code). */
export function problem<C extends MessageCode>(
  code: C,
  ...params: MessageParams<C> extends undefined ? [] : [MessageParams<C>]
): Problem {
  return (params.length > 0 ? { code, params: params[0] } : { code }) as Problem;
}

/** The English text of a problem, word for word as the spec gives it. */
export function messageOf({ code, params }: Problem): string {
  const [group, key] = code.split('.') as [keyof Catalogue, string];
  const entry = (messages[group] as Record<string, string | ((values: unknown) => string)>)[key];
  return typeof entry === 'function' ? entry(params) : (entry as string);
}

/** Where a zod issue keeps its problem: zod copies an issue's own keys into the one it reports. */
const PROBLEM_KEY = 'problem';

/**
 * zod's `error` option for a check whose failure is `code`: the issue's message is the code's
 * English text, and the issue carries the problem itself under `problem`, so the server answers
 * the code and the web translates it without reading the English.
 */
export function coded<C extends MessageCode>(
  code: C,
  ...params: MessageParams<C> extends undefined ? [] : [MessageParams<C>]
): (issue: object) => string {
  const found = problem(code, ...params);
  const message = messageOf(found);
  return (issue) => {
    Object.assign(issue, { [PROBLEM_KEY]: found });
    return message;
  };
}

/** The fields of an issue raised by hand (`ctx.addIssue`) whose failure is `code`. */
export function codedIssue(code: PlainCode): { message: string; [PROBLEM_KEY]: Problem } {
  const found = { code } as Problem;
  return { message: messageOf(found), [PROBLEM_KEY]: found };
}

/**
 * The problem a zod issue (or the details fastify-type-provider-zod keeps of one) carries, when it
 * was raised by a `coded` check; undefined for zod's own checks.
 */
export function problemOfIssue(issue: unknown): Problem | undefined {
  const carried = [issue, (issue as { params?: unknown } | null)?.params].map(
    (holder) => (holder as Record<string, unknown> | null | undefined)?.[PROBLEM_KEY],
  );
  return carried.find(
    (candidate): candidate is Problem =>
      typeof candidate === 'object' &&
      candidate !== null &&
      isMessageCode((candidate as { code?: unknown }).code),
  );
}

/** A code as the API says it. */
export const messageCodeSchema = z.enum(MESSAGE_CODES as [MessageCode, ...MessageCode[]]);

/** The values a code's text is made from, as the API says them. */
export const messageParamsSchema = z.record(
  z.string(),
  z.union([z.string(), z.number(), z.null()]),
);

/** One problem as the API says it: the code, its English text and the values it was made from. */
export const problemBodySchema = z.object({
  code: messageCodeSchema,
  message: z.string(),
  params: messageParamsSchema.optional(),
});
export type ProblemBody = z.infer<typeof problemBodySchema>;

/**
 * Every error the API answers has this body: the problem, and for a form the problems of each of
 * its fields (spec §8 shows `message` and the fields' messages).
 */
export const errorBodySchema = problemBodySchema.extend({
  fields: z.record(z.string(), z.array(problemBodySchema)).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** A problem as the API's body says it. */
export function problemBody(found: Problem): ProblemBody {
  const body: ProblemBody = { code: found.code, message: messageOf(found) };
  if (found.params !== undefined) body.params = found.params;
  return body;
}

/**
 * A success answer's words (`{ message }` of spec §7), said like a problem: the code, its English
 * text and its values, so the web shows them in its language by code.
 */
export const messageSchema = problemBodySchema;
export type MessageReply = ProblemBody;

/** The body of a success answer's words, from its code and values. */
export function messageBody<C extends MessageCode>(
  code: C,
  ...params: MessageParams<C> extends undefined ? [] : [MessageParams<C>]
): ProblemBody {
  return problemBody(problem(code, ...params));
}
