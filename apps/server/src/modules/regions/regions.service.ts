import type { Region, regionInputSchema } from '@foleni/contract';
import type { z } from 'zod';
import type { Db } from '../../db/database';
import { AppError } from '../../errors/app-error';
import { pageWindow, paginated } from '../../lib/pagination';
import * as repo from './regions.repo';

type RegionRow = NonNullable<Awaited<ReturnType<typeof repo.findRegion>>>;
type RegionListQuery = {
  p: number;
  p_size: number;
  search?: string | undefined;
  status?: string | undefined;
};

function toRegion(row: RegionRow): Region {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    status: row.status === 'archived' ? 'archived' : 'active',
    station_count: Number(row.station_count ?? 0),
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export function createRegionsService(db: Db) {
  async function get(id: number): Promise<Region> {
    const row = await repo.findRegion(db, id);
    if (!row) throw AppError.notFound('region');
    return toRegion(row);
  }

  async function assertNameFree(name: string, exceptId?: number) {
    const existing = await repo.findRegionByName(db, name);
    if (existing && existing.id !== exceptId)
      throw AppError.field('name', 'network.regionNameTaken');
  }

  return {
    get,
    async list(query: RegionListQuery) {
      const { rows, count } = await repo.listRegions(db, query, pageWindow(query));
      return paginated(rows.map(toRegion), count, query);
    },
    async create(input: z.output<typeof regionInputSchema>): Promise<Region> {
      await assertNameFree(input.name);
      return get(await repo.insertRegion(db, input));
    },
    async update(id: number, input: z.output<typeof regionInputSchema>): Promise<Region> {
      await get(id);
      await assertNameFree(input.name, id);
      await repo.updateRegion(db, id, input);
      return get(id);
    },
    async setStatus(id: number, status: 'active' | 'archived'): Promise<Region> {
      if (!(await repo.updateRegion(db, id, { status }))) throw AppError.notFound('region');
      return get(id);
    },
  };
}
export type RegionsService = ReturnType<typeof createRegionsService>;
