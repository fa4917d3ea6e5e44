/**
 * A function that makes each value once per key, on first use. For Intl formatters: building one
 * loads locale data, tens of milliseconds on a mid-range phone, so none is built when a module
 * loads and none twice.
 */
export function memoByKey<K, V>(make: (key: K) => V): (key: K) => V {
  const made = new Map<K, V>();
  return (key) => {
    if (!made.has(key)) made.set(key, make(key));
    return made.get(key)!;
  };
}

/** A value made once, on first use (see memoByKey). */
export function once<V>(make: () => V): () => V {
  const get = memoByKey<undefined, V>(make);
  return () => get(undefined);
}
