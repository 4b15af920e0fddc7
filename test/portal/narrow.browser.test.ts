// The portal at 390x844 (a phone held upright), in a real headless Chromium: the create page fits
// (every field and control inside the window, nothing cut off), and the list shows each audience's
// name and evaluation method without sideways scrolling, of the page or of the table.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { definition, openPortal, type PortalSession } from "./portal-session.js";

const SEED = {
  segments: [
    definition("US customers", 'homeAddress.countryCode = "US"', "edge"),
    definition(
      "Streaming purchasers of the autumn collection",
      'select X from xEvent where X.eventType = "commerce.purchases"',
      "streaming",
    ),
    definition("Loyal members", "loyalty.points > 100", "batch"),
  ],
};
const WIDTH = 390;

let portal: PortalSession;
beforeAll(async () => {
  portal = await openPortal(SEED, { width: WIDTH, height: 844 });
}, 120_000);
afterAll(async () => {
  await portal?.close();
});

/** Elements (by selector) whose box reaches past the window's right edge, with their right edge. */
async function outside(selector: string): Promise<string[]> {
  return portal.page.$$eval(
    selector,
    (elements, width) =>
      elements
        .filter((e) => e.getBoundingClientRect().width > 0 && e.getBoundingClientRect().right > width)
        .map(
          (e) => `${e.tagName.toLowerCase()}${e.id ? `#${e.id}` : ""}.${e.className} right=${Math.round(e.getBoundingClientRect().right)}`,
        ),
    WIDTH,
  );
}
const pageWidth = () => portal.page.evaluate("document.documentElement.scrollWidth");

describe("the portal at 390 px", () => {
  it("the create page fits: no field, check or button reaches past the window", async () => {
    await portal.open("#/new");
    await portal.page.fill("#name", "Checkout in the last 8 hours");
    await expect.poll(() => portal.page.getAttribute("#estimate", "data-state")).toBe("ready");
    expect(await pageWidth()).toBe(WIDTH);
    expect(await outside("main input, main textarea, main select, main button, main label, main pre, main li, main p")).toEqual([]);
    await portal.shot("create-390");
  });

  it("an ineligible expression's reasons fit too", async () => {
    await portal.page.fill("#pql", 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "commerce.productListAdds") WHEN(< 3 days before now)])');
    await expect.poll(() => portal.page.textContent("#verdict")).toBe("Not edge-eligible");
    expect(await pageWidth()).toBe(WIDTH);
    expect(await outside("main input, main textarea, main select, main button, main label, main pre, main li, main p")).toEqual([]);
  });

  it("the list shows each audience's name and method without sideways scrolling", async () => {
    await portal.open("#/");
    expect(await pageWidth()).toBe(WIDTH);
    const scroll = await portal.page.$eval(".table-scroll", (e) => ({ scroll: e.scrollWidth, client: e.clientWidth }));
    expect(scroll.scroll).toBeLessThanOrEqual(scroll.client);
    // Name and method of every row are visible inside the window.
    const visible = await portal.page.$$eval(
      "table.audiences tbody tr",
      (rows, width) =>
        rows.map((r) => {
          const name = r.querySelector("[data-field=name] a")!;
          const method = r.querySelector("[data-field=method] .badge")!;
          const inside = (e: typeof name) => {
            const box = e.getBoundingClientRect();
            return box.width > 0 && box.left >= 0 && box.right <= width;
          };
          return `${name.textContent} ${inside(name)} ${method.textContent} ${inside(method)}`;
        }),
      WIDTH,
    );
    expect(visible.sort()).toEqual([
      "Loyal members true Batch true",
      "Streaming purchasers of the autumn collection true Streaming true",
      "US customers true Edge true",
    ]);
    await portal.shot("list-390");
  });

  it("no request left the machine, and the page logged no error", () => {
    expect(portal.browser.outside).toEqual([]);
    expect(portal.consoleErrors).toEqual([]);
  });
});
