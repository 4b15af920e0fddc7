// Helpers for the data generator's tests: a data set written to a temporary folder, read back.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll } from "vitest";
import { generateDataSet, type GenerateOptions, type GenerateResult } from "../../src/node/data/generate.js";

/** The README's and the tour's instant, the generator's default. */
export const NOW = Date.parse("2024-05-15T12:00:00Z");

/** A maker of temporary folders that the test file removes when it is done. */
export function folders(): () => string {
  const made: string[] = [];
  afterAll(() => made.forEach((d) => rmSync(d, { recursive: true, force: true })));
  return () => {
    const dir = mkdtempSync(join(tmpdir(), "pql-data-"));
    made.push(dir);
    return dir;
  };
}

export interface DataSet {
  result: GenerateResult;
  profiles: Record<string, unknown>[];
  events: Record<string, unknown>[];
}

/** Generates into `dir` and reads both NDJSON files back. */
export async function generated(dir: string, options: Partial<GenerateOptions> & { profiles: number }): Promise<DataSet> {
  const result = await generateDataSet({ dir, eventsPerProfile: 10, seed: 1, now: NOW, format: "ndjson", ...options });
  const lines = (path: string) =>
    readFileSync(path, "utf8")
      .split("\n")
      .filter((l) => l !== "")
      .map((l) => JSON.parse(l) as Record<string, unknown>);
  return { result, profiles: lines(result.profiles.path), events: lines(result.events.path) };
}

/** The identities of an identityMap as "NAMESPACE:id", with their primary flags. */
export function identities(record: Record<string, unknown>): { key: string; primary: boolean }[] {
  const map = (record.identityMap ?? {}) as Record<string, { id: string; primary?: boolean }[]>;
  return Object.entries(map).flatMap(([namespace, list]) =>
    list.map((i) => ({ key: `${namespace}:${i.id}`, primary: i.primary === true })),
  );
}
