// Generated projects for the diff tests: audience files in a git repository (a base commit), a
// data set from `data generate`, and the evaluator as the oracle, profile by profile.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll } from "vitest";
import { generateDataSet } from "../../src/node/data/generate.js";
import { loadData } from "../../src/node/estimate/load-data.js";
import type { ProfileWithEvents } from "../../src/node/estimate/loaded-data.js";
import { evaluateAudiences, type RunnableAudience } from "../../src/run/evaluate-audiences.js";
import { parse } from "../../src/syntax/index.js";

export const NOW = Date.parse("2024-05-15T12:00:00Z");

/** One audience of a generated project: its file, name, alias (referenced ones have one) and PQL. */
export interface ProjectAudience {
  file: string;
  name: string;
  alias?: string | undefined;
  pql: string;
}

/** An audience file as a team would write it (batch evaluation: no edge rule applies). */
export function audienceYaml(a: ProjectAudience): string {
  return [
    `name: ${JSON.stringify(a.name)}`,
    // Lines of its own: two audience files are alike to git's rename detection only when one is the other moved.
    "description: |-",
    ...Array.from({ length: 24 }, (_, i) => `  ${a.name}, line ${i + 1} of its description`),
    "expression:",
    "  type: PQL",
    "  format: pql/text",
    `  value: ${JSON.stringify(a.pql)}`,
    "evaluationInfo:",
    "  batch:",
    "    enabled: true",
    "  continuous:",
    "    enabled: false",
    "  synchronous:",
    "    enabled: false",
    "schema:",
    "  name: _xdm.context.profile",
    ...(a.alias ? ["x-pql-audience:", `  alias: ${a.alias}`] : []),
    "",
  ].join("\n");
}

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

export function temporaryDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
}

export function git(cwd: string, ...args: string[]): string {
  return execFileSync("git", args, {
    cwd,
    encoding: "utf8",
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: "t",
      GIT_AUTHOR_EMAIL: "t@example.com",
      GIT_COMMITTER_NAME: "t",
      GIT_COMMITTER_EMAIL: "t@example.com",
    },
  });
}

/** A git repository holding the audiences, committed: the base. */
export function repository(audiences: readonly ProjectAudience[]): string {
  const dir = temporaryDir("pql-diff-repo-");
  git(dir, "init", "-q");
  writeAudiences(dir, audiences);
  git(dir, "add", "-A");
  git(dir, "commit", "-qm", "base");
  return dir;
}

export function writeAudiences(dir: string, audiences: readonly ProjectAudience[]): void {
  for (const a of audiences) {
    mkdirSync(dirname(join(dir, a.file)), { recursive: true });
    writeFileSync(join(dir, a.file), audienceYaml(a));
  }
}

/** A small data set of `data generate`, and its profiles as the evaluator takes them (estimate's own reading of the files). */
export async function dataSet(profiles: number, seed: number): Promise<{ dir: string; profiles: ProfileWithEvents[] }> {
  const dir = temporaryDir("pql-diff-data-");
  await generateDataSet({ dir, profiles, eventsPerProfile: 6, seed, now: NOW, format: "ndjson" });
  const data = await loadData(dir);
  const all: ProfileWithEvents[] = [];
  try {
    for await (const p of data.profilesWithEvents()) all.push(p);
  } finally {
    await data.close();
  }
  return { dir, profiles: all };
}

/** The oracle: each audience's members (pids), by name, counted by the evaluator profile by profile. */
export function membersByEvaluator(
  audiences: readonly ProjectAudience[],
  profiles: readonly ProfileWithEvents[],
): Map<string, Set<number>> {
  const runnable: RunnableAudience[] = audiences.map((a) => {
    const { ast } = parse(a.pql);
    if (!ast) throw new Error(`a generated expression does not parse: ${a.pql}`);
    return { name: a.name, alias: a.alias, ast };
  });
  const members = new Map(audiences.map((a) => [a.name, new Set<number>()]));
  for (const p of profiles) {
    const results = evaluateAudiences(runnable, { profile: p.profile, events: p.events, now: NOW });
    results.forEach((r, i) => {
      if (r.qualifies) members.get(audiences[i]!.name)!.add(p.pid);
    });
  }
  return members;
}
