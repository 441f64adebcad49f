// One page of a list and how many rows the list has in all: the two questions every paged list asks, sent together.
import type { SelectQueryBuilder } from 'kysely';

export interface PageRequest {
  pageNo: number;
  pageSize: number;
}

/**
 * Counts what `base` selects and reads one page of it, as `rows` selects and orders it (the order must be total, so
 * that pages neither repeat nor skip a row).
 */
export async function countedPage<DB, TB extends keyof DB, Row>(
  base: SelectQueryBuilder<DB, TB, object>,
  page: PageRequest,
  rows: (base: SelectQueryBuilder<DB, TB, object>) => SelectQueryBuilder<DB, TB, Row>,
): Promise<{ total: number; rows: Row[] }> {
  const [count, found] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    rows(base)
      .limit(page.pageSize)
      .offset((page.pageNo - 1) * page.pageSize)
      .execute(),
  ]);
  // Kysely cannot resolve the count's row type over a generic table; the query above gives it exactly this shape.
  const counted = count as { n: number | string } | undefined;
  return { total: Number(counted?.n ?? 0), rows: found };
}
