import type { Db } from '../db/database';
import { nowIso } from '../lib/time';

export interface AuditEntry {
  actorId: number | null;
  action: string;
  entity: string;
  entityId: string | number | null;
  data?: Record<string, unknown>;
  ip?: string | null;
}

/** Append-only record of who changed what; written in the same transaction as the change. */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      actor_id: entry.actorId,
      action: entry.action,
      entity: entry.entity,
      entity_id: entry.entityId === null ? null : String(entry.entityId),
      data: entry.data ? JSON.stringify(entry.data) : null,
      ip: entry.ip ?? null,
      created_at: nowIso(),
    })
    .execute();
}
