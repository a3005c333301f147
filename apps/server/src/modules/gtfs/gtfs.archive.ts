import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { messages } from '@foleni/contract';
import { strFromU8, strToU8, type UnzipFileInfo, unzipSync, zipSync } from 'fflate';
import { GtfsFormatError } from './gtfs.csv';
import { type GtfsFeed, OPTIONAL_FEED_FILES, parseGtfsFeed } from './gtfs.feed';

/** The files the importer reads; agency.txt, frequencies.txt and shapes.txt may be left out. */
const FEED_FILES = [
  'agency.txt',
  'stops.txt',
  'routes.txt',
  'trips.txt',
  'stop_times.txt',
  'frequencies.txt',
  'shapes.txt',
];
const OPTIONAL_FILES = new Set<string>(OPTIONAL_FEED_FILES);
/** A JavaScript string holds at most ~512 M characters; no real feed file comes near this. */
const MAX_FILE_BYTES = 256 * 1024 * 1024;

/** Reports how far a long task has come; a phase without `total` cannot be counted. */
export interface GtfsProgress {
  phase(label: string, total?: number): void;
  advance(done: number): void;
}

export const silentProgress: GtfsProgress = { phase: () => undefined, advance: () => undefined };

/** The bytes cannot be read as a .zip archive; `notZip` when they are not one at all. */
export class GtfsArchiveError extends Error {
  constructor(readonly reason: 'notZip' | 'zipDamaged') {
    super(messages.gtfs[reason]);
    this.name = 'GtfsArchiveError';
  }
}

/** Every .zip archive starts with a local file header: `PK\x03\x04`. */
export function isZip(bytes: Uint8Array): boolean {
  return bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

/** Reads and checks a feed kept as a folder of .txt files or as a .zip file. */
export async function readGtfsSource(
  source: string,
  progress: GtfsProgress = silentProgress,
): Promise<GtfsFeed> {
  const isFolder = (await stat(source)).isDirectory();
  const files = isFolder
    ? await readFolderFiles(source, progress)
    : readZipFiles(await readFile(source), progress);
  progress.phase('Checking the feed');
  return parseGtfsFeed(files);
}

/** Reads and checks a feed uploaded as a .zip file. */
export function readGtfsZip(bytes: Uint8Array, progress: GtfsProgress = silentProgress): GtfsFeed {
  const files = readZipFiles(bytes, progress);
  progress.phase('Checking the feed');
  return parseGtfsFeed(files);
}

async function readFolderFiles(folder: string, progress: GtfsProgress) {
  const files = new Map<string, string>();
  progress.phase('Reading the feed', FEED_FILES.length);
  for (const [index, name] of FEED_FILES.entries()) {
    try {
      files.set(name, await readFile(path.join(folder, name), 'utf8'));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      if (!OPTIONAL_FILES.has(name)) throw missing(name);
    }
    progress.advance(index + 1);
  }
  return files;
}

/**
 * The feed's files may sit at the top of the archive or in one folder inside it (as when a
 * folder is zipped whole). Only the files the importer reads are inflated, each checked against
 * the size its entry declares, so a small upload cannot expand into gigabytes.
 */
function readZipFiles(bytes: Uint8Array, progress: GtfsProgress) {
  if (!isZip(bytes)) throw new GtfsArchiveError('notZip');
  const entries = new Map<string, UnzipFileInfo>();
  unzip(bytes, (entry) => {
    const name = path.posix.basename(entry.name);
    const current = entries.get(name);
    const depth = entry.name.split('/').length;
    if (
      FEED_FILES.includes(name) &&
      !entry.name.startsWith('__MACOSX/') &&
      (!current || depth < current.name.split('/').length)
    ) {
      entries.set(name, entry);
    }
    return false;
  });

  const files = new Map<string, string>();
  progress.phase('Reading the feed', FEED_FILES.length);
  for (const [index, name] of FEED_FILES.entries()) {
    const entry = entries.get(name);
    if (!entry) {
      if (!OPTIONAL_FILES.has(name)) throw missing(name);
      continue;
    }
    if (entry.originalSize > MAX_FILE_BYTES) {
      throw new GtfsFormatError(name, 0, `the file is larger than ${MAX_FILE_BYTES >> 20} MB`);
    }
    const data = unzip(bytes, (candidate) => candidate.name === entry.name)[entry.name];
    files.set(name, strFromU8(data ?? new Uint8Array()));
    progress.advance(index + 1);
  }
  return files;
}

function unzip(bytes: Uint8Array, filter: (entry: UnzipFileInfo) => boolean) {
  try {
    return unzipSync(bytes, { filter });
  } catch {
    throw new GtfsArchiveError('zipDamaged');
  }
}

function missing(name: string) {
  return new GtfsFormatError(name, 0, 'the file is missing from the feed');
}

/** Writes a feed's files into a folder, or into a .zip file when `target` ends in .zip. */
export async function writeGtfsFiles(target: string, files: Map<string, string>): Promise<void> {
  if (target.toLowerCase().endsWith('.zip')) {
    await mkdir(path.dirname(target), { recursive: true });
    const entries = Object.fromEntries([...files].map(([name, text]) => [name, strToU8(text)]));
    await writeFile(target, zipSync(entries, { level: 6 }));
    return;
  }
  await mkdir(target, { recursive: true });
  for (const [name, text] of files) await writeFile(path.join(target, name), text);
}
