// `pql-audience portal PATHS`: an emulator whose portal shows the audience files read-only next
// to the org's definitions, and publishes none of them.
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openBrowser, type TestBrowser } from "./browser.js";
import { type EmulatorProcess, startEmulatorProcess } from "./emulator-process.js";

const ROOT = new URL("../../", import.meta.url).pathname;
const ARTIFACTS = join(ROOT, "test/artifacts");

let emulator: EmulatorProcess;
let browser: TestBrowser;
let page: Page;

beforeAll(async () => {
  emulator = await startEmulatorProcess(["portal", "examples", "--port", "0", "--quiet"], ROOT);
  browser = await openBrowser(emulator.url);
  page = await browser.context.newPage();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await emulator?.stop();
});

describe("pql-audience portal examples", () => {
  it("says how many local audiences it shows, and publishes none", async () => {
    expect(emulator.out()).toMatch(/local files {5}13 audiences from 13 files, read-only in the portal/);
    expect(emulator.out()).toContain("definitions     0");
    const local = (await (await fetch(`${emulator.url}/portal/local`)).json()) as { audiences: { file: string; name: string }[] };
    expect(local.audiences.map((a) => a.name)).toContain("US customers");
    expect(local.audiences.find((a) => a.name === "US customers")?.file).toBe("examples/us-customers.audience.json");
  });

  it("lists the files' audiences marked local, and opens one read-only", async () => {
    await page.goto(`${emulator.url}/portal#/`);
    await page.waitForSelector('main[data-ready="true"]');
    expect(await page.textContent(".count")).toBe("13 of 13 audiences (13 from local files, read-only)");
    await page.selectOption("#method-filter", "Edge");
    await page.fill("#search", "US customers");
    expect(await page.$$eval("table.audiences tbody tr td:first-child", (cells) => cells.map((c) => c.textContent))).toEqual([
      "Engaged US customerslocal file",
      "US customerslocal file",
    ]);
    const row = page.locator('tr:has(a:text-is("US customers"))');
    expect(await row.locator("td:nth-child(3)").textContent()).toBe("profile-only");
    expect(await row.locator("td:nth-child(4)").textContent()).toBe("—");
    await row.locator("a").click();
    await page.waitForSelector('main[data-page="local"][data-ready="true"]');
    expect(await page.textContent(".notice")).toContain("Read-only view of examples/us-customers.audience.json");
    expect(await page.textContent("#definition-pql")).toBe('homeAddress.countryCode = "US"');
    expect(await page.textContent("#references-title + dl")).toContain("homeAddress.countryCode");
    await page.screenshot({ path: join(ARTIFACTS, "local-details.png"), fullPage: true });
    expect(browser.outside).toEqual([]);
  });

  it("a bare .pql file shows the method lint checks it for: Edge, with its edge type, in the list and on its page", async () => {
    await page.goto(`${emulator.url}/portal#/`);
    await page.waitForSelector('main[data-ready="true"]');
    await page.fill("#search", "lives-in-us");
    const row = page.locator('tr:has(a:text-is("lives-in-us"))');
    expect(await row.locator("td:nth-child(2)").textContent()).toBe("Edge");
    expect(await row.locator("td:nth-child(3)").textContent()).toBe("profile-only");
    await row.locator("a").click();
    await page.waitForSelector('main[data-page="local"][data-ready="true"]');
    expect(await page.textContent("#evaluation-method")).toBe("Edge");
  });

  it("a path with no audience file is a usage error, before any server starts", () => {
    const r = spawnSync(process.execPath, [join(ROOT, "bin/pql-audience.js"), "portal", "docs/images-none", "--port", "0"], {
      cwd: ROOT,
      encoding: "utf8",
      env: { PATH: process.env.PATH ?? "", NO_COLOR: "1" },
    });
    expect(r.stdout).not.toContain("listening");
    expect(r.stderr).toContain("docs/images-none");
    expect(r.status).toBe(2);
  });
});
