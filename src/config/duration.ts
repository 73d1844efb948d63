const UNITS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/** "90s", "2m", "1.5h", "500ms", "30d" -> milliseconds; undefined when unreadable. A unit is required. */
export function parseDuration(v: string): number | undefined {
  const m = /^\s*(\d+(?:\.\d+)?)\s*(ms|s|m|h|d)\s*$/.exec(v);
  if (!m) return undefined;
  return Number(m[1]) * UNITS[m[2]];
}
