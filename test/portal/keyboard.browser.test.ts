// The portal from the keyboard, and its help in the page's words, in a real headless Chromium
// against the emulator: the focus stays on a sort header after sorting and goes to the table's top
// after a page change; a diagnostic's position is a link that selects its range in the rules; the
// rules show line numbers; hints name the page's controls, not the command line; an empty name is
// caught before anything is sent, and the field is marked invalid.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { definition, openPortal, type PortalSession } from "./portal-session.js";

const THREE_DAYS_PQL = 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "commerce.productListAdds") WHEN(< 3 days before now)])';
const SEED = {
  segments: Array.from({ length: 101 }, (_, i) =>
    definition(`Batch audience ${String(i + 1).padStart(3, "0")}`, `loyalty.points > ${i}`, "batch"),
  ),
};

let portal: PortalSession;
beforeAll(async () => {
  portal = await openPortal(SEED);
}, 120_000);
afterAll(async () => {
  await portal?.close();
});

/** The focused element as `tag#id[column].class`, read in the page. */
const focused = () =>
  portal.page.evaluate(`(() => {
    const e = document.activeElement;
    const column = e.getAttribute("data-column");
    return e.tagName.toLowerCase() + (e.id ? "#" + e.id : "") + (column ? "[" + column + "]" : "") + (e.className ? "." + e.className : "");
  })()`) as Promise<string>;

describe("the portal from the keyboard", () => {
  it("sorting keeps the focus on the header; a page change moves it to the table's top", async () => {
    const { page } = portal;
    await portal.open("#/?page=1");
    await page.focus('button.sort[data-column="name"]');
    await page.keyboard.press("Enter");
    expect(await focused()).toBe("button[name].sort");
    await page.keyboard.press("Enter");
    expect(await focused()).toBe("button[name].sort");
    expect(await page.getAttribute('th:has(button[data-column="name"])', "aria-sort")).toBe("descending");

    await page.focus("text=Next");
    await page.keyboard.press("Enter");
    expect(await page.textContent(".pager span")).toBe("Page 2 of 2");
    expect(await focused()).toBe("table.audiences");
    expect(await page.textContent("table.audiences caption")).toBe("Audiences, page 2 of 2");
  });

  it("a diagnostic's position is a link that selects its range in the rules; the rules show line numbers", async () => {
    const { page } = portal;
    await portal.open("#/new");
    await page.fill("#pql", "person.age.fooBar(3)\n");
    await expect.poll(() => page.textContent("#verdict")).toBe("Not edge-eligible: the expression has errors");
    expect(await page.textContent(".editor .gutter")).toBe("1\n2");
    const link = page.locator('#diagnostics li[data-code="PQL007"] a.where');
    expect(await link.textContent()).toBe("1:12");
    await link.focus();
    await page.keyboard.press("Enter");
    expect(await focused()).toBe("textarea#pql");
    const selection = await page.$eval("#pql", (e) => {
      const t = e as unknown as { value: string; selectionStart: number; selectionEnd: number };
      return { start: t.selectionStart, text: t.value.slice(t.selectionStart, t.selectionEnd) };
    });
    expect(selection.start).toBe(11);
    expect(selection.text).toMatch(/^fooBar/);

    await page.fill("#pql", 'loyalty.points > 1\nand\nhomeAddress.countryCode = "US"');
    await expect.poll(() => page.textContent(".editor .gutter")).toBe("1\n2\n3");
  });

  it("the rules wrap a long line, read whole, with its number on its first row", async () => {
    const { page } = portal;
    await portal.open("#/new");
    const long = `${Array.from({ length: 12 }, (_, i) => `loyalty.points > ${i}`).join(" and ")}`;
    await page.fill("#pql", `${long}\nperson.age > 21`);
    const sizes = await page.$eval("#pql", (e) => ({ scroll: e.scrollWidth, client: e.clientWidth }));
    expect(sizes.scroll).toBeLessThanOrEqual(sizes.client);
    // Line 1 takes several rows: its number, blank rows, then 2.
    await expect.poll(() => page.textContent(".editor .gutter")).toMatch(/^1\n(\n)+2$/);
  });

  it("hints name the page's controls, not the command line", async () => {
    const { page } = portal;
    await portal.open("#/new");
    await page.fill("#pql", THREE_DAYS_PQL);
    await expect.poll(() => page.textContent("#verdict")).toBe("Not edge-eligible");
    const help = await page.$$eval("#diagnostics .hint", (hints) => hints.map((h) => h.textContent));
    // Only Batch is allowed, and chosen: no help to choose it (page-logic.test.ts words that help).
    expect(help.join("\n")).not.toContain("choose Batch");
    expect(help.join("\n")).toContain("press “Use the canonical form” under Checks");
    expect(help.join("\n")).not.toMatch(/pql-audience fmt|evaluationInfo/);
  });

  it("an empty name is caught before sending: the field is marked invalid and focused", async () => {
    const { page } = portal;
    const before = (await portal.api("GET", "/data/core/ups/segment/definitions?limit=1")).body.page as { totalCount: number };
    await portal.open("#/new");
    await page.fill("#pql", "loyalty.points > 500");
    await expect.poll(() => page.isDisabled("button[type=submit]")).toBe(false);
    const posts: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST" && r.url().includes("/segment/definitions")) posts.push(r.url());
    });
    await page.click("text=Save");
    expect(await page.getAttribute("#name", "aria-invalid")).toBe("true");
    expect(await page.textContent("#name-error")).toBe("Give the audience a name.");
    expect(await focused()).toBe("input#name");
    await portal.shot("create-empty-name");
    expect(posts).toEqual([]);
    const after = (await portal.api("GET", "/data/core/ups/segment/definitions?limit=1")).body.page as { totalCount: number };
    expect(after.totalCount).toBe(before.totalCount);
    await page.keyboard.type("Points over 500");
    expect(await page.getAttribute("#name", "aria-invalid")).toBe(null);
    expect(await page.isHidden("#name-error")).toBe(true);
  });

  it("no request left the machine, and the page logged no error", () => {
    expect(portal.browser.outside).toEqual([]);
    expect(portal.consoleErrors).toEqual([]);
  });
});
