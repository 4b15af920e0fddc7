// The portal's state in the URL, in a real headless Chromium against the emulator: the list's
// filter, search, sort and page, and the open audience, survive a reload and a shared link; the
// org and sandbox switcher shows when the emulator holds definitions in several, and the choice
// is kept in the URL too.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { definition, openPortal, type PortalSession } from "./portal-session.js";

const inScope = (d: ReturnType<typeof definition>, imsOrgId: string, sandbox: string) => ({ ...d, imsOrgId, sandbox });
const SEED = {
  segments: [
    definition("US customers", 'homeAddress.countryCode = "US"', "edge"),
    definition("Product viewers now", 'select X from xEvent where X.eventType = "commerce.productViews"', "edge"),
    ...Array.from({ length: 103 }, (_, i) =>
      definition(`Batch audience ${String(i + 1).padStart(3, "0")}`, `loyalty.points > ${i}`, "batch"),
    ),
    inScope(definition("Dev edge test", 'homeAddress.countryCode = "FR"', "edge"), "OTHER@AdobeOrg", "dev"),
  ],
};

let portal: PortalSession;
beforeAll(async () => {
  portal = await openPortal(SEED);
}, 120_000);
afterAll(async () => {
  await portal?.close();
});

const rowNames = () => portal.page.$$eval("table.audiences tbody tr td:first-child a", (links) => links.map((a) => a.textContent));
const hash = () => new URL(portal.page.url()).hash;
async function reload(): Promise<void> {
  await portal.page.reload();
  await portal.page.waitForSelector('main[data-ready="true"]');
}

describe("state in the URL", () => {
  it("filter, search and sort go into the URL, and a reload shows the same view", async () => {
    const { page } = portal;
    await portal.open("#/");
    await page.selectOption("#method-filter", "Edge");
    await page.fill("#search", "u");
    await page.click('button.sort[data-column="name"]');
    await page.click('button.sort[data-column="name"]');
    expect(hash()).toBe("#/?method=Edge&search=u&sort=name&order=desc");
    expect(await rowNames()).toEqual(["US customers", "Product viewers now"]);
    await reload();
    expect(await rowNames()).toEqual(["US customers", "Product viewers now"]);
    expect(await page.inputValue("#method-filter")).toBe("Edge");
    expect(await page.inputValue("#search")).toBe("u");
    expect(await page.getAttribute('th:has(button[data-column="name"])', "aria-sort")).toBe("descending");
  });

  it("the page goes into the URL; a shared link opens on it", async () => {
    const { page } = portal;
    await portal.open("#/?sort=name");
    await page.click("text=Next");
    expect(hash()).toBe("#/?sort=name&page=2");
    expect(await page.textContent(".pager span")).toBe("Page 2 of 2");
    // A fresh tab with the link: the same page.
    const other = await portal.browser.context.newPage();
    await other.goto(page.url());
    await other.waitForSelector('main[data-ready="true"]');
    expect(await other.textContent(".pager span")).toBe("Page 2 of 2");
    expect(await other.$$eval("table.audiences tbody tr td:first-child a", (links) => links.map((a) => a.textContent))).toEqual([
      "Batch audience 101",
      "Batch audience 102",
      "Batch audience 103",
      "Product viewers now",
      "US customers",
    ]);
    await other.close();
  });

  it("the open audience is in the URL, and Back to audiences returns to the view it came from", async () => {
    const { page } = portal;
    await portal.open("#/?method=Edge&sort=name");
    await page.click("text=US customers");
    await page.waitForSelector('main[data-page="audience"][data-ready="true"]');
    expect(hash()).toMatch(/^#\/audience\/[^/]+$/);
    await reload();
    expect(await page.textContent("h1")).toBe("US customers");
    await page.click("text=Back to audiences");
    await page.waitForSelector('main[data-page="list"][data-ready="true"]');
    expect(hash()).toBe("#/?method=Edge&sort=name");
    expect(await rowNames()).toEqual(["Product viewers now", "US customers"]);
  });

  it("an org and sandbox switcher shows the emulator's scopes; the choice is in the URL and kept on reload", async () => {
    const { page } = portal;
    // Any query names a view: the default one here, not the tab's last.
    await portal.open("#/?page=1");
    expect(await page.$$eval("#scope option", (options) => options.map((o) => o.textContent))).toEqual([
      "EMULATOR@AdobeOrg / prod",
      "OTHER@AdobeOrg / dev",
    ]);
    expect(await page.textContent(".count")).toBe("105 of 105 audiences");
    await portal.shot("list-scopes");
    await page.selectOption("#scope", { label: "OTHER@AdobeOrg / dev" });
    await page.waitForURL(/\?org=OTHER%40AdobeOrg&sandbox=dev#\/$/);
    await page.waitForSelector('main[data-ready="true"]');
    await expect.poll(() => page.textContent(".count")).toBe("1 of 1 audiences");
    expect(await rowNames()).toEqual(["Dev edge test"]);
    await reload();
    expect(await rowNames()).toEqual(["Dev edge test"]);
    expect(await page.locator("#scope option:checked").textContent()).toBe("OTHER@AdobeOrg / dev");
  });

  it("no request left the machine, and the page logged no error", () => {
    expect(portal.browser.outside).toEqual([]);
    expect(portal.consoleErrors).toEqual([]);
  });
});
