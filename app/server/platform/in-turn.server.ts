// A transaction's reads one after the other, their results as a tuple, like Promise.all. A
// transaction holds one connection: node-postgres sends one statement at a time anyway, and a
// statement queued while another runs is deprecated there (pg@9 refuses it), so Promise.all
// over one transaction gains nothing and logs a warning. Each read is a function: it starts only
// when the one before has ended.

type Results<T extends readonly (() => unknown)[]> = {
  -readonly [K in keyof T]: Awaited<ReturnType<T[K]>>;
};

export async function inTurn<const T extends readonly (() => unknown)[]>(
  ...reads: T
): Promise<Results<T>> {
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as Results<T>;
}
