import type { Config } from '../config/config';
import type { Db } from '../db/database';
import { hashPassword } from '../modules/auth/password';
import { readGtfsFolder } from '../modules/gtfs/gtfs.feed';
import { type GtfsImportSummary, importGtfsFeed } from '../modules/gtfs/gtfs.import';
import { storePinHash } from '../modules/ussd/ussd.pin';
import {
  DEMO_ACCOUNTS,
  DEMO_EMAIL_DOMAIN,
  DEMO_USSD_PIN,
  DEMO_VEHICLES,
  demoEmail,
  hasDemoUssdPin,
} from './demo-accounts';
import { NAIROBI_REGIONS, nairobiImportOptions } from './nairobi';
import { seedPlacesIfEmpty } from './places';
import * as repo from './seed.repo';

export interface SeedReport {
  /** Whether this run found an empty database and filled it. */
  seeded: boolean;
  network: GtfsImportSummary | null;
  demoAccountsCreated: number;
}

// The stage the demo station admin runs: the busiest CBD terminus in the feed.
const DEMO_STATION = 'Kencom/Ambassadeur';
const DEMO_SACCO = NAIROBI_REGIONS.north.sacco;

/**
 * Fills a new database with the Nairobi network and, unless turned off, the demo accounts and
 * their approved vehicles. A database that already has routes is left alone, so running it on
 * every start is safe. All of it is one transaction: an interrupted seed leaves an empty database
 * that the next start fills.
 */
export async function seedIfEmpty(
  db: Db,
  options: Pick<Config, 'gtfsSeedDir' | 'seedDemo' | 'demoPassword'>,
): Promise<SeedReport> {
  // The gazetteer has its own check, so a database seeded before it existed gets it too.
  await seedPlacesIfEmpty(db);
  if ((await repo.countRoutes(db)) > 0)
    return { seeded: false, network: null, demoAccountsCreated: 0 };

  const feed = await readGtfsFolder(options.gtfsSeedDir);
  const passwordHashes = options.seedDemo
    ? await Promise.all(DEMO_ACCOUNTS.map(() => hashPassword(options.demoPassword)))
    : [];
  const pinHash = options.seedDemo ? await hashPassword(DEMO_USSD_PIN) : null;

  return db.transaction().execute(async (trx) => {
    const network = await importGtfsFeed(trx, feed, nairobiImportOptions);
    let demoAccountsCreated = 0;
    if (options.seedDemo) {
      const demoUserIds = new Map<string, number>();
      const saccoId = await repo.findSaccoIdByName(trx, DEMO_SACCO);
      const stationId = await repo.findStationIdByName(trx, DEMO_STATION);
      for (const [index, account] of DEMO_ACCOUNTS.entries()) {
        const belongsToSacco =
          account.role === 'SACCO' || account.role === 'OWNER' || account.role === 'DRIVER';
        const userId = await repo.insertActiveUserIfMissing(trx, {
          email: demoEmail(account),
          username: account.username,
          passwordHash: passwordHashes[index] as string,
          firstname: account.firstname,
          lastname: account.lastname,
          phone: account.phone,
          role: account.role,
          saccoId: belongsToSacco ? saccoId : null,
        });
        if (userId === null) continue;
        demoAccountsCreated++;
        if (pinHash && hasDemoUssdPin(account)) await storePinHash(trx, userId, pinHash, undefined);
        if (account.role === 'STATION_ADMIN' && stationId !== null) {
          await repo.attachStationAdmin(trx, stationId, userId);
        }
        demoUserIds.set(account.role, userId);
      }
      const ownerId = demoUserIds.get('OWNER');
      if (saccoId !== null && ownerId !== undefined) {
        for (const vehicle of DEMO_VEHICLES) {
          await repo.insertApprovedVehicle(trx, {
            ...vehicle,
            saccoId,
            ownerId,
            driverId: vehicle.driven ? (demoUserIds.get('DRIVER') ?? null) : null,
          });
        }
      }
    }
    return { seeded: true, network, demoAccountsCreated };
  });
}

export function listDemoAccounts(db: Db) {
  return repo.listUsersByEmailDomain(db, DEMO_EMAIL_DOMAIN);
}
