// Edit and delete an audience in the portal, in a real headless Chromium against the emulator:
// the edit form is the create form filled with the definition (the same live lint and verdict),
// saved with the Segmentation API's PATCH; delete asks in a modal dialog first; a refusal of
// either shows the service's message. Assertions are on the DOM and on the emulator's API.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { definition, EDGE_POLICY, evaluation, idsByName, openPortal, type PortalSession } from "./portal-session.js";

const US = 'homeAddress.countryCode = "US"';
const THREE_DAYS_PQL = 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "commerce.productListAdds") WHEN(< 3 days before now)])';
const SEED = {
  segments: [
    definition("US customers", US, "edge"),
    definition("Loyal members", "loyalty.points > 100", "batch"),
    definition("Old audience", "loyalty.points > 5", "batch"),
    definition("Gone soon", "loyalty.points > 6", "batch"),
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

describe("edit and delete in the portal", () => {
  it("edit: the form is filled with the definition, lints as you type, and saves with PATCH", async () => {
    const { page } = portal;
    const id = ids.get("US customers")!;
    await portal.open(`#/audience/${id}`);
    await page.click("#edit-audience");
    await page.waitForSelector('main[data-page="audience"][data-ready="true"] #pql');
    expect(await page.textContent("h1")).toBe("Edit US customers");
    expect(await page.inputValue("#name")).toBe("US customers");
    expect(await page.inputValue("#pql")).toBe(US);
    expect(await page.isChecked("#method-edge")).toBe(true);
    expect(await page.inputValue("#merge-policy")).toBe(EDGE_POLICY);
    expect(await page.textContent("#verdict")).toBe("Edge-eligible (profile-only)");
    await portal.shot("edit");

    // The same live checks as create: a 3-day window rules Edge and Streaming out, with the reasons next to them.
    await page.fill("#pql", THREE_DAYS_PQL);
    await expect.poll(() => page.textContent("#verdict")).toBe("Not edge-eligible");
    expect(await page.isDisabled("#method-edge")).toBe(true);
    expect(await page.isDisabled("#method-streaming")).toBe(true);
    expect(await page.isChecked("#method-batch")).toBe(true);
    expect(await page.textContent("#edge-reasons")).toContain("[edge/window-too-long]");

    await page.fill("#name", "US cart adders");
    await page.fill("#description", "Added to cart in the last 3 days");
    await page.click("text=Save");
    await page.waitForSelector('main[data-page="audience"][data-ready="true"] #evaluation-method');
    expect(await page.textContent("h1")).toBe("US cart adders");
    expect(await page.textContent("#evaluation-method")).toBe("Batch");
    expect(await page.textContent("#fastest-method")).toBe("Batch");
    expect(new URL(page.url()).hash).toBe(`#/audience/${id}`);

    const stored = await portal.api("GET", `/data/core/ups/segment/definitions/${id}`);
    expect(stored.body).toMatchObject({
      id,
      name: "US cart adders",
      description: "Added to cart in the last 3 days",
      expression: { value: THREE_DAYS_PQL },
      evaluationInfo: evaluation("batch"),
      mergePolicyId: EDGE_POLICY,
    });
  });

  it("edit: a refusal (a name another definition has) shows the service's message and keeps the form", async () => {
    const { page } = portal;
    const id = ids.get("Loyal members")!;
    await portal.open(`#/audience/${id}/edit`);
    await page.fill("#name", "Old audience");
    const logged = portal.consoleErrors.length;
    await page.click("text=Save");
    await expect.poll(() => page.textContent("#save-error")).toContain("Not saved:");
    expect(await page.textContent("#save-error")).toContain('a segment definition named "Old audience" already exists');
    expect(await page.textContent("h1")).toBe("Edit Loyal members");
    expect(portal.consoleErrors.splice(logged)).toEqual([expect.stringContaining("422 (Unprocessable")]);
    expect((await portal.api("GET", `/data/core/ups/segment/definitions/${id}`)).body.name).toBe("Loyal members");
  });

  it("delete asks first: Cancel keeps the audience, Delete audience removes it and returns to the list", async () => {
    const { page } = portal;
    const id = ids.get("Old audience")!;
    await portal.open(`#/audience/${id}`);
    await page.click("#delete-audience");
    await page.waitForSelector("#delete-dialog[open]");
    expect(await page.textContent("#delete-title")).toBe("Delete Old audience?");
    // Focus goes to the safe choice.
    expect(await page.evaluate("document.activeElement.id")).toBe("delete-cancel");
    await portal.shot("delete-confirm");
    await page.keyboard.press("Enter");
    expect(await page.locator("#delete-dialog[open]").count()).toBe(0);
    expect((await portal.api("GET", `/data/core/ups/segment/definitions/${id}`)).status).toBe(200);

    await page.click("#delete-audience");
    await page.click("#delete-confirm");
    await page.waitForSelector('main[data-page="list"][data-ready="true"]');
    expect((await portal.api("GET", `/data/core/ups/segment/definitions/${id}`)).status).toBe(404);
    expect(await page.$$eval("table.audiences tbody tr td:first-child a", (a) => a.map((x) => x.textContent))).not.toContain(
      "Old audience",
    );
  });

  it("delete: when the emulator refuses (already deleted elsewhere), the dialog says so", async () => {
    const { page } = portal;
    const id = ids.get("Gone soon")!;
    await portal.open(`#/audience/${id}`);
    expect((await portal.api("DELETE", `/data/core/ups/segment/definitions/${id}`)).status).toBe(200);
    await page.click("#delete-audience");
    const logged = portal.consoleErrors.length;
    await page.click("#delete-confirm");
    await expect.poll(() => page.textContent("#delete-error")).toBe(`Not deleted: no segment definition with id ${id} in this sandbox`);
    expect(await page.locator("#delete-dialog[open]").count()).toBe(1);
    expect(portal.consoleErrors.splice(logged)).toEqual([expect.stringContaining("404 (Not Found)")]);
    await portal.shot("delete-refused");
  });

  it("no request left the machine, and the page logged no other error", () => {
    expect(portal.browser.outside).toEqual([]);
    expect(portal.consoleErrors).toEqual([]);
  });
});
