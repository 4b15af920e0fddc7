// The profile store is bounded by bytes as well as by count: `pql-audience emulator
// --max-store-bytes N` as a child process, fed over real HTTP on loopback. Past the bound, an
// event or record is refused with the documented 507 "Store full" naming the flag,
// whatever its identity; what is stored stays readable and the process keeps serving.
import { type ChildProcess, spawn } from "node:child_process";
import { afterEach, describe, expect, it } from "vitest";
import { bin } from "../cli/helpers.js";

const children: ChildProcess[] = [];
afterEach(() => {
  for (const c of children.splice(0)) c.kill();
});

function startEmulator(args: string[]): Promise<string> {
  const child = spawn(process.execPath, [bin, "emulator", "--port", "0", "--quiet", ...args], {
    env: { PATH: process.env.PATH ?? "", NO_COLOR: "1" },
  });
  children.push(child);
  let out = "";
  let err = "";
  child.stderr!.on("data", (d: Buffer) => (err += d));
  return new Promise((resolve, reject) => {
    child.stdout!.on("data", (d: Buffer) => {
      out += d;
      const url = /listening on (http:\/\/\S+)/.exec(out)?.[1];
      if (url) resolve(url);
    });
    child.on("close", (code) => reject(new Error(`emulator exited (${code}): ${err}`)));
  });
}

/** One event of about `bytes` bytes for identity `id`, sent to the Edge Network endpoint. */
async function interact(url: string, id: string, bytes: number) {
  const r = await fetch(`${url}/ee/v2/interact?datastreamId=d`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      event: {
        xdm: { identityMap: { ECID: [{ id, primary: true }] }, eventType: "web.webpagedetails.pageViews", note: "x".repeat(bytes) },
      },
    }),
  });
  return { status: r.status, body: (await r.json()) as Record<string, unknown> };
}

describe("--max-store-bytes", { timeout: 60_000 }, () => {
  it("events past the byte bound are refused with 507 naming the flag, for a known identity and a new one", async () => {
    const url = await startEmulator(["--max-store-bytes", "50000"]);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await interact(url, "a", 10_000)).status);
    // About 10 kB each: four or five fit in 50,000 bytes, then every one is refused.
    const kept = statuses.indexOf(507);
    expect(kept).toBeGreaterThanOrEqual(4);
    expect(kept).toBeLessThanOrEqual(5);
    expect(statuses.slice(kept)).toEqual(Array(12 - kept).fill(507));
    const refused = await interact(url, "b", 10_000);
    expect(refused).toMatchObject({
      status: 507,
      body: { type: "https://ns.adobe.com/aep/errors/EXEG-0104-507", title: "Store full" },
    });
    expect(refused.body.detail).toMatch(/at most 50000 bytes \(--max-store-bytes\)/);
    // A small event still fits while there is room; the process keeps serving.
    expect((await interact(url, "a", 10)).status).toBe(200);
    expect((await fetch(`${url}/ee/emulator/history`)).status).toBe(200);
  });

  it("a bound that is not a whole number of bytes: exit 2 with the flag named", async () => {
    await expect(startEmulator(["--max-store-bytes", "12kb"])).rejects.toThrow(/--max-store-bytes must be a whole number/);
  });
});
