import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

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

/** The coding to answer in for an Accept-Encoding header: brotli, else gzip, else none. */
export function preferredCoding(header: string | undefined): ContentCoding | null {
  if (!header) return null;
  const accepted = new Set<string>();
  for (const part of header.split(',')) {
    const [coding, ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const quality = params.find((param) => param.startsWith('q='));
    if (coding && (!quality || Number(quality.slice(2)) > 0)) accepted.add(coding);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}
