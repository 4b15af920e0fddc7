// The emulator with `--data`: requests per second of a bounded loopback load loop, for a small
// state (a fresh directory) and a large one (a state file of 10,000 profiles with 5 events each,
// about 10 MB), against the real `pql-audience emulator` process. Each request is one Edge Network
// event for a new visitor (a new profile), sent one after the other for 15 seconds or 600 requests,
// whichever comes first. `npm run dist && node bench/persistence.mjs`. Not a test: no thresholds.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const BIN = new URL("../bin/pql-audience.js", import.meta.url).pathname;

function startEmulator(dataDir) {
  const child = spawn(process.execPath, [BIN, "emulator", "--port", "0", "--quiet", "--data", dataDir], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    let out = "";
    child.stdout.on("data", (d) => {
      out += d;
      const url = /listening on (http:\/\/\S+)/.exec(out)?.[1];
      if (url && out.includes("Press Ctrl-C")) resolve({ url, child });
    });
    child.on("close", (code) => reject(new Error(`emulator exited (${code})`)));
  });
}

/** A state file of `profiles` profiles with `events` events each (the format `--data` reads). */
function largeState(dir, profiles, events) {
  const store = { profiles: {}, history: [] };
  const start = Date.parse("2026-01-01T00:00:00Z");
  for (let p = 0; p < profiles; p++) {
    const id = `seeded-${p}`;
    store.profiles[`ECID:${id}`] = {
      identity: { namespace: "ECID", id },
      attributes: { person: { name: { firstName: `Visitor ${p}` } }, homeAddress: { countryCode: "US" } },
      events: Array.from({ length: events }, (_, e) => ({
        _id: `${p}-${e}`,
        identityMap: { ECID: [{ id, primary: true }] },
        eventType: "web.webpagedetails.pageViews",
        timestamp: new Date(start + e * 60_000).toISOString(),
        web: { webPageDetails: { URL: `https://example.com/page/${e}` } },
      })),
      segments: {},
    };
  }
  const state = { version: 1, segments: [], mergePolicies: [], tokens: [], buckets: { profiles: store } };
  writeFileSync(join(dir, "emulator-state.json"), JSON.stringify(state));
}

async function loop(url, { seconds = 15, max = 600 } = {}) {
  const started = performance.now();
  let sent = 0;
  while (sent < max && performance.now() - started < seconds * 1000) {
    const body = JSON.stringify({
      event: { xdm: { identityMap: { ECID: [{ id: `load-${sent}`, primary: true }] }, eventType: "web.webpagedetails.pageViews" } },
    });
    const r = await fetch(`${url}/ee/v2/interact?datastreamId=bench`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body,
    });
    if (r.status !== 200) throw new Error(`interact answered ${r.status}: ${await r.text()}`);
    sent++;
  }
  return sent / ((performance.now() - started) / 1000);
}

for (const [label, prepare] of [
  ["small state (empty directory)", () => {}],
  ["large state (10,000 profiles x 5 events, ~10 MB)", (dir) => largeState(dir, 10_000, 5)],
]) {
  const dir = mkdtempSync(join(tmpdir(), "pql-bench-data-"));
  try {
    prepare(dir);
    const t0 = performance.now();
    const { url, child } = await startEmulator(dir);
    const startup = performance.now() - t0;
    const rate = await loop(url);
    child.kill("SIGTERM");
    console.log(`${label}: ${rate.toFixed(0)} req/s (start-up ${startup.toFixed(0)} ms)`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
