import path from 'node:path';
import { loadConfig } from '../config/config';
import { writeGtfsFiles } from '../modules/gtfs/gtfs.archive';
import { createGtfsService } from '../modules/gtfs/gtfs.service';
import { count } from './progress';
import { databaseName, runCli, UsageError, withDatabase } from './run-cli';

// `npm run export:gtfs -- <folder or .zip>`: writes the active network as a GTFS feed.

await runCli(async () => {
  const target = process.argv[2];
  if (!target) throw new UsageError('usage: npm run export:gtfs -- <output folder or .zip file>');
  const config = loadConfig();
  const feed = await withDatabase(config, (db) =>
    createGtfsService(db).exportFeed({ publisherUrl: config.publicUrl, version: config.version }),
  );
  await writeGtfsFiles(path.resolve(target), feed.files);
  // A feed handed to a journey planner must link to where passengers reach Foleni, and a guessed
  // localhost address is nobody's.
  if (!config.publicUrlSet) process.stderr.write(`${publicUrlWarning(config.publicUrl)}\n`);
  const { agencies, stations, stops, routes, trips } = feed.counts;
  const amounts = [
    plural(agencies, 'agency', 'agencies'),
    plural(stations, 'station', 'stations'),
    plural(stops, 'stop', 'stops'),
    plural(routes, 'route', 'routes'),
    plural(trips, 'trip', 'trips'),
  ];
  process.stdout.write(`Exported ${databaseName(config)} to ${target}: ${amounts.join(', ')}\n`);
});

function publicUrlWarning(url: string): string {
  return `foleni: warning: PUBLIC_URL is not set, so the feed gives ${url} as its agency and publisher URL. Set PUBLIC_URL to the address where people reach Foleni and export again.`;
}

function plural(value: number, one: string, many: string): string {
  return `${count(value)} ${value === 1 ? one : many}`;
}
