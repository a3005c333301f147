import {
  normalizeRole,
  type Station,
  type StationDetail,
  type stationInputSchema,
  stationSchema,
} from '@foleni/contract';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { AppError } from '../../errors/app-error';
import { pageWindow, paginated } from '../../lib/pagination';
import { shownColumns } from '../../lib/shown-columns';
import type { Account } from '../auth/auth.guard';
import { findUserById } from '../users/users.repo';
import {
  canChangeStationStatus,
  canManageStation,
  canViewStationAdmins,
  mayRunStations,
  runsOwnStations,
  stationCan,
} from './stations.policy';
import * as repo from './stations.repo';

type StationInput = z.output<typeof stationInputSchema>;

function toStation(row: repo.StationRow): Station {
  return {
    ...shownColumns(stationSchema, row),
    route_count: Number(row.route_count ?? 0),
    queue_length: Number(row.queue_length ?? 0),
  };
}

/** The stations the caller runs, where their reach depends on it; nobody else needs them. */
export function ownStationIds(db: Db, account: Account | null): Promise<number[]> {
  return account && runsOwnStations(account)
    ? repo.stationIdsOfAdmin(db, account.id)
    : Promise.resolve([]);
}

export function createStationsService(db: Db) {
  async function get(id: number): Promise<Station> {
    const row = await repo.findStation(db, id);
    if (!row) throw AppError.notFound('station');
    return toStation(row);
  }

  async function assertCanManage(account: Account, id: number) {
    await get(id);
    if (!canManageStation(account, id, await ownStationIds(db, account)))
      throw AppError.forbidden();
  }

  async function assertRegion(regionId: number) {
    if (!(await repo.regionIsUsable(db, regionId)))
      throw AppError.field('region_id', 'network.regionUnknown');
  }

  return {
    get,
    /**
     * Stations, and for a signed-in caller what they may do at each. `admin: 'me'` keeps the
     * stations the caller runs: none for a caller who runs every station or none.
     */
    async list(
      query: Omit<repo.StationFilters, 'adminId'> & { p: number; p_size: number; admin?: 'me' },
      account: Account | null,
    ) {
      const own = await ownStationIds(db, account);
      const adminId =
        query.admin === 'me' ? (account && runsOwnStations(account) ? account.id : 0) : undefined;
      const filters = { ...query, adminId };
      const { rows, count } = await repo.listStations(db, filters, pageWindow(query));
      const stations = rows.map((row) => ({
        ...toStation(row),
        ...(account ? { can: stationCan(account, row.id, own) } : {}),
      }));
      return paginated(stations, count, query);
    },
    async detail(id: number, account: Account | null): Promise<StationDetail> {
      const station = await get(id);
      const routes = await repo.listStationRoutes(db, id);
      const own = await ownStationIds(db, account);
      return {
        ...station,
        ...(account ? { can: stationCan(account, id, own) } : {}),
        routes: routes.map((route) => ({
          ...route,
          queue_length: Number(route.queue_length ?? 0),
        })),
      };
    },
    async create(input: StationInput): Promise<Station> {
      await assertRegion(input.region_id);
      return get(await repo.insertStation(db, input));
    },
    async update(account: Account, id: number, input: StationInput): Promise<Station> {
      await assertCanManage(account, id);
      await assertRegion(input.region_id);
      const status = canChangeStationStatus(account) ? input.status : undefined;
      await repo.updateStation(db, id, { ...input, status });
      return get(id);
    },
    async setStatus(id: number, status: 'active' | 'archived'): Promise<Station> {
      if (!(await repo.updateStation(db, id, { status }))) throw AppError.notFound('station');
      return get(id);
    },
    async admins(account: Account, id: number) {
      await get(id);
      if (!canViewStationAdmins(account, id, await ownStationIds(db, account)))
        throw AppError.forbidden();
      return repo.listStationAdmins(db, id);
    },
    async attachAdmin(id: number, userId: number) {
      await get(id);
      const user = await findUserById(db, userId);
      if (!user) throw AppError.field('user_id', 'network.stationAdminUnknown');
      const role = normalizeRole(user.role);
      if (!role || !mayRunStations(role))
        throw AppError.field('user_id', 'network.stationAdminRole');
      await repo.attachAdmin(db, id, userId);
      return repo.listStationAdmins(db, id);
    },
    async detachAdmin(id: number, userId: number) {
      await get(id);
      await repo.detachAdmin(db, id, userId);
      return repo.listStationAdmins(db, id);
    },
  };
}
export type StationsService = ReturnType<typeof createStationsService>;
