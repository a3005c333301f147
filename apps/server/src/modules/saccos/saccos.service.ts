import {
  type Sacco,
  type saccoInputSchema,
  type saccoListQuerySchema,
  saccoSchema,
} from '@foleni/contract';
import type { z } from 'zod';
import { recordAudit } from '../../audit/audit.repo';
import type { Db } from '../../db/database';
import { AppError } from '../../errors/app-error';
import { pageWindow, paginated } from '../../lib/pagination';
import { shownColumns } from '../../lib/shown-columns';
import type { Account } from '../auth/auth.guard';
import { canEditSacco, saccoCan, visibleSaccoId } from './saccos.policy';
import * as repo from './saccos.repo';

type SaccoInput = z.output<typeof saccoInputSchema>;

function toSacco(row: repo.SaccoRow): Sacco {
  return {
    ...shownColumns(saccoSchema, row),
    route_count: Number(row.route_count ?? 0),
    member_count: Number(row.member_count ?? 0),
  };
}

/** A Sacco as the API shows it to a signed-in caller: with what they may do with it. */
function present(account: Account, row: repo.SaccoRow): Sacco {
  return { ...toSacco(row), can: saccoCan(account, row.id) };
}

export function createSaccosService(db: Db) {
  async function get(account: Account, id: number): Promise<Sacco> {
    const row = await repo.findSacco(db, id);
    if (!row) throw AppError.notFound('sacco');
    return present(account, row);
  }

  async function assertNameFree(name: string, exceptId?: number) {
    const existing = await repo.findSaccoByName(db, name);
    if (existing && existing.id !== exceptId)
      throw AppError.field('name', 'network.saccoNameTaken');
  }

  return {
    async publicList() {
      const rows = await repo.listActiveSaccoNames(db);
      return rows.map((row) => ({ id: row.id, name: row.name, logo: row.logo_url }));
    },
    async list(account: Account, query: z.output<typeof saccoListQuerySchema>) {
      const visible = visibleSaccoId(account);
      if (visible === null) return paginated([], 0, query);
      const filters = { ...query, onlyId: visible === 'all' ? undefined : visible };
      const { rows, count } = await repo.listSaccos(db, filters, pageWindow(query));
      return paginated(
        rows.map((row) => present(account, row)),
        count,
        query,
      );
    },
    async getVisible(account: Account, id: number): Promise<Sacco> {
      const visible = visibleSaccoId(account);
      if (visible !== 'all' && visible !== id) throw AppError.notFound('sacco');
      return get(account, id);
    },
    async create(account: Account, input: SaccoInput): Promise<Sacco> {
      await assertNameFree(input.name);
      const id = await repo.insertSacco(db, input);
      await recordAudit(db, {
        actorId: account.id,
        action: 'sacco.create',
        entity: 'sacco',
        entityId: id,
      });
      return get(account, id);
    },
    async update(account: Account, id: number, input: SaccoInput): Promise<Sacco> {
      await get(account, id);
      if (!canEditSacco(account, id)) throw AppError.forbidden();
      await assertNameFree(input.name, id);
      await repo.updateSacco(db, id, input);
      return get(account, id);
    },
    async setStatus(account: Account, id: number, status: 'active' | 'suspended'): Promise<Sacco> {
      if (!(await repo.updateSacco(db, id, { status }))) throw AppError.notFound('sacco');
      await recordAudit(db, {
        actorId: account.id,
        action: `sacco.${status === 'active' ? 'reinstate' : 'suspend'}`,
        entity: 'sacco',
        entityId: id,
      });
      return get(account, id);
    },
  };
}
export type SaccosService = ReturnType<typeof createSaccosService>;
