// Exact percentiles without a full sort (decision 0133): the values at the two positions
// percentile_cont reads (lo, hi), found by selection in place, O(n) on average, then
// PostgreSQL's arithmetic on them (lo + p·(hi − lo), orderedsetaggs.c). The same two values as
// a sort would put there, so the same number to the last bit.

/** Comma lists of integers ('' for none) as one array of numbers, read without split(). */
export function parseTimes(lists: readonly string[]): Float64Array {
  let count = 0;
  for (const list of lists) {
    if (list === "") continue;
    count++;
    for (let i = 0; i < list.length; i++) if (list.charCodeAt(i) === 44) count++;
  }
  const values = new Float64Array(count);
  let at = 0;
  for (const list of lists) {
    if (list === "") continue;
    let value = 0;
    let sign = 1;
    for (let i = 0; i <= list.length; i++) {
      const code = i === list.length ? 44 : list.charCodeAt(i);
      if (code === 44) {
        values[at++] = sign * value;
        value = 0;
        sign = 1;
      } else if (code === 45) sign = -1;
      else value = value * 10 + (code - 48);
    }
  }
  return values;
}

/** Puts the k-th smallest of a[from, to) at k, smaller before, larger after (Hoare, in place). */
function select(a: Float64Array, from: number, to: number, k: number): void {
  let lo = from;
  let hi = to - 1;
  while (hi > lo) {
    const mid = (lo + hi) >>> 1;
    // Median of three as the pivot.
    const x = a[lo]!;
    const y = a[mid]!;
    const z = a[hi]!;
    const pivot = x < y ? (y < z ? y : x < z ? z : x) : x < z ? x : y < z ? z : y;
    let i = lo;
    let j = hi;
    while (i <= j) {
      while (a[i]! < pivot) i++;
      while (a[j]! > pivot) j--;
      if (i <= j) {
        const swap = a[i]!;
        a[i++] = a[j]!;
        a[j--] = swap;
      }
    }
    if (k <= j) hi = j;
    else if (k >= i) lo = i;
    else return;
  }
}

/**
 * PostgreSQL's `percentile_cont(p)` over a[from, to) (reordered in place), null when empty.
 * The second position's value is the smallest after the first once the first is selected.
 */
export function percentileIn(a: Float64Array, from: number, to: number, p: number): number | null {
  const n = to - from;
  if (n === 0) return null;
  const position = p * (n - 1);
  const first = Math.floor(position);
  select(a, from, to, from + first);
  const low = a[from + first]!;
  if (Math.ceil(position) === first) return low;
  let high = Infinity;
  for (let i = from + first + 1; i < to; i++) if (a[i]! < high) high = a[i]!;
  return low + (position - first) * (high - low);
}
