// Which buttons a page bar shows, as MUI's usePagination lays them out: previous, the first page, the pages
// around the current one, the last page, next, with an ellipsis where a run of pages is left out. A gap of a
// single page shows that page instead of an ellipsis standing for it.

export type PaginationItem =
  | { type: 'previous' | 'next'; page: number; disabled: boolean }
  | { type: 'page'; page: number; selected: boolean }
  | { type: 'start-ellipsis' | 'end-ellipsis' };

function range(start: number, end: number): number[] {
  return end < start ? [] : Array.from({ length: end - start + 1 }, (_, i) => start + i);
}

/**
 * The bar's items for `count` pages with `page` current (1-based); `siblingCount` pages shown on each side of
 * the current one, `boundaryCount` at each end.
 */
export function paginationItems(count: number, page: number, siblingCount = 1, boundaryCount = 1): PaginationItem[] {
  const startPages = range(1, Math.min(boundaryCount, count));
  const endPages = range(Math.max(count - boundaryCount + 1, boundaryCount + 1), count);
  const siblingsStart = Math.max(
    Math.min(page - siblingCount, count - boundaryCount - siblingCount * 2 - 1),
    boundaryCount + 2,
  );
  const siblingsEnd = Math.min(
    Math.max(page + siblingCount, boundaryCount + siblingCount * 2 + 2),
    count - boundaryCount - 1,
  );
  const pages: (number | 'start-ellipsis' | 'end-ellipsis')[] = [
    ...startPages,
    ...(siblingsStart > boundaryCount + 2
      ? (['start-ellipsis'] as const)
      : boundaryCount + 1 < count - boundaryCount
        ? [boundaryCount + 1]
        : []),
    ...range(siblingsStart, siblingsEnd),
    ...(siblingsEnd < count - boundaryCount - 1
      ? (['end-ellipsis'] as const)
      : count - boundaryCount > boundaryCount
        ? [count - boundaryCount]
        : []),
    ...endPages,
  ];
  return [
    { type: 'previous', page: page - 1, disabled: page <= 1 },
    ...pages.map((item): PaginationItem =>
      typeof item === 'number' ? { type: 'page', page: item, selected: item === page } : { type: item },
    ),
    { type: 'next', page: page + 1, disabled: page >= count },
  ];
}
