/**
 * The page links a pager shows (decision 0052): always the first and last page, the current page
 * and `radius` pages either side, with 'gap' where pages are skipped. `page` and `totalPages` are
 * 1-based; `page` is clamped into range. `pageWindow(6, 20)` → [1, 'gap', 5, 6, 7, 'gap', 20].
 */
export function pageWindow(page: number, totalPages: number, radius = 1): Array<number | 'gap'> {
  if (totalPages <= 1) return totalPages === 1 ? [1] : [];
  const current = Math.min(Math.max(1, page), totalPages);
  const pages = new Set<number>([1, totalPages]);
  for (let p = current - radius; p <= current + radius; p += 1) if (p >= 1 && p <= totalPages) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  const out: Array<number | 'gap'> = [];
  sorted.forEach((p, i) => {
    const prev = sorted[i - 1];
    if (prev !== undefined && p - prev === 2) out.push(prev + 1);
    else if (prev !== undefined && p - prev > 2) out.push('gap');
    out.push(p);
  });
  return out;
}

/** Number of pages for `total` records at `pageSize` per page (at least 1 when there are records). */
export function pageCount(total: number, pageSize: number): number {
  return total <= 0 || pageSize <= 0 ? 0 : Math.ceil(total / pageSize);
}

/**
 * Reads a 1-based page number from a query value: whole numbers ≥ 1 are taken, anything else
 * (missing, '0', '-2', '1.5', 'abc') gives 1.
 */
export function parsePage(value: string | null): number {
  if (!value || !/^\d+$/.test(value.trim())) return 1;
  const page = Number.parseInt(value, 10);
  return page >= 1 ? page : 1;
}
