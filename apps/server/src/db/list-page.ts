import { type SelectQueryBuilder, sql } from 'kysely';
import type { PageWindow } from '../lib/pagination';

/**
 * One page of a list and the size of the whole list, asked at the same time. `rows` is the
 * list in its order, `filtered` the same filters: its selection is replaced by a count.
 */
export async function listPage<DB, TB extends keyof DB, O, FDB, FTB extends keyof FDB, FO>(
  rows: SelectQueryBuilder<DB, TB, O>,
  filtered: SelectQueryBuilder<FDB, FTB, FO>,
  page: PageWindow,
) {
  const [pageRows, total] = await Promise.all([
    rows.offset(page.offset).limit(page.limit).execute(),
    filtered
      .clearSelect()
      .select(sql<number | string>`count(*)`.as('count'))
      .$castTo<{ count: number | string }>()
      .executeTakeFirstOrThrow(),
  ]);
  return { rows: pageRows, count: Number(total.count) };
}
