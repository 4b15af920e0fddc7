// The search of a JSON file's text for what JSON refuses and DuckDB's readers take: its whole text
// first where it fits, else (or where that finds something) its records.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { wholeTextFits } from "../../src/node/estimate/lenient-json.js";
import { dataDirs, identityMap, loadError, ndjson, withData } from "./helpers.js";

const dataDir = dataDirs();

describe("wholeTextFits: a file is held whole when it takes at most an eighth of DuckDB's memory limit, and 1 GiB at most", () => {
  it.each([
    [350e6, "19.2 GiB", true],
    [350e6, "2.0 GiB", false],
    [256 * 1024 ** 2, "2.0 GiB", true],
    [256 * 1024 ** 2 + 1, "2.0 GiB", false],
    [1024 ** 3, "1.0 TiB", true],
    [1024 ** 3 + 1, "1.0 TiB", false],
    [1000, "953.6 MiB", true],
    [1000, "8.0 KB", true],
    [1001, "8.0 KB", false],
    [10, "512 bytes", true],
    [10, "unlimited", false],
    [10, "", false],
  ])("%d bytes under %j: %s", (bytes, limit, fits) => {
    expect(wholeTextFits(bytes, limit)).toBe(fits);
  });
});

describe("what JSON refuses, found wherever the text is searched", () => {
  const person = (i: number) => ({ identityMap: identityMap({ ECID: [{ id: `e-${i}`, primary: true }] }), person: { name: `P ${i}` } });

  it("in a file too large to be held whole: its records are searched", async () => {
    // 400,000 profiles, about 35 MB: past an eighth of a 256 MB limit, within what the load needs.
    const many = ndjson(Array.from({ length: 400_000 }, (_, i) => person(i)));
    const dir = dataDir({ "profiles.ndjson": `${many}{"person": {"name": "Z",}}\n` });
    expect(Buffer.byteLength(many)).toBeGreaterThan(256e6 / 8);
    expect(await loadError(dir, { memoryLimit: "256MB" })).toMatch(
      /profiles\.ndjson:400001:25: error not JSON: expected a property name in double quotes, found `}`$/,
    );
  });

  it("in a file whose text DuckDB does not read whole (not UTF-8): its records' search says what is wrong", async () => {
    const dir = dataDir({});
    writeFileSync(join(dir, "profiles.ndjson"), Buffer.from(`${JSON.stringify(person(1)).slice(0, -3)}\xff"}}\n`, "latin1"));
    expect(await loadError(dir)).toMatch(/profiles\.ndjson: error not JSON: invalid UTF-8 encoding in string$/);
  });

  it("a file with no match anywhere loads", async () => {
    const dir = dataDir({ "profiles.ndjson": ndjson([person(1), person(2)]) });
    expect(await withData(dir, async (data) => data.profiles)).toBe(2);
  });
});
