// Every example audience reaches some of the generated people and not all: the README's tour
// and the estimate bench show shares, not zeros. Evaluated as `evaluate` evaluates them (the
// examples together, so `inSegment("alias:...")` reads the referenced audience's answer), with
// each profile's events as the loader links them (by any of its identities).
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { loadAudienceFile } from "../../src/audience/load.js";
import { parseAudiences } from "../../src/run/audience-file.js";
import { evaluateAudiences, type RunnableAudience } from "../../src/run/evaluate-audiences.js";
import { folders, generated, identities, NOW } from "./helpers.js";

const examples = resolve(import.meta.dirname, "../../examples");
const folder = folders();

function exampleAudiences(): RunnableAudience[] {
  return readdirSync(examples)
    .filter((name) => /\.(pql|audience\.(json|yaml))$/.test(name))
    .sort()
    .flatMap((name) => {
      const path = join(examples, name);
      const { audiences, syntaxErrors } = parseAudiences(loadAudienceFile(path, readFileSync(path, "utf8")));
      expect(syntaxErrors).toEqual([]);
      return audiences.map((a) => ({ ...a, name }));
    });
}

const audiences = exampleAudiences();
const qualified = new Map<string, number>();
const PROFILES = 2000;

beforeAll(async () => {
  const { profiles, events } = await generated(folder(), { profiles: PROFILES, eventsPerProfile: 10, seed: 1 });
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
      if (r.qualifies === true) qualified.set(r.name, (qualified.get(r.name) ?? 0) + 1);
  });
});

describe("the example audiences on 2,000 generated profiles (seed 1, at 2024-05-15T12:00:00Z)", () => {
  it("covers every audience of examples/", () => {
    expect(audiences.length).toBeGreaterThanOrEqual(13);
  });
  it.each(exampleAudiences().map((a) => a.name))("%s qualifies between 1 % and 99 % of them", (name) => {
    const share = (qualified.get(name) ?? 0) / PROFILES;
    expect(share).toBeGreaterThanOrEqual(0.01);
    expect(share).toBeLessThanOrEqual(0.99);
  });
});
