// Every example audience reaches some of the generated people and not all: the README's tour
// and the estimate bench show shares, not zeros. Evaluated as `evaluate` evaluates them (the
// examples together, so `inSegment("alias:...")` reads the referenced audience's answer), with
// each profile's events as the loader links them (by any of its identities). docs/data.md's
// table of shares at 10,000 profiles is checked here too (the first 2,000 of them are the
// 2,000-profile set: a profile depends only on the seed and its position).
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { loadAudienceFile } from "../../src/audience/load.js";
import { parseAudiences } from "../../src/run/audience-file.js";
import { evaluateAudiences, type RunnableAudience } from "../../src/run/evaluate-audiences.js";
import { folders, generated, identities, NOW } from "./helpers.js";

const root = resolve(import.meta.dirname, "../..");
const folder = folders();

function exampleAudiences(): RunnableAudience[] {
  return readdirSync(join(root, "examples"))
    .filter((name) => /\.(pql|audience\.(json|yaml))$/.test(name))
    .sort()
    .flatMap((name) => {
      const path = join(root, "examples", name);
      const { audiences, syntaxErrors } = parseAudiences(loadAudienceFile(path, readFileSync(path, "utf8")));
      expect(syntaxErrors).toEqual([]);
      return audiences.map((a) => ({ ...a, name }));
    });
}

const audiences = exampleAudiences();
/** For each audience, whether each profile qualifies, in file order. */
const qualifies = new Map<string, boolean[]>(audiences.map((a) => [a.name, []]));

beforeAll(async () => {
  const { profiles, events } = await generated(folder(), { profiles: 10_000, eventsPerProfile: 10, seed: 1 });
  const owner = new Map<string, number>();
  profiles.forEach((p, i) => {
    for (const { key } of identities(p)) owner.set(key, i);
  });
  const eventsOf: unknown[][] = profiles.map(() => []);
  for (const event of events) {
    const i = owner.get(identities(event)[0]!.key);
    if (i !== undefined) eventsOf[i]!.push(event);
  }
  profiles.forEach((profile, i) => {
    for (const r of evaluateAudiences(audiences, { profile, events: eventsOf[i]!, now: NOW }))
      qualifies.get(r.name)!.push(r.qualifies === true);
  });
});

const count = (name: string, first: number) => qualifies.get(name)!.slice(0, first).filter(Boolean).length;

/** The table docs/data.md shows between its example-shares markers. */
function sharesTable(profiles: number): string {
  const n = (x: number) => x.toLocaleString("en-US");
  const rows = audiences.map(
    (a) => `| \`${a.name}\` | ${n(count(a.name, profiles))} | ${((100 * count(a.name, profiles)) / profiles).toFixed(1)} % |`,
  );
  return ["| audience | qualifies | share |", "|---|---:|---:|", ...rows].join("\n");
}

describe("the example audiences on generated profiles (seed 1, at 2024-05-15T12:00:00Z)", () => {
  it("covers every audience of examples/", () => {
    expect(audiences.length).toBeGreaterThanOrEqual(13);
  });

  it.each(exampleAudiences().map((a) => a.name))("%s qualifies between 1 % and 99 % of 2,000 profiles", (name) => {
    const share = count(name, 2000) / 2000;
    expect(share).toBeGreaterThanOrEqual(0.01);
    expect(share).toBeLessThanOrEqual(0.99);
  });

  it("docs/data.md shows the shares of 10,000 profiles", () => {
    const page = readFileSync(join(root, "docs/data.md"), "utf8");
    const shown = /<!-- example-shares: start -->\n([\s\S]*?)\n?<!-- example-shares: end -->/.exec(page)![1]!.trim();
    expect(shown).toBe(sharesTable(10_000));
  });
});
