// The audience portal in a real headless Chromium against `pql-audience emulator` running as a
// process on loopback: the list (filter by Edge, search, sort, paging past 100), create (an
// eligible edge audience is saved and listed as Edge; an ineligible one cannot choose Edge and
// shows why), details (three test events for two visitors: 2 qualified, the graph's points for
// 24 hours, a week, 30 days), at 1280x800 and on a narrow window. Assertions are on the DOM and
// on the emulator's API; screenshots of each page go to test/artifacts/.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations } from "./axe.js";
import { openBrowser, type TestBrowser } from "./browser.js";
import { type EmulatorProcess, startEmulatorProcess } from "./emulator-process.js";

const ARTIFACTS = new URL("../artifacts/", import.meta.url).pathname;
const EDGE_POLICY = "a1b2c3d4-0000-4000-8000-00000000ed9e";
const EDGE_PQL = 'select X from xEvent where X.eventType = "commerce.checkouts" and X.timestamp occurs < 8 hours before now';
const THREE_DAYS_PQL = 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "commerce.productListAdds") WHEN(< 3 days before now)])';

const TODAY_CHAIN_PQL =
  'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "commerce.productListAdds") WHEN(today), B: WHAT(eventType = "commerce.checkouts") WHEN(today)])';

const evaluation = (method: "edge" | "streaming" | "batch") => ({
  batch: { enabled: method === "batch" },
  continuous: { enabled: method === "streaming" },
  synchronous: { enabled: method === "edge" },
});
const definition = (name: string, value: string, method: "edge" | "streaming" | "batch") => ({
  name,
  expression: { type: "PQL", format: "pql/text", value },
  evaluationInfo: evaluation(method),
  schema: { name: "_xdm.context.profile" },
  mergePolicyId: EDGE_POLICY,
});
// 104 definitions: more than the Segmentation API's page of 100.
const SEED = {
  segments: [
    definition("US customers", 'homeAddress.countryCode = "US"', "edge"),
    definition(
      "Product viewers now",
      'select X from xEvent where X.eventType = "commerce.productViews" and X.timestamp occurs < 30 minutes before now',
      "edge",
    ),
    definition("Streaming purchasers", 'select X from xEvent where X.eventType = "commerce.purchases"', "streaming"),
    ...Array.from({ length: 101 }, (_, i) =>
      definition(`Batch audience ${String(i + 1).padStart(3, "0")}`, `loyalty.points > ${i}`, "batch"),
    ),
  ],
};

let dir: string;
let emulator: EmulatorProcess;
let browser: TestBrowser;
let page: Page;
/** What the page logged as errors (a failed request, a script error, a blocked asset). */
const consoleErrors: string[] = [];

beforeAll(async () => {
  mkdirSync(ARTIFACTS, { recursive: true });
  dir = mkdtempSync(join(tmpdir(), "pql-portal-"));
  writeFileSync(join(dir, "seed.json"), JSON.stringify(SEED));
  emulator = await startEmulatorProcess(["emulator", "--port", "0", "--quiet", "--seed", join(dir, "seed.json")]);
  browser = await openBrowser(emulator.url);
  page = await browser.context.newPage();
  page.on("console", (message) => {
    if (message.type() === "error") consoleErrors.push(message.text());
  });
  page.on("pageerror", (error) => consoleErrors.push(error.message));
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await emulator?.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** Opens a portal page and waits until it has drawn itself. */
async function open(hash: string): Promise<void> {
  await page.goto(`${emulator.url}/portal${hash}`);
  await page.waitForSelector('main[data-ready="true"]');
}
/** A screenshot of the page as drawn now, and axe-core's check of it: zero violations allowed. */
async function shot(name: string): Promise<void> {
  await page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage: true });
  expect(await axeViolations(page), `axe-core on ${name}`).toEqual([]);
}
/** The emulator's API, as the CLI calls it. */
async function api(path: string): Promise<Record<string, unknown>> {
  const session = (await (await fetch(`${emulator.url}/portal/session`)).json()) as Record<string, string>;
  const response = await fetch(`${emulator.url}${path}`, {
    headers: {
      Authorization: `Bearer ${session.token}`,
      "x-api-key": session.apiKey!,
      "x-gw-ims-org-id": session.orgId!,
      "x-sandbox-name": session.sandbox!,
    },
  });
  return (await response.json()) as Record<string, unknown>;
}
const rowNames = () => page.$$eval("table.audiences tbody tr td:first-child a", (links) => links.map((a) => a.textContent));

describe("the audience portal in a browser", () => {
  it("the emulator's banner prints the portal's URL, and the page's assets come from the emulator", async () => {
    expect(emulator.out()).toContain(`portal          ${emulator.url}/portal`);
    const html = await (await fetch(`${emulator.url}/portal`)).text();
    expect(html).toContain('<script type="module" src="/portal/app.js">');
    expect(html).not.toMatch(/https?:\/\//);
  });

  it("lists the audiences 100 a page, filters by Edge, searches and sorts", async () => {
    await open("#/");
    expect(await page.textContent(".count")).toBe("104 of 104 audiences");
    expect(await page.locator("table.audiences tbody tr").count()).toBe(100);
    await shot("list");
    await page.click("text=Next");
    expect(await page.locator("table.audiences tbody tr").count()).toBe(4);
    expect(await page.textContent(".pager span")).toBe("Page 2 of 2");

    await page.selectOption("#method-filter", "Edge");
    expect(await page.textContent(".count")).toBe("2 of 104 audiences");
    expect(await page.$$eval("table.audiences tbody tr", (rows) => rows.map((r) => r.getAttribute("data-method")))).toEqual([
      "Edge",
      "Edge",
    ]);
    // The API agrees: two definitions have synchronous evaluation on.
    const edge = await api("/data/core/ups/segment/definitions?evaluationInfo.synchronous.enabled=true");
    expect((edge.page as { totalCount: number }).totalCount).toBe(2);
    await page.click('button.sort[data-column="name"]');
    expect(await rowNames()).toEqual(["Product viewers now", "US customers"]);
    expect(await page.$$eval("table.audiences tbody tr td:nth-child(3)", (cells) => cells.map((c) => c.textContent))).toEqual([
      "single-event",
      "profile-only",
    ]);
    await shot("list-edge");

    await page.selectOption("#method-filter", "All");
    await page.fill("#search", "10");
    expect(await rowNames()).toEqual(["Batch audience 010", "Batch audience 100", "Batch audience 101"]);
    // Sorting by name twice turns it around, from the keyboard too.
    await page.focus('button.sort[data-column="name"]');
    await page.keyboard.press("Enter");
    expect(await rowNames()).toEqual(["Batch audience 101", "Batch audience 100", "Batch audience 010"]);
  });

  it("creates an eligible edge audience: the checks run as you type, it is saved and listed as Edge", async () => {
    await open("#/new");
    await page.fill("#name", "Checkout in the last 8 hours");
    await page.fill("#pql", EDGE_PQL);
    await expect.poll(() => page.textContent("#verdict")).toContain("Edge-eligible");
    expect(await page.textContent("#verdict")).toBe("Edge-eligible (single-event)");
    expect(await page.isDisabled("#method-edge")).toBe(false);
    expect(await page.textContent("#canonical")).toBe(EDGE_PQL);
    expect(await page.isHidden("#use-canonical")).toBe(true);
    expect(await page.locator("#merge-policy option:checked").textContent()).toBe("Default timebased (edge) — active on edge");
    await page.check("#method-edge");
    await shot("create-edge");
    await page.click("text=Save");
    await page.waitForSelector('main[data-page="audience"][data-ready="true"]');
    expect(await page.textContent("h1")).toBe("Checkout in the last 8 hours");
    expect(await page.textContent("#evaluation-method")).toBe("Edge");

    const listed = await api("/data/core/ups/segment/definitions?evaluationInfo.synchronous.enabled=true");
    const created = (listed.segments as { name: string; evaluationInfo: unknown; expression: { value: string } }[]).find(
      (s) => s.name === "Checkout in the last 8 hours",
    );
    expect(created?.evaluationInfo).toEqual(evaluation("edge"));
    expect(created?.expression.value).toBe(EDGE_PQL);

    await open("#/");
    await page.selectOption("#method-filter", "Edge");
    await page.fill("#search", "checkout");
    expect(await rowNames()).toEqual(["Checkout in the last 8 hours"]);
    expect(await page.textContent("table.audiences tbody tr td:nth-child(2)")).toBe("Edge");
  });

  it("refuses Edge for an ineligible audience and shows the reasons next to it", async () => {
    await open("#/new");
    await page.fill("#name", "Cart adds in 3 days");
    await page.fill("#pql", THREE_DAYS_PQL);
    await expect.poll(() => page.textContent("#verdict")).toBe("Not edge-eligible");
    expect(await page.isDisabled("#method-edge")).toBe(true);
    // A 3-day window is past streaming's day too: Batch is the method AEP allows.
    expect(await page.isDisabled("#method-streaming")).toBe(true);
    expect(await page.isChecked("#method-batch")).toBe(true);
    expect(await page.textContent("#fastest-method")).toBe("Fastest evaluation method AEP allows: Batch");
    expect(await page.textContent("#edge-reasons")).toContain(
      "the event window is 3 days; edge audiences need less than 24 hours [edge/window-too-long]",
    );
    expect(await page.textContent("#streaming-reasons")).toContain("[streaming/window-too-long]");
    // Batch is chosen: PQL204 is why Edge is not available (listed there), not an error under Checks.
    expect(await page.textContent("#diagnostics")).not.toContain("PQL204");
    await shot("create-ineligible");
    // The canonical form replaces the text in one click; then the style note is gone.
    await page.click("#use-canonical");
    expect(await page.inputValue("#pql")).toBe(await page.textContent("#canonical"));
    expect(await page.textContent("#diagnostics")).not.toContain("PQL301");
    expect(await page.isHidden("#use-canonical")).toBe(true);
    // Typing a syntax error shows it with its position.
    await page.fill("#pql", 'homeAddress.countryCode = "US" and');
    await expect.poll(() => page.textContent("#diagnostics")).toContain("PQL001");
    expect(await page.textContent("#diagnostics")).toContain("1:35 error PQL001 expected a value after `and`");
    expect(await page.textContent("#canonical")).toBe("(the expression does not parse)");
  });

  it("offers Streaming, not Edge, for two events in order within a day, and says it is the fastest method allowed", async () => {
    await open("#/new");
    await page.fill("#pql", TODAY_CHAIN_PQL);
    await expect.poll(() => page.textContent("#fastest-method")).toBe("Fastest evaluation method AEP allows: Streaming (multiple-events)");
    expect(await page.isDisabled("#method-edge")).toBe(true);
    expect(await page.isDisabled("#method-streaming")).toBe(false);
    await page.check("#method-streaming");
    expect(await page.isChecked("#method-streaming")).toBe(true);
    expect(await page.locator("#streaming-reasons").count()).toBe(0);
  });

  it("an expression with errors is not shown as edge-eligible and cannot be saved; the reason is next to Save", async () => {
    await open("#/new");
    await page.fill("#name", "Unknown method");
    await page.fill("#pql", "person.age.fooBar(3)");
    await expect.poll(() => page.textContent("#diagnostics")).toContain("PQL007");
    expect(await page.textContent("#verdict")).toBe("Not edge-eligible: the expression has errors");
    expect(await page.isDisabled("#method-edge")).toBe(true);
    expect(await page.textContent("#edge-reasons")).toContain("unknown method `fooBar` [syntax/unknown-function]");
    expect(await page.isDisabled("button[type=submit]")).toBe(true);
    expect(await page.textContent("#save-blocked")).toBe("Fix the error in the rules to save (PQL007 at 1:12).");
    await shot("create-errors");
    // Enter in the name field submits the form: still nothing is sent.
    await page.press("#name", "Enter");
    const listed = await api("/data/core/ups/segment/definitions?limit=100&sort=creationTime:desc");
    expect((listed.segments as { name: string }[]).map((s) => s.name)).not.toContain("Unknown method");
    // Fixed, it can be saved again.
    await page.fill("#pql", "person.age > 3");
    await expect.poll(() => page.isDisabled("button[type=submit]")).toBe(false);
    expect(await page.isHidden("#save-blocked")).toBe(true);
  });

  it("when the emulator refuses a save anyway, the page shows its message and reasons", async () => {
    await open("#/new");
    await page.fill("#name", "Edge on a batch merge policy");
    await page.fill("#pql", EDGE_PQL);
    await expect.poll(() => page.textContent("#verdict")).toBe("Edge-eligible (single-event)");
    await page.check("#method-edge");
    await page.selectOption("#merge-policy", "a1b2c3d4-0000-4000-8000-0000000ba7c4");
    const logged = consoleErrors.length;
    await page.click("text=Save");
    await expect.poll(() => page.textContent("#save-error")).toContain("Not saved:");
    expect(await page.textContent("#save-error")).toContain('merge policy "Dataset precedence (batch)"');
    expect(await page.textContent("#save-error")).toContain("is not active on edge [edge/merge-policy]");
    expect(await page.isDisabled("button[type=submit]")).toBe(false);
    // The browser logs the refused request itself; that one line is expected here.
    expect(consoleErrors.splice(logged)).toEqual([expect.stringContaining("400 (Bad Request)")]);
    await shot("create-refused");
  });

  it("details: three test events for two visitors give 2 qualified and the graph's points, per hour, then per day", async () => {
    await open("#/");
    await page.fill("#search", "checkout in the last");
    await page.click("text=Checkout in the last 8 hours");
    await page.waitForSelector('main[data-page="audience"][data-ready="true"]');
    expect(await page.textContent("#total-qualified")).toBe("0");
    expect(await page.textContent("#empty-state")).toContain("pql-audience edge send");

    const send = async (eventType: string, visitor: string, qualifies: boolean) => {
      await page.selectOption("#event-preset", eventType);
      await page.fill("#identity-id", visitor);
      await page.click("#send-event");
      await page.waitForSelector(`#send-result[data-qualifies="${qualifies}"]`);
    };
    await send("commerce.checkouts", "visitor-1", true);
    await send("web.webpagedetails.pageViews", "visitor-2", false);
    await send("commerce.checkouts", "visitor-2", true);
    await expect.poll(() => page.textContent("#total-qualified")).toBe("2");
    expect(await page.textContent("#send-result")).toBe("ECID:visitor-2 qualifies for this audience (in 1 edge audience).");

    const counts = () => page.$$eval("#chart circle.point", (points) => points.map((p) => Number(p.getAttribute("data-count"))));
    // Both qualifications are in the current hour (or, sent across an hour's turn, the one before).
    const hourly = await counts();
    expect(hourly).toHaveLength(24);
    expect(hourly.slice(0, 22)).toEqual(Array(22).fill(0));
    expect(hourly[22]! + hourly[23]!).toBe(2);
    expect(await page.textContent("#new-total")).toBe("2");
    expect(await page.locator("#empty-state").count()).toBe(0);
    await shot("details-24h");

    // The emulator's history says the same.
    const id = decodeURIComponent(new URL(page.url()).hash.replace("#/audience/", ""));
    const history = (await (await fetch(`${emulator.url}/ee/emulator/history?segmentId=${id}`)).json()) as {
      qualified: number;
      changes: { profile: string; status: string }[];
    };
    expect(history.qualified).toBe(2);
    expect(history.changes.map((c) => `${c.profile} ${c.status}`)).toEqual(["ECID:visitor-1 realized", "ECID:visitor-2 realized"]);

    // The range switch works from the keyboard.
    await page.focus('[data-range="7d"]');
    await page.keyboard.press("Enter");
    await page.waitForSelector('[data-range="7d"][aria-pressed="true"]');
    const daily = await counts();
    expect(daily).toHaveLength(7);
    expect(daily.slice(0, 5)).toEqual(Array(5).fill(0));
    expect(daily[5]! + daily[6]!).toBe(2);
    await shot("details-week");
    await page.click('[data-range="30d"]');
    await page.waitForSelector('[data-range="30d"][aria-pressed="true"]');
    const month = await counts();
    expect(month).toHaveLength(30);
    expect(month.slice(0, 28)).toEqual(Array(28).fill(0));
    expect(month[28]! + month[29]!).toBe(2);
    await page.click('[data-range="24h"]');
    await page.waitForSelector('[data-range="24h"][aria-pressed="true"]');
    await page.evaluate("window.scrollTo(0, 0)");
    await page.screenshot({ path: join(ARTIFACTS, "details.png") });
  });

  it("fits a narrow window without sideways scrolling of the page", async () => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.reload();
    await page.waitForSelector('main[data-ready="true"]');
    expect(await page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")).toBe(true);
    await shot("details-narrow");
    await open("#/");
    expect(await page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")).toBe(true);
    await shot("list-narrow");
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it("no request left the machine, and the page logged no error", () => {
    expect(browser.outside).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});
