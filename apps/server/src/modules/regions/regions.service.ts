import {
  type Region,
  type regionInputSchema,
  type regionListQuerySchema,
  regionSchema,
} from '@foleni/contract';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { AppError } from '../../errors/app-error';
import { pageWindow, paginated } from '../../lib/pagination';
import { shownColumns } from '../../lib/shown-columns';
import type { Account } from '../auth/auth.guard';
import { regionCan } from './regions.policy';
import * as repo from './regions.repo';

type RegionRow = NonNullable<Awaited<ReturnType<typeof repo.findRegion>>>;
type RegionListQuery = z.output<typeof regionListQuerySchema>;

function toRegion(row: RegionRow): Region {
  return { ...shownColumns(regionSchema, row), station_count: Number(row.station_count ?? 0) };
}

/** A region as the API shows it; a signed-in caller learns what they may do with it. */
function present(account: Account | null, row: RegionRow): Region {
  return account ? { ...toRegion(row), can: regionCan(account) } : toRegion(row);
}

export function createRegionsService(db: Db) {
  async function get(id: number, account: Account | null): Promise<Region> {
    const row = await repo.findRegion(db, id);
    if (!row) throw AppError.notFound('region');
    return present(account, row);
  }

  async function assertNameFree(name: string, exceptId?: number) {
    const existing = await repo.findRegionByName(db, name);
    if (existing && existing.id !== exceptId)
      throw AppError.field('name', 'network.regionNameTaken');
  }

  return {
    detail: get,
    async list(query: RegionListQuery, account: Account | null) {
      const { rows, count } = await repo.listRegions(db, query, pageWindow(query));
      return paginated(
        rows.map((row) => present(account, row)),
        count,
        query,
      );
    },
    async create(account: Account, input: z.output<typeof regionInputSchema>): Promise<Region> {
      await assertNameFree(input.name);
      return get(await repo.insertRegion(db, input), account);
    },
    async update(
      account: Account,
      id: number,
      input: z.output<typeof regionInputSchema>,
    ): Promise<Region> {
      await get(id, account);
      await assertNameFree(input.name, id);
      await repo.updateRegion(db, id, input);
      return get(id, account);
    },
    async setStatus(account: Account, id: number, status: 'active' | 'archived'): Promise<Region> {
      if (!(await repo.updateRegion(db, id, { status }))) throw AppError.notFound('region');
      return get(id, account);
    },
  };
}
export type RegionsService = ReturnType<typeof createRegionsService>;
