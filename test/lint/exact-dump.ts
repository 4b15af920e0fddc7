// A value written out with every key in its order and `undefined` spelled out: two values with
// equal dumps have the same keys in the same order, which toEqual does not check (the draft cache's
// tests need it: a report is printed in its drafts' key order).
export function exactDump(v: unknown): string {
  if (v === undefined) return "undefined";
  if (Array.isArray(v)) return `[${v.map(exactDump).join(",")}]`;
  if (typeof v === "object" && v !== null)
    return `{${Object.keys(v)
      .map((k) => `${JSON.stringify(k)}:${exactDump((v as Record<string, unknown>)[k])}`)
      .join(",")}}`;
  return JSON.stringify(v);
}
