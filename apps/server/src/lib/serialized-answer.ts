import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

// A cached answer's bytes, made once: its JSON text, and its brotli or gzip the first time a
// client that accepts one asks. A journey answer is 5–30 kB of JSON and a fifth of that
// compressed, which matters on prepaid data and is most of what a cached answer costs to send.

/** Answers smaller than this are sent as they are: compressing them saves less than it costs. */
export const COMPRESS_FROM_BYTES = 1024;

export type ContentCoding = 'br' | 'gzip';

export class SerializedAnswer {
  readonly json: string;
  private readonly compressed = new Map<ContentCoding, Buffer>();

  constructor(body: unknown) {
    this.json = JSON.stringify(body);
  }

  encoded(coding: ContentCoding): Buffer {
    let bytes = this.compressed.get(coding);
    if (!bytes) {
      bytes =
        coding === 'br'
          ? brotliCompressSync(this.json, {
              params: { [constants.BROTLI_PARAM_QUALITY]: 6 },
            })
          : gzipSync(this.json);
      this.compressed.set(coding, bytes);
    }
    return bytes;
  }
}

/** Browsers send a handful of distinct Accept-Encoding headers; each is read once. */
const codingOfHeader = new Map<string, ContentCoding | null>();
const CODING_CACHE_SIZE = 256;

/** The coding to answer in for an Accept-Encoding header: brotli, else gzip, else none. */
export function preferredCoding(header: string | undefined): ContentCoding | null {
  if (!header) return null;
  const known = codingOfHeader.get(header);
  if (known !== undefined) return known;
  const accepted = new Set<string>();
  for (const part of header.split(',')) {
    const [coding, ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const quality = params.find((param) => param.startsWith('q='));
    if (coding && (!quality || Number(quality.slice(2)) > 0)) accepted.add(coding);
  }
  const chosen = accepted.has('br')
    ? 'br'
    : accepted.has('gzip') || accepted.has('*')
      ? 'gzip'
      : null;
  if (codingOfHeader.size < CODING_CACHE_SIZE) codingOfHeader.set(header, chosen);
  return chosen;
}

/**
 * Sends an answer as its cached bytes: compressed when the client accepts it and the answer is
 * large enough, else the JSON text (a string, not a Buffer: Node writes the headers and a string
 * body in one system call). The body is only there to satisfy the route's typed reply.
 */
export function sendSerialized<Body>(
  request: FastifyRequest,
  reply: FastifyReply,
  body: Body,
  serialized: SerializedAnswer,
) {
  reply.header('vary', 'accept-encoding').type('application/json; charset=utf-8');
  const coding = preferredCoding(request.headers['accept-encoding']);
  if (coding && serialized.json.length >= COMPRESS_FROM_BYTES)
    return reply.header('content-encoding', coding).send(serialized.encoded(coding));
  return reply.serializer(() => serialized.json).send(body);
}
