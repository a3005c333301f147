import path from 'node:path';
import type { GtfsImportSummary } from '@foleni/contract';
import { loadConfig } from '../config/config';
import { GtfsArchiveError, readGtfsSource } from '../modules/gtfs/gtfs.archive';
import { createGtfsService } from '../modules/gtfs/gtfs.service';
import { NETWORK_CHANNEL, publishToInstances } from '../realtime/bus';
import { count, createProgressBar } from './progress';
import { databaseName, runCli, UsageError, withDatabase } from './run-cli';

// `npm run import:gtfs -- <folder or .zip>`: imports a GTFS feed into the configured database,
// all or nothing. Progress goes to stderr, the summary to stdout.

const progress = createProgressBar(process.stderr);

await runCli(
  async () => {
    const started = performance.now();
    const source = process.argv[2];
    if (!source) throw new UsageError('usage: npm run import:gtfs -- <GTFS folder or .zip file>');
    const config = loadConfig();
    // The whole feed is read and checked before the database is touched.
    const feed = await readGtfsSource(path.resolve(source), progress).catch((error) => {
      if (error instanceof GtfsArchiveError && error.reason === 'notZip')
        throw new UsageError(`${source} is neither a GTFS folder nor a .zip file`);
      throw error;
    });
    const summary = await withDatabase(config, (db) =>
      createGtfsService(db).importFeed(feed, { progress }),
    );
    // Running servers on this PostgreSQL rebuild their route search index at once. (A server on
    // SQLite is one process on its own file: it sees the import on its next start.)
    if (config.database.engine === 'postgres')
      await publishToInstances(config.database.url, NETWORK_CHANNEL, 'import:gtfs');
    progress.clear();
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    process.stdout.write(
      `Imported ${source} into ${databaseName(config)} in ${seconds} s\n${formatSummary(summary)}`,
    );
  },
  () => progress.clear(),
);

function formatSummary(summary: GtfsImportSummary): string {
  const rows: [string, keyof GtfsImportSummary][] = [
    ['regions', 'regions'],
    ['stations', 'stations'],
    ['Saccos', 'saccos'],
    ['routes', 'routes'],
    ['route stops', 'route_stops'],
  ];
  const line = (cells: string[]) =>
    `  ${(cells[0] ?? '').padEnd(12)}${cells
      .slice(1)
      .map((cell) => cell.padStart(9))
      .join('')}\n`;
  return (
    line(['', 'total', 'new', 'updated']) +
    rows
      .map(([name, key]) => {
        const { total, created, updated } = summary[key];
        return line([name, count(total), count(created), count(updated)]);
      })
      .join('')
  );
}
