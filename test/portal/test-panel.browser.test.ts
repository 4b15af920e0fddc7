// The details page's test panel, in a real headless Chromium against the emulator: profile
// attributes set from the panel make an event-plus-profile audience qualify, the evaluator's
// trace says why a visitor did (not) qualify, and for a streaming audience the panel says the
// emulator qualifies no one when an event arrives and shows the evaluator's answer instead.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { definition, idsByName, openPortal, type PortalSession } from "./portal-session.js";

const FRENCH =
  'homeAddress.countryCode = "FR" and CHAIN(xEvent, timestamp, [A: WHAT(eventType = "web.webpagedetails.pageViews") WHEN(< 24 hours before now)])';
const SEED = {
  segments: [
    definition("French visitors browsing now", FRENCH, "edge"),
    definition("Streaming purchasers", 'select X from xEvent where X.eventType = "commerce.purchases"', "streaming"),
    definition(
      "Viewing products now",
      'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "commerce.productViews") WHEN(< 30 minutes before now)])',
      "edge",
    ),
  ],
};

let portal: PortalSession;
let ids: Map<string, string>;

beforeAll(async () => {
  portal = await openPortal(SEED);
  ids = await idsByName(portal);
}, 120_000);
afterAll(async () => {
  await portal?.close();
});

const trace = () =>
  portal.page.$$eval("#why li", (items) => items.map((li) => `${li.getAttribute("data-value")} ${li.querySelector("code")?.textContent}`));

describe("the test panel", () => {
  it("sets profile attributes, so an event-plus-profile audience qualifies, and shows the evaluator's trace", async () => {
    const { page } = portal;
    await portal.open(`#/audience/${ids.get("French visitors browsing now")}`);
    expect(await page.textContent("#profile-hint")).toBe("This audience reads homeAddress.countryCode.");

    await page.selectOption("#event-preset", "web.webpagedetails.pageViews");
    await page.click("#send-event");
    await page.waitForSelector('#send-result[data-qualifies="false"]');
    expect(await page.getAttribute("#send-result", "data-evaluator")).toBe("false");
    expect(await trace()).toContain('false homeAddress.countryCode = "FR"');

    await page.fill("#profile-json", '{"homeAddress": {"countryCode": "FR"}}');
    await page.click("#send-event");
    await page.waitForSelector('#send-result[data-qualifies="true"]');
    expect(await page.textContent("#send-result")).toBe("ECID:visitor-1 qualifies for this audience (in 1 edge audience).");
    expect(await page.getAttribute("#send-result", "data-evaluator")).toBe("true");
    expect(await trace()).toContain('true homeAddress.countryCode = "FR"');
    await expect.poll(() => page.textContent("#total-qualified")).toBe("1");
    await portal.shot("test-panel-edge");

    // The emulator stored the attributes on the visitor's profile.
    const stored = await fetch(`${portal.emulator.url}/portal/profile`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ namespace: "ECID", id: "visitor-1" }),
    });
    expect(((await stored.json()) as { attributes: unknown }).attributes).toEqual({ homeAddress: { countryCode: "FR" } });
  });

  it("the default event has a timestamp; one sent without says why at the time the emulator gave it", async () => {
    const { page } = portal;
    await portal.open(`#/audience/${ids.get("Viewing products now")}`);
    const preset = JSON.parse(await page.inputValue("#event-json")) as { timestamp?: string };
    expect(Math.abs(Date.parse(preset.timestamp ?? "") - Date.now())).toBeLessThan(60_000);

    // The page's clock stops: its guess of the emulator's clock now lags the emulator, as a
    // request's latency makes it lag by a little. The emulator stamps the event on arrival.
    await page.clock.setFixedTime(Date.now());
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await page.fill("#event-json", '{"eventType": "commerce.productViews"}');
    await page.fill("#identity-id", "visitor-2");
    await page.click("#send-event");
    await page.waitForSelector('#send-result[data-qualifies="true"]');
    // The Why agrees with the verdict: it ran at the event's stored time, not the page's.
    expect(await page.getAttribute("#send-result", "data-evaluator")).toBe("true");
    expect(await page.textContent("#why")).toContain("qualifies.");
    expect(await page.textContent("#why")).not.toContain("does not qualify");
    // Beside the two counts, what each is.
    expect(await page.textContent("#counts-why")).toContain("each when one of its events arrived, at that event's time");
    expect(await page.textContent("#counts-why")).toContain("on every profile the emulator stores, at the moment it was made");
  });

  it("bad profile JSON is said before anything is sent", async () => {
    const { page } = portal;
    await portal.open(`#/audience/${ids.get("French visitors browsing now")}`);
    await page.fill("#profile-json", "{nope");
    await page.click("#send-event");
    await expect.poll(() => page.textContent("#send-result")).toContain("The profile attributes is not valid JSON");
  });

  it("is honest for a streaming audience: the emulator qualifies no one on an event, the evaluator's answer is shown", async () => {
    const { page } = portal;
    await portal.open(`#/audience/${ids.get("Streaming purchasers")}`);
    expect(await page.textContent("#not-edge")).toContain("evaluates only edge audiences the moment an event arrives");
    expect(await page.textContent("#empty-state")).toBe(
      "No profile qualifies here: this audience is evaluated by streaming in AEP, and the emulator qualifies profiles only for edge audiences, as events arrive. The test event panel shows what the evaluator finds for a profile.",
    );
    await page.selectOption("#event-preset", "commerce.purchases");
    await page.fill("#identity-id", "buyer-1");
    await page.click("#send-event");
    await page.waitForSelector('#send-result[data-evaluator="true"]');
    expect(await page.getAttribute("#send-result", "data-qualifies")).toBeNull();
    expect(await page.textContent("#send-result")).toBe(
      "Event stored for ECID:buyer-1. The emulator qualifies no one for a streaming audience when an event arrives; the evaluator says this profile would qualify at AEP's next streaming evaluation.",
    );
    await portal.shot("test-panel-streaming");
  });

  // After the tests above: visitor-1 is in "French visitors browsing now", visitor-2 in "Viewing
  // products now" (the emulator's edge memberships, which inSegment reads in a preview job).
  it("the details page shows the overlap with the audiences it references, as estimate --overlap counts it", async () => {
    const { page } = portal;
    const french = ids.get("French visitors browsing now")!;
    const viewing = ids.get("Viewing products now")!;
    const created = await portal.api(
      "POST",
      "/data/core/ups/segment/definitions",
      definition("French or viewing", `inSegment("${french}") or inSegment("${viewing}")`, "batch"),
    );
    expect(created.status).toBe(200);
    await portal.open(`#/audience/${created.body.id}`);
    await page.waitForSelector('#overlap[data-state="ready"]');
    const rows = await page.$$eval("#overlap tbody tr", (trs) =>
      trs.map((tr) => [...tr.querySelectorAll("th, td")].map((c) => c.textContent)),
    );
    // Of this audience's 2 profiles: 1 in each, half of this, all of it.
    expect(rows).toEqual([
      ["French visitors browsing now", "1", "1", "50.0%", "100.0%"],
      ["Viewing products now", "1", "1", "50.0%", "100.0%"],
    ]);
    expect(await page.textContent("#overlap .caption")).toContain("of 2 in this audience");
    await portal.shot("details-overlap");
  });
});
