// One portal under test: `pql-audience emulator` as a process on loopback (seeded), a real
// headless Chromium on its page, and what the tests need around them: open a page and wait until
// it drew itself, a screenshot with axe-core's check (zero violations), the emulator's API as the
// CLI calls it, and the errors the page logged.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { axeViolations } from "./axe.js";
import { openBrowser, type TestBrowser } from "./browser.js";
import { type EmulatorProcess, startEmulatorProcess } from "./emulator-process.js";

export const ARTIFACTS = new URL("../artifacts/", import.meta.url).pathname;
export const EDGE_POLICY = "a1b2c3d4-0000-4000-8000-00000000ed9e";

export type Method = "edge" | "streaming" | "batch";
export const evaluation = (method: Method) => ({
  batch: { enabled: method === "batch" },
  continuous: { enabled: method === "streaming" },
  synchronous: { enabled: method === "edge" },
});
export const definition = (name: string, value: string, method: Method) => ({
  name,
  expression: { type: "PQL", format: "pql/text", value },
  evaluationInfo: evaluation(method),
  schema: { name: "_xdm.context.profile" },
  mergePolicyId: EDGE_POLICY,
});

export interface PortalSession {
  emulator: EmulatorProcess;
  browser: TestBrowser;
  page: Page;
  /** What the page logged as errors (a failed request, a script error, a blocked asset). */
  consoleErrors: string[];
  open(hash: string): Promise<void>;
  shot(name: string): Promise<void>;
  api(method: string, path: string, body?: unknown): Promise<{ status: number; body: Record<string, unknown> }>;
  close(): Promise<void>;
}

export async function openPortal(seed: object, viewport = { width: 1280, height: 800 }): Promise<PortalSession> {
  mkdirSync(ARTIFACTS, { recursive: true });
  const dir = mkdtempSync(join(tmpdir(), "pql-portal-"));
  writeFileSync(join(dir, "seed.json"), JSON.stringify(seed));
  const emulator = await startEmulatorProcess(["emulator", "--port", "0", "--quiet", "--seed", join(dir, "seed.json")]);
  const browser = await openBrowser(emulator.url, viewport);
  const page = await browser.context.newPage();
  const consoleErrors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") consoleErrors.push(message.text());
  });
  page.on("pageerror", (error) => consoleErrors.push(error.message));
  return {
    emulator,
    browser,
    page,
    consoleErrors,
    async open(hash) {
      await page.goto(`${emulator.url}/portal${hash}`);
      await page.waitForSelector('main[data-ready="true"]');
    },
    async shot(name) {
      await page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage: true });
      expect(await axeViolations(page), `axe-core on ${name}`).toEqual([]);
    },
    async api(method, path, body) {
      const session = (await (await fetch(`${emulator.url}/portal/session`)).json()) as Record<string, string>;
      const response = await fetch(`${emulator.url}${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${session.token}`,
          "x-api-key": session.apiKey!,
          "x-gw-ims-org-id": session.orgId!,
          "x-sandbox-name": session.sandbox!,
          ...(body === undefined ? {} : { "Content-Type": "application/json" }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      return { status: response.status, body: (text ? JSON.parse(text) : {}) as Record<string, unknown> };
    },
    async close() {
      await browser.close();
      await emulator.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The ids of the definitions the emulator holds, by name. */
export async function idsByName(portal: PortalSession): Promise<Map<string, string>> {
  const listed = await portal.api("GET", "/data/core/ups/segment/definitions?limit=100");
  return new Map((listed.body.segments as { id: string; name: string }[]).map((s) => [s.name, s.id]));
}
