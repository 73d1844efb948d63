// A value computed once per object (a session, a schema) and forgotten with it.

/** `compute`, remembered per argument; the argument must not change while it is remembered. */
export function perObject<K extends object, V>(compute: (key: K) => V): (key: K) => V {
  const known = new WeakMap<K, V>();
  return (key) => {
    if (known.has(key)) return known.get(key) as V;
    const value = compute(key);
    known.set(key, value);
    return value;
  };
}
