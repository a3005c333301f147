import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** The largest file an upload may carry (a GTFS feed, an attachment): the multipart plugin's limit. */
export const UPLOAD_MAX_FILE_BYTES = 50 * 1024 * 1024;

/**
 * Uploaded files under DATA_DIR/uploads, each under a random name. A file is first written to a
 * hidden temporary name and only gets its final name once the rows that point at it are written,
 * so a refused or failed upload leaves nothing behind.
 */
export function createUploadStore(dataDir: string) {
  const root = path.join(dataDir, 'uploads');
  const ready = mkdir(root, { recursive: true });
  const inRoot = (name: string) => {
    // Names come from the database, but a path must never leave the uploads folder.
    if (!/^[A-Za-z0-9._-]+$/.test(name) || name.startsWith('.'))
      throw new Error(`bad upload name ${name}`);
    return path.join(root, name);
  };

  return {
    root,

    /** Streams `source` to a temporary file, passing every chunk through `inspect` first. */
    async stage(source: NodeJS.ReadableStream, inspect: Transform): Promise<StagedFile> {
      await ready;
      const temporary = path.join(root, `.staged-${randomBytes(12).toString('hex')}`);
      try {
        await pipeline(source, inspect, createWriteStream(temporary, { flags: 'wx' }));
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
      return { temporary, size: (await stat(temporary)).size };
    },

    /** A fresh random name with `extension`, for a file about to be kept. */
    newName: (extension: string) => `${randomBytes(16).toString('hex')}${extension}`,

    /** Gives a staged file its final name. */
    keep: (file: StagedFile, name: string) => rename(file.temporary, inRoot(name)),

    /** Removes staged files and, after a failure, any that already got their final names. */
    async discard(files: StagedFile[], names: string[] = []) {
      await Promise.all([
        ...files.map((file) => rm(file.temporary, { force: true })),
        ...names.map((name) => rm(inRoot(name), { force: true })),
      ]);
    },

    open: (name: string) => createReadStream(inRoot(name)),
    exists: async (name: string) => {
      try {
        return (await stat(inRoot(name))).isFile();
      } catch {
        return false;
      }
    },
  };
}
export type UploadStore = ReturnType<typeof createUploadStore>;

export interface StagedFile {
  temporary: string;
  size: number;
}

/**
 * Counts the bytes going through and keeps the first `headBytes`. Past `maxBytes` it writes
 * nothing more but still reads the rest, so the request stays readable and an oversize file is
 * never written in full; `overLimit` then says so.
 */
export class ByteInspector extends Transform {
  head = Buffer.alloc(0);
  bytes = 0;

  constructor(
    private readonly headBytes: number,
    private readonly maxBytes: number,
  ) {
    super();
  }

  get overLimit() {
    return this.bytes > this.maxBytes;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    this.bytes += chunk.length;
    if (this.overLimit) return done();
    if (this.head.length < this.headBytes)
      this.head = Buffer.concat([this.head, chunk.subarray(0, this.headBytes - this.head.length)]);
    done(null, chunk);
  }
}
