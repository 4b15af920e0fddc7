// The work behind `portal [paths..]`: an emulator whose portal also shows the audience files under
// the paths, read-only, next to the org's definitions. It publishes nothing: the files are read
// once at start and served at `GET /portal/local` (src/emulator/portal-routes.ts); only what a user saves in the page, or
// publishes with `pql-audience publish`, becomes a definition.
import { readFile } from "node:fs/promises";
import { relative } from "node:path";
import { loadAudienceFile } from "../audience/load.js";
import { discoverAudienceFiles } from "../node/discover.js";
import type { LocalAudience } from "../portal/api.js";
import { plural } from "../text/plural.js";
import { type EmulatorArgs, runEmulator } from "./emulator-run.js";
import { UsageError } from "./exit.js";
import { describeFsError } from "./io.js";
import { stderr } from "./startup/stdio.js";

export interface PortalArgs {
  paths: string[];
  port: number;
  host: string;
  data?: string;
  seed?: string;
  quiet: boolean;
}

/** The audiences of the files under `paths`; a file that does not load is reported, never dropped silently. */
export async function localAudiences(paths: string[]): Promise<{ audiences: LocalAudience[]; problems: string[] }> {
  const files = paths.length === 0 ? [] : await discoverAudienceFiles(paths);
  const audiences: LocalAudience[] = [];
  const problems: string[] = [];
  for (const file of files) {
    let text: string;
    try {
      text = await readFile(file, "utf8");
    } catch (e) {
      problems.push(`${file}: ${describeFsError(e)}`);
      continue;
    }
    const loaded = loadAudienceFile(file, text);
    for (const p of loaded.problems) problems.push(`${file}:${p.range.start.line}:${p.range.start.column}: ${p.message}`);
    for (const a of loaded.audiences) {
      const d = a.definition;
      audiences.push({
        file: relative(process.cwd(), file) || file,
        name: d.name,
        ...(d.description ? { description: d.description } : {}),
        pql: a.pql,
        ...(d.evaluationInfo ? { evaluationInfo: d.evaluationInfo } : {}),
        ...(d.mergePolicyId ? { mergePolicyId: d.mergePolicyId } : {}),
      });
    }
  }
  return { audiences, problems };
}

export async function runPortal(args: PortalArgs): Promise<number> {
  let local: Awaited<ReturnType<typeof localAudiences>>;
  try {
    local = await localAudiences(args.paths);
  } catch (e) {
    throw new UsageError(e instanceof Error ? e.message : String(e));
  }
  for (const problem of local.problems) stderr.write(`pql-audience: ${problem} (left out of the portal)\n`);
  const emulator: EmulatorArgs = {
    port: args.port,
    host: args.host,
    data: args.data,
    seed: args.seed,
    "fail-rate": 0,
    "throttle-rate": 0,
    "retry-after": 1,
    "drop-rate": 0,
    "drop-after-apply": false,
    latency: 0,
    "edge-ineligible": "reject",
    quiet: args.quiet,
  };
  const files = new Set(local.audiences.map((a) => a.file)).size;
  return runEmulator(emulator, undefined, {
    localAudiences: local.audiences,
    notes: [
      `  local files     ${args.paths.length === 0 ? "none (pql-audience portal PATHS shows audience files read-only)" : `${plural(local.audiences.length, "audience")} from ${plural(files, "file")}, read-only in the portal`}`,
    ],
  });
}
