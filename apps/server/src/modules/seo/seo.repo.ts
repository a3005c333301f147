import type { Db } from '../../db/database';

/** The ids of the stations and routes that have a public page: the active ones. */
export async function listPublicPageIds(db: Db): Promise<{ stations: number[]; routes: number[] }> {
  const [stations, routes] = await Promise.all([
    db.selectFrom('stations').select('id').where('status', '=', 'active').orderBy('id').execute(),
    db.selectFrom('routes').select('id').where('status', '=', 'active').orderBy('id').execute(),
  ]);
  return { stations: stations.map((row) => row.id), routes: routes.map((row) => row.id) };
}
