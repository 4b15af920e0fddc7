// "Estimated profiles" in the portal, in a real headless Chromium against `pql-audience emulator`
// running as a process on loopback, whose profile store was filled through its inlet and interact
// call: the create page asks the emulator's estimate endpoint once the author stops typing (one
// job for a burst of keystrokes, none while the rules have errors) and shows the evaluator's count
// with its interval; the details page shows the last estimate in the "Profiles over time" card.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAepClient } from "../../src/api/client.js";
import { fillStore, oracle, PEOPLE } from "../api/preview-store.js";
import { openBrowser, type TestBrowser } from "./browser.js";
import { type EmulatorProcess, startEmulatorProcess } from "./emulator-process.js";

const ARTIFACTS = new URL("../artifacts/", import.meta.url).pathname;
const US = 'homeAddress.countryCode = "US"';
// Time-free expressions: the emulator process runs on the real clock, the oracle at its own NOW.
const LOYAL = "loyalty.points >= 70";

let dir: string;
let emulator: EmulatorProcess;
let browser: TestBrowser;
let page: Page;
/** Every estimate job the page started (POST /data/core/ups/preview). */
const jobs: string[] = [];

beforeAll(async () => {
  mkdirSync(ARTIFACTS, { recursive: true });
  dir = mkdtempSync(join(tmpdir(), "pql-portal-estimate-"));
  const seed = {
    segments: [
      {
        name: "US customers",
        expression: { type: "PQL", format: "pql/text", value: US },
        evaluationInfo: { batch: { enabled: true }, continuous: { enabled: false }, synchronous: { enabled: false } },
        schema: { name: "_xdm.context.profile" },
      },
    ],
  };
  writeFileSync(join(dir, "seed.json"), JSON.stringify(seed));
  emulator = await startEmulatorProcess(["emulator", "--port", "0", "--quiet", "--seed", join(dir, "seed.json")]);
  const client = createAepClient({
    clientId: "estimate-test",
    clientSecret: "estimate-test-secret",
    orgId: "EMULATOR@AdobeOrg",
    sandbox: "prod",
    baseUrl: emulator.url,
    imsUrl: emulator.url,
    scopes: "openid,AdobeID",
  });
  await fillStore(client, emulator.url);
  browser = await openBrowser(emulator.url);
  page = await browser.context.newPage();
  page.on("request", (r) => {
    if (r.method() === "POST" && new URL(r.url()).pathname === "/data/core/ups/preview") jobs.push(r.postData() ?? "");
  });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await emulator?.stop();
  rmSync(dir, { recursive: true, force: true });
});

async function open(hash: string): Promise<void> {
  await page.goto(`${emulator.url}/portal${hash}`);
  await page.waitForSelector('main[data-ready="true"]');
}
const estimateState = () => page.getAttribute("#estimate", "data-state");

describe("Estimated profiles in the portal", () => {
  it("the create page estimates the rules once the author stops typing, with the evaluator's count and its interval", async () => {
    await open("#/new");
    expect(await page.textContent("#estimate-title")).toBe("Estimated profiles");
    // The starter expression is estimated on arrival.
    await expect.poll(estimateState).toBe("ready");
    await page.fill("#pql", US);
    await expect.poll(() => page.textContent("#estimated-profiles")).toBe(String(oracle(US).length));
    expect(oracle(US)).toHaveLength(5);
    expect(await page.textContent("#estimate-interval")).toBe("(95% confidence interval 5 to 5)");
    expect(await page.textContent("#estimate")).toContain(`of ${PEOPLE.length} in the store, ${PEOPLE.length} read`);
    await page.screenshot({ path: join(ARTIFACTS, "create-estimate.png"), fullPage: true });

    // A burst of 20 keystrokes, faster than the debounce: a job for the finished text, not one a
    // keystroke (a loaded machine may pause the burst once or twice, hence "at most 3").
    await page.fill("#pql", "");
    const before = jobs.length;
    await page.type("#pql", LOYAL, { delay: 10 });
    await expect.poll(() => page.textContent("#estimated-profiles")).toBe(String(oracle(LOYAL).length));
    expect(oracle(LOYAL)).toHaveLength(8);
    const asked = jobs.slice(before).map((body) => (JSON.parse(body) as { predicateExpression: string }).predicateExpression);
    expect(asked.at(-1)).toBe(LOYAL);
    expect(asked.length).toBeLessThanOrEqual(3);
    for (const text of asked) expect(LOYAL.startsWith(text)).toBe(true);
  });

  it("no job while the rules have errors; the estimate comes back once they are fixed", async () => {
    await open("#/new");
    await expect.poll(estimateState).toBe("ready");
    const before = jobs.length;
    await page.fill("#pql", `${US} and`);
    await expect.poll(estimateState).toBe("invalid");
    expect(await page.textContent("#estimate")).toBe("No estimate while the rules have errors.");
    expect(jobs.length).toBe(before);
    await page.fill("#pql", US);
    await expect.poll(() => page.textContent("#estimated-profiles")).toBe("5");
  });

  it("the details page shows the last estimate in the Profiles over time card", async () => {
    await open("#/");
    await page.click("text=US customers");
    await page.waitForSelector('main[data-page="audience"][data-ready="true"]');
    const card = page.locator("section.over-time");
    expect(await card.locator("h2").textContent()).toBe("Profiles over time");
    expect(await card.locator("#details-estimate").getAttribute("data-state")).toBe("ready");
    expect(await card.locator("#details-estimate h3").textContent()).toBe("Estimated profiles");
    expect(await card.locator("#estimated-profiles").textContent()).toBe("5");
    expect(await card.locator("#estimate-interval").textContent()).toBe("(95% confidence interval 5 to 5)");
    expect(await card.locator("#estimated-at").textContent()).toMatch(/^Last estimated \d{4}-\d\d-\d\d \d\d:\d\d$/);
    await page.screenshot({ path: join(ARTIFACTS, "details-estimate.png"), fullPage: true });
    expect(browser.outside).toEqual([]);
  });
});
