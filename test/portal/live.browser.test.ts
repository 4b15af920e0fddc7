// Live details page, in a real headless Chromium against the emulator: an event sent to the
// edge from outside the page (as `pql-audience edge send` does) shows in the Profiles over time
// card and in the list's qualified column without a reload, and the chart is drawn again at the new width when the window narrows.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { definition, idsByName, openPortal, type PortalSession } from "./portal-session.js";

const SEED = { segments: [definition("US customers", 'homeAddress.countryCode = "US"', "edge")] };

let portal: PortalSession;
let ids: Map<string, string>;

beforeAll(async () => {
  portal = await openPortal(SEED);
  ids = await idsByName(portal);
}, 120_000);
afterAll(async () => {
  await portal?.close();
});

/** Sets the visitor's country, then sends one page view to the edge, from outside the page. */
async function sendFromOutside(visitor: string): Promise<void> {
  const url = portal.emulator.url;
  const post = (path: string, body: unknown) =>
    fetch(`${url}${path}`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
  expect(
    (await post("/portal/profile", { namespace: "ECID", id: visitor, attributes: { homeAddress: { countryCode: "US" } } })).status,
  ).toBe(200);
  const identityMap = { ECID: [{ id: visitor, primary: true }] };
  const sent = await post("/ee/v2/interact?datastreamId=test", {
    event: { xdm: { eventType: "web.webpagedetails.pageViews", identityMap } },
  });
  expect(sent.status).toBe(200);
}

describe("the details page is live", () => {
  it("an event sent from outside updates the card without a reload", async () => {
    const { page } = portal;
    await portal.open(`#/audience/${ids.get("US customers")}`);
    expect(await page.textContent("#total-qualified")).toBe("0");
    const loads: string[] = [];
    page.on("framenavigated", (frame) => loads.push(frame.url()));
    await sendFromOutside("visitor-live");
    await expect.poll(() => page.textContent("#total-qualified"), { timeout: 10_000 }).toBe("1");
    expect(await page.textContent("#new-total")).toBe("1");
    expect(loads).toEqual([]);
    await portal.shot("live-details");
  });

  it("the list's qualified column follows events sent from outside, without a reload", async () => {
    const { page } = portal;
    await portal.open("#/");
    const cell = 'tr:has(a:text-is("US customers")) td[data-field="qualified"]';
    const before = Number(await page.textContent(cell));
    await page.focus("#search");
    const loads: string[] = [];
    page.on("framenavigated", (frame) => loads.push(frame.url()));
    await sendFromOutside("visitor-list");
    await expect.poll(() => page.textContent(cell), { timeout: 10_000 }).toBe(String(before + 1));
    expect(loads).toEqual([]);
    // Updated in place: the focus stays where it was.
    expect(await page.evaluate("document.activeElement?.id")).toBe("search");
  });

  it("the chart is drawn again at the new width when the window narrows", async () => {
    const { page } = portal;
    await page.setViewportSize({ width: 1280, height: 800 });
    await portal.open(`#/audience/${ids.get("US customers")}`);
    const viewBoxWidth = () => page.$eval("#chart svg", (svg) => Number(svg.getAttribute("viewBox")!.split(" ")[2]));
    const wide = await viewBoxWidth();
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(viewBoxWidth).toBeLessThan(wide);
    const narrow = await viewBoxWidth();
    expect(narrow).toBe(await page.$eval("#chart", (box) => Math.max(280, Math.round(box.clientWidth))));
    await page.setViewportSize({ width: 1280, height: 800 });
  });
});

describe("the chart's x axis", () => {
  it("is labelled at a readable density: more labels on a wide card, never closer than 64 px", async () => {
    const { page } = portal;
    await page.setViewportSize({ width: 1280, height: 800 });
    await portal.open(`#/audience/${ids.get("US customers")}`);
    const labels = () =>
      page.$$eval("#chart svg text.tick[y]", (texts) =>
        texts.filter((t) => /:00$/.test(t.textContent ?? "")).map((t) => Number(t.getAttribute("x"))),
      );
    const wide = await labels();
    expect(wide.length).toBeGreaterThan(3);
    for (let i = 1; i < wide.length; i++) expect(wide[i]! - wide[i - 1]!).toBeGreaterThanOrEqual(64);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(async () => (await labels()).length).toBeLessThan(wide.length);
    await page.setViewportSize({ width: 1280, height: 800 });
  });
});
