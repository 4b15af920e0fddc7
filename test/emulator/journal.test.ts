// `--data DIR` appends one journal line per changing request: a real `pql-audience emulator`
// process killed with SIGKILL in the middle of a stream of writes restarts with every write it
// acknowledged; a torn last line is ignored with a notice, a corrupt line elsewhere is named with
// its line and column; the journal is folded into the snapshot at start-up.
import { spawn } from "node:child_process";
import { appendFileSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { JOURNAL_FILE, STATE_FILE } from "../../src/emulator/state.js";
import { startEmulatorProcess, type EmulatorProcess } from "../portal/emulator-process.js";

const BIN = new URL("../../bin/pql-audience.js", import.meta.url).pathname;
const running: EmulatorProcess[] = [];
const dirs: string[] = [];
afterEach(async () => {
  for (const p of running.splice(0)) await p.stop();
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});
function dataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "pql-journal-"));
  dirs.push(dir);
  return dir;
}
async function start(dir: string): Promise<EmulatorProcess> {
  const p = await startEmulatorProcess(["emulator", "--port", "0", "--quiet", "--data", dir]);
  running.push(p);
  return p;
}

async function session(url: string): Promise<Record<string, string>> {
  const s = (await (await fetch(`${url}/portal/session`)).json()) as Record<string, string>;
  return {
    Authorization: `Bearer ${s.token}`,
    "x-api-key": s.apiKey!,
    "x-gw-ims-org-id": s.orgId!,
    "x-sandbox-name": s.sandbox!,
    "Content-Type": "application/json",
  };
}

function snapshot(dir: string): {
  segments: { name: string }[];
  buckets: { profiles?: { profiles: Record<string, { events: unknown[] }> } };
} {
  return JSON.parse(readFileSync(join(dir, STATE_FILE), "utf8"));
}

describe("--data survives kill -9", () => {
  it("every acknowledged write is there after a SIGKILL in the middle of a stream of writes", async () => {
    const dir = dataDir();
    const first = await start(dir);
    const headers = await session(first.url);
    const acked = { visitors: [] as string[], segments: [] as string[] };
    let stop = false;
    let n = 0;
    // Four writers at once, so requests are in flight when the process dies.
    const writer = async (w: number) => {
      while (!stop) {
        const i = n++;
        try {
          if (i % 5 === 0) {
            const name = `segment ${w}-${i}`;
            const body = JSON.stringify({
              name,
              schema: { name: "_xdm.context.profile" },
              expression: { type: "PQL", format: "pql/text", value: `person.age > ${i}` },
            });
            const r = await fetch(`${first.url}/data/core/ups/segment/definitions`, { method: "POST", headers, body });
            if (r.status === 200) acked.segments.push(name);
          } else {
            const id = `visitor-${i}`;
            const body = JSON.stringify({
              event: { xdm: { identityMap: { ECID: [{ id, primary: true }] }, eventType: "web.webpagedetails.pageViews" } },
            });
            const r = await fetch(`${first.url}/ee/v2/interact?datastreamId=d`, {
              method: "POST",
              headers: { "Content-Type": "application/json" },
              body,
            });
            if (r.status === 200) acked.visitors.push(id);
          }
        } catch {
          return; // the process is gone
        }
      }
    };
    const writers = [0, 1, 2, 3].map(writer);
    while (acked.visitors.length + acked.segments.length < 300) await new Promise((r) => setTimeout(r, 5));
    first.child.kill("SIGKILL");
    stop = true;
    await Promise.all(writers);
    await first.stop();
    expect(statSync(join(dir, JOURNAL_FILE)).size).toBeGreaterThan(0);

    const second = await start(dir);
    // Start-up folded the journal into the snapshot.
    expect(statSync(join(dir, JOURNAL_FILE)).size).toBe(0);
    const state = snapshot(dir);
    const profiles = Object.keys(state.buckets.profiles?.profiles ?? {});
    for (const id of acked.visitors) expect(profiles).toContain(`ECID:${id}`);
    const listed = await fetch(`${second.url}/data/core/ups/segment/definitions?limit=100&start=0`, {
      headers: await session(second.url),
    });
    const page = (await listed.json()) as { page: { totalCount: number } };
    expect(page.page.totalCount).toBeGreaterThanOrEqual(acked.segments.length);
    const names = state.segments.map((s) => s.name);
    for (const name of acked.segments) expect(names).toContain(name);
    // At most the requests in flight were lost: four writers, so at most four.
    expect(profiles.length + names.length).toBeLessThanOrEqual(acked.visitors.length + acked.segments.length + 4);
  });
});

/** Runs the CLI until it fails to start, or until it is listening (then stops it). */
function run(args: string[]): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [BIN, ...args], { env: { PATH: process.env.PATH ?? "", NO_COLOR: "1" } });
    let stderr = "";
    let stdout = "";
    child.stderr.on("data", (d: Buffer) => (stderr += d));
    child.stdout.on("data", (d: Buffer) => {
      stdout += d;
      if (stdout.includes("Press Ctrl-C")) child.kill("SIGTERM");
    });
    child.on("close", (code) => resolve({ code, stderr }));
  });
}

describe("reading the journal back", () => {
  const line = (seq: number, id: string) =>
    `${JSON.stringify({ seq, ops: [{ set: ["buckets", "profiles", "profiles", `ECID:${id}`], value: { identity: { namespace: "ECID", id }, attributes: {}, events: [], segments: {} } }] })}\n`;
  const base = JSON.stringify({
    version: 1,
    segments: [],
    mergePolicies: [],
    tokens: [],
    buckets: { profiles: { profiles: {}, history: [] } },
  });

  it("a torn last line is ignored with a notice; the lines before it are applied", async () => {
    const dir = dataDir();
    writeFileSync(join(dir, STATE_FILE), base);
    writeFileSync(join(dir, JOURNAL_FILE), `${line(1, "a")}${line(2, "b")}${line(3, "c").slice(0, 40)}`);
    const p = await start(dir);
    await new Promise((r) => setTimeout(r, 50));
    expect(Object.keys(snapshot(dir).buckets.profiles!.profiles)).toEqual(["ECID:a", "ECID:b"]);
    await p.stop();
    expect(p.out()).toContain("AEP emulator listening");
  });

  it("a torn line is reported on stderr as a notice naming the file and line", async () => {
    const dir = dataDir();
    writeFileSync(join(dir, STATE_FILE), base);
    writeFileSync(join(dir, JOURNAL_FILE), `${line(1, "a")}{"seq": 2, "ops": [`);
    const r = await run(["emulator", "--port", "0", "--quiet", "--data", dir]);
    expect(r.stderr).toContain(`notice: ${join(dir, JOURNAL_FILE)}:2: ignored a torn last line`);
  });

  it("a corrupt line that is not the last stops the start with its line and column (exit 2)", async () => {
    const dir = dataDir();
    writeFileSync(join(dir, STATE_FILE), base);
    writeFileSync(join(dir, JOURNAL_FILE), `${line(1, "a")}{"seq": 2, oops}\n${line(3, "c")}`);
    const r = await run(["emulator", "--port", "0", "--quiet", "--data", dir]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`${join(dir, JOURNAL_FILE)}:2:12: not valid JSON`);
    expect(r.stderr).not.toMatch(/\n\s+at /); // no stack trace
  });

  it("lines the snapshot already holds are not applied twice (a crash between snapshot and truncation)", async () => {
    const dir = dataDir();
    const events = (id: string) => ({
      seq: 2,
      ops: [{ append: ["buckets", "profiles", "profiles", `ECID:${id}`, "events"], values: [{ timestamp: "2026-01-01T00:00:00Z" }] }],
    });
    writeFileSync(
      join(dir, STATE_FILE),
      JSON.stringify({
        ...JSON.parse(base),
        journalSeq: 2,
        buckets: {
          profiles: {
            profiles: {
              "ECID:a": {
                identity: { namespace: "ECID", id: "a" },
                attributes: {},
                events: [{ timestamp: "2026-01-01T00:00:00Z" }],
                segments: {},
              },
            },
            history: [],
          },
        },
      }),
    );
    writeFileSync(join(dir, JOURNAL_FILE), `${line(1, "a")}${JSON.stringify(events("a"))}\n`);
    appendFileSync(join(dir, JOURNAL_FILE), line(3, "b"));
    const p = await start(dir);
    await p.stop();
    const profiles = snapshot(dir).buckets.profiles!.profiles;
    expect(profiles["ECID:a"]!.events).toHaveLength(1);
    expect(Object.keys(profiles)).toEqual(["ECID:a", "ECID:b"]);
  });
});
