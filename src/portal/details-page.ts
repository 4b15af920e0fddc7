// Audience details: the definition (canonical PQL, evaluation method, merge policy, edge type),
// what it references, the Profiles over time card (total qualified now and new qualifications
// per hour or day from the emulator's evaluation history, next to the last estimate of AEP's
// estimate endpoint, made each time the card is drawn), and a panel to send a test event through
// the emulator's edge endpoint.
import { explainExpression, formatPql, overlaps } from "../index.js";
import type { Definition, LocalAudience, MergePolicy, PortalApi } from "./api.js";
import { lineChart } from "./chart.js";
import { fill, h } from "./dom.js";
import { fastestMethodText } from "./check.js";
import type { ProfileEstimate } from "./estimate.js";
import { estimateLine } from "./estimate-view.js";
import { definitionMethod, localMethod } from "./evaluation.js";
import { newQualifications, RANGES, type Range } from "./history.js";
import { formatTime } from "./list-page.js";
import { eventToSend, sampleEvents, storedEventTime } from "./test-events.js";
import { whyView } from "./why.js";

let range: Range = "24h";

export async function detailsPage(main: HTMLElement, api: PortalApi, id: string, navigate: (hash: string) => void): Promise<void> {
  const [definition, policies, all] = await Promise.all([api.definition(id), api.mergePolicies(), api.definitions()]);
  const names = new Map(all.map((d) => [d.id, d.name]));
  const card = h("section", { class: "card over-time", "aria-labelledby": "over-time-title" });
  const sendPanel = testEventPanel(api, definition, () => void drawCard(card, api, definition));
  const confirm = deleteDialog(api, definition, () => navigate("#/"));
  const overlap = h("section", { class: "card", id: "overlap", "aria-labelledby": "overlap-title" });
  fill(
    main,
    h(
      "div",
      { class: "title" },
      h("h1", {}, definition.name),
      h(
        "div",
        { class: "actions" },
        h("a", { class: "button", id: "edit-audience", href: `#/audience/${encodeURIComponent(definition.id)}/edit` }, "Edit"),
        h("button", { type: "button", id: "delete-audience", onclick: () => confirm.showModal() }, "Delete"),
        h("a", { class: "button", href: "#/" }, "Back to audiences"),
      ),
    ),
    confirm,
    h(
      "div",
      { class: "details" },
      h("div", { class: "column" }, card, sendPanel),
      h("div", { class: "column" }, ...definitionCards(definition, policies, names), overlap),
    ),
  );
  await Promise.all([drawCard(card, api, definition), drawOverlap(overlap, api, definition, all)]);
  watch(card, api, definition);
}

/**
 * Live: the card is drawn again when the emulator's history for this audience changes (an event
 * from `edge send`, an inlet or another tab), by polling the history endpoint every few seconds
 * while the card is on the page (docs/portal.md says why polling). Only a change redraws.
 */
const POLL_MS = 2000;
function watch(card: HTMLElement, api: PortalApi, definition: Definition): void {
  const timer = window.setInterval(async () => {
    if (!card.isConnected) {
      window.clearInterval(timer);
      return;
    }
    if (document.hidden || card.dataset.drawing === "true") return;
    try {
      const history = await api.history(definition.id);
      if (!card.isConnected || signature(history) === card.dataset.signature) return;
      // A redraw replaces the range buttons: the one that had the focus keeps it.
      const focused = card.contains(document.activeElement) ? (document.activeElement as HTMLElement).dataset.range : undefined;
      await drawCard(card, api, definition);
      if (focused) card.querySelector<HTMLButtonElement>(`[data-range="${focused}"]`)?.focus();
    } catch {
      // A failed poll (the emulator restarting) is tried again on the next tick.
    }
  }, POLL_MS);
}

function signature(history: { qualified?: number | undefined; changes: readonly unknown[] }): string {
  return `${history.qualified ?? 0}:${history.changes.length}`;
}

/** The chart follows the card's width: a resize draws it again at the new width. */
const resizing = new WeakMap<HTMLElement, ResizeObserver>();

/**
 * Delete asks first, in a modal dialog (focus goes to Cancel, Escape closes it); the Segmentation
 * API's DELETE follows only on "Delete audience". A refusal (the definition is already gone: 404)
 * stays in the dialog with the service's message.
 */
function deleteDialog(api: PortalApi, d: Definition, deleted: () => void): HTMLDialogElement {
  const problem = h("p", { id: "delete-error", class: "error", role: "alert" });
  const dialog: HTMLDialogElement = h(
    "dialog",
    { id: "delete-dialog", "aria-labelledby": "delete-title", "aria-describedby": "delete-what" },
    h("h2", { id: "delete-title" }, `Delete ${d.name}?`),
    h(
      "p",
      { id: "delete-what" },
      `The definition ${d.id} is removed from the sandbox for good; audiences that reference it stop resolving it.`,
    ),
    problem,
    h(
      "div",
      { class: "actions" },
      h("button", { type: "button", id: "delete-cancel", autofocus: true, onclick: () => dialog.close() }, "Cancel"),
      h(
        "button",
        {
          type: "button",
          id: "delete-confirm",
          class: "danger",
          onclick: async () => {
            problem.textContent = "";
            try {
              await api.remove(d.id);
              dialog.close();
              deleted();
            } catch (e) {
              problem.textContent = `Not deleted: ${e instanceof Error ? e.message : String(e)}`;
            }
          },
        },
        "Delete audience",
      ),
    ),
  );
  return dialog;
}

/** A local audience file: the definition and its references, read-only; never evaluated by the emulator. */
export async function localDetailsPage(main: HTMLElement, api: PortalApi, index: number): Promise<void> {
  const [local, policies, all] = await Promise.all([api.localAudiences(), api.mergePolicies(), api.definitions()]);
  const audience: LocalAudience | undefined = local[index];
  if (!audience) {
    fill(main, h("h1", {}, "No such local audience"), h("a", { href: "#/" }, "Back to audiences"));
    return;
  }
  const published = all.find((d) => d.name === audience.name);
  const definition: Definition = {
    id: "",
    name: audience.name,
    ...(audience.description ? { description: audience.description } : {}),
    expression: { type: "PQL", format: "pql/text", value: audience.pql },
    evaluationInfo: audience.evaluationInfo,
    ...(audience.mergePolicyId ? { mergePolicyId: audience.mergePolicyId } : {}),
  };
  fill(
    main,
    h("div", { class: "title" }, h("h1", {}, audience.name), h("a", { href: "#/" }, "Back to audiences")),
    h(
      "p",
      { class: "notice" },
      `Read-only view of ${audience.file}. `,
      published
        ? h("a", { href: `#/audience/${encodeURIComponent(published.id)}` }, "The org's definition of the same name")
        : "Not in the org: publish it with `pql-audience publish` to evaluate it.",
    ),
    h(
      "div",
      { class: "details" },
      h(
        "div",
        { class: "column" },
        ...definitionCards(definition, policies, new Map(all.map((d) => [d.id, d.name])), localMethod(audience)),
      ),
    ),
  );
}

function definitionCards(d: Definition, policies: MergePolicy[], names: Map<string, string>, method = definitionMethod(d)): HTMLElement[] {
  const text = d.expression?.value ?? "";
  const formatted = formatPql(text);
  const { verdict, facts, method: fastest, errors } = explainExpression(text);
  const policy = policies.find((p) => p.id === d.mergePolicyId);
  const item = (term: string, value: Node | string) => [h("dt", {}, term), h("dd", {}, value)];
  const definitionCard = h(
    "section",
    { class: "card", "aria-labelledby": "definition-title" },
    h("h2", { id: "definition-title" }, "Definition"),
    d.description ? h("p", {}, d.description) : null,
    h("pre", { class: "pql", id: "definition-pql" }, formatted.ok ? formatted.output.trimEnd() : text),
    h(
      "dl",
      {},
      ...item("Evaluation method", h("span", { class: `badge method-${method.toLowerCase()}`, id: "evaluation-method" }, method)),
      ...item("Edge type", method === "Edge" ? (verdict.type ?? "not eligible") : "—"),
      ...item(
        "Fastest method allowed",
        h("span", { id: "fastest-method" }, errors.length > 0 ? "— (the expression does not parse)" : fastestMethodText(fastest)),
      ),
      ...item(
        "Merge policy",
        policy ? `${policy.name}${policy.isActiveOnEdge ? " (active on edge)" : " (not active on edge)"}` : (d.mergePolicyId ?? "none"),
      ),
      ...(d.id ? item("Id", d.id) : []),
      ...(d.updateTime ? item("Last updated", formatTime(d.updateTime)) : []),
    ),
  );
  const events = facts?.events ?? [];
  const attributes = [...new Set((facts?.profileAttributes ?? []).map((a) => a.path))];
  const segments = facts?.segments ?? [];
  const references = h(
    "section",
    { class: "card", "aria-labelledby": "references-title" },
    h("h2", { id: "references-title" }, "References"),
    h(
      "dl",
      {},
      ...item(
        "Events",
        events.length === 0
          ? "none"
          : `${events.length} event reference${events.length === 1 ? "" : "s"}${events.some((e) => e.window) ? ", time-bounded" : ""}`,
      ),
      ...item("Profile attributes", attributes.length === 0 ? "none" : attributes.join(", ")),
      ...item(
        "Audiences",
        segments.length === 0
          ? "none"
          : h(
              "ul",
              {},
              ...segments.map((s) =>
                h(
                  "li",
                  {},
                  s.id && names.has(s.id)
                    ? h("a", { href: `#/audience/${encodeURIComponent(s.id)}` }, names.get(s.id)!)
                    : (s.id ?? "(not a literal id)"),
                ),
              ),
            ),
      ),
    ),
  );
  return [definitionCard, references];
}

/**
 * The overlap with the audiences this one references, as `estimate --overlap` counts it (the
 * package root's `overlaps`, one implementation): each audience's members from a preview job of
 * its PQL, the evaluator on every profile the emulator stores, so both sides are read from the
 * same data at about the same instant. Only referenced audiences the org holds can be counted.
 */
async function drawOverlap(box: HTMLElement, api: PortalApi, d: Definition, all: readonly Definition[]): Promise<void> {
  const pql = d.expression?.value ?? "";
  const ids = [...new Set((explainExpression(pql).facts?.segments ?? []).map((s) => s.id).filter((id): id is string => id !== null))];
  const referenced = ids.map((id) => all.find((x) => x.id === id)).filter((x): x is Definition => x?.expression?.value !== undefined);
  const title = h("h2", { id: "overlap-title" }, "Overlap with referenced audiences");
  if (referenced.length === 0) {
    box.hidden = true;
    return;
  }
  fill(box, title, h("p", { class: "caption" }, "Counting…"));
  box.dataset.state = "counting";
  try {
    const [own, ...theirs] = await Promise.all([pql, ...referenced.map((r) => r.expression!.value!)].map((text) => api.members(text)));
    const rows = theirs.map((members, i) => {
      const [pair] = overlaps([
        { file: d.id, name: d.name, members: own! },
        { file: referenced[i]!.id, name: referenced[i]!.name, members },
      ]);
      const share = (x: number) => `${(x * 100).toFixed(1)}%`;
      return h(
        "tr",
        { "data-overlap": referenced[i]!.id },
        h("th", { scope: "row" }, h("a", { href: `#/audience/${encodeURIComponent(referenced[i]!.id)}` }, referenced[i]!.name)),
        h("td", {}, String(members.size)),
        h("td", {}, String(pair!.both)),
        h("td", {}, share(pair!.shareOfA)),
        h("td", {}, share(pair!.shareOfB)),
      );
    });
    fill(
      box,
      title,
      h(
        "p",
        { class: "caption" },
        `Profiles in both, of ${own!.size} in this audience: the evaluator on every profile the emulator stores, now (as estimate --overlap counts them on a data set).`,
      ),
      h(
        "table",
        {},
        h(
          "thead",
          {},
          h(
            "tr",
            {},
            h("th", { scope: "col" }, "Audience"),
            h("th", { scope: "col" }, "Its profiles"),
            h("th", { scope: "col" }, "In both"),
            h("th", { scope: "col" }, "Share of this"),
            h("th", { scope: "col" }, "Share of it"),
          ),
        ),
        h("tbody", {}, ...rows),
      ),
    );
    box.dataset.state = "ready";
  } catch (e) {
    fill(box, title, h("p", { class: "warning" }, `No overlap: ${e instanceof Error ? e.message : String(e)}`));
    box.dataset.state = "failed";
  }
}

/** The estimate, or why there is none: the card is drawn either way. */
async function lastEstimate(api: PortalApi, pql: string): Promise<ProfileEstimate | string> {
  if (!pql) return "the definition has no PQL text";
  try {
    return await api.estimate(pql);
  } catch (e) {
    return e instanceof Error ? e.message : String(e);
  }
}

/**
 * What an empty chart means. Only edge audiences qualify anyone in the emulator (it evaluates
 * them as events arrive); for the others, waiting for events would wait forever.
 */
function emptyStateText(method: string): string {
  if (method === "Edge")
    return "No profile has qualified yet. Send events with `pql-audience edge send`, or with the test event panel on this page.";
  return `No profile qualifies here: this audience is evaluated by ${method.toLowerCase()} in AEP, and the emulator qualifies profiles only for edge audiences, as events arrive. The test event panel shows what the evaluator finds for a profile.`;
}

/**
 * Why "qualified now" and the estimate can differ, as the emulator computes them: the first is
 * its edge memberships (history's `qualified`: set by evaluateEdge when one of a profile's events
 * arrives, at that event's time, and kept until its next event); the second is a preview job,
 * the evaluator on every stored profile at the emulator's clock when the job was made.
 */
export function countsExplanation(method: string): string {
  const estimate = "The estimate evaluates the rules on every profile the emulator stores, at the moment it was made.";
  if (method !== "Edge") return `Qualified now is 0 here: the emulator qualifies profiles only for edge audiences. ${estimate}`;
  return `Qualified now counts the profiles the emulator's edge evaluation put in this audience, each when one of its events arrived, at that event's time; a membership stays until the profile's next event. ${estimate} They differ when a time window has passed since a profile's last event, or for an event stamped in the past or the future.`;
}

async function drawCard(card: HTMLElement, api: PortalApi, definition: Definition): Promise<void> {
  const id = definition.id;
  card.dataset.drawing = "true";
  const [history, estimate] = await Promise.all([api.history(id), lastEstimate(api, definition.expression?.value ?? "")]).finally(
    () => delete card.dataset.drawing,
  );
  const buckets = newQualifications(history.changes, api.now(), range);
  const label = RANGES.find((r) => r.range === range)!.label;
  const total = buckets.reduce((n, b) => n + b.count, 0);
  const switcher = h(
    "div",
    { class: "range", role: "group", "aria-label": "Range" },
    ...RANGES.map((r) =>
      h(
        "button",
        {
          type: "button",
          "data-range": r.range,
          "aria-pressed": r.range === range ? "true" : "false",
          onclick: () => {
            range = r.range;
            void drawCard(card, api, definition).then(() => card.querySelector<HTMLButtonElement>(`[data-range="${r.range}"]`)?.focus());
          },
        },
        r.label,
      ),
    ),
  );
  const chart = h("div", { class: "chart-box", id: "chart" });
  fill(
    card,
    h("h2", { id: "over-time-title" }, "Profiles over time"),
    h(
      "p",
      { class: "total" },
      h("span", { class: "big", id: "total-qualified" }, String(history.qualified ?? 0)),
      " qualified profiles now",
    ),
    h(
      "div",
      { class: "estimate", id: "details-estimate", "data-state": typeof estimate === "string" ? "failed" : "ready" },
      h("h3", {}, "Estimated profiles"),
      typeof estimate === "string" ? h("p", { class: "warning" }, `No estimate: ${estimate}`) : estimateLine(estimate),
      typeof estimate === "string" ? null : h("p", { class: "caption", id: "estimated-at" }, `Last estimated ${formatTime(estimate.at)}`),
      h("p", { class: "caption", id: "counts-why" }, countsExplanation(definitionMethod(definition))),
    ),
    switcher,
    h(
      "p",
      { class: "caption" },
      `New qualifications per ${range === "24h" ? "hour" : "day"}, ${label.toLowerCase()}: `,
      h("strong", { id: "new-total" }, String(total)),
    ),
    chart,
    history.changes.length === 0 ? h("p", { class: "empty", id: "empty-state" }, emptyStateText(definitionMethod(definition))) : null,
  );
  card.dataset.signature = signature(history);
  // Drawn at the width it is shown at, so its labels keep their size on a narrow window.
  const draw = () => {
    const width = Math.max(280, Math.round(chart.clientWidth) || 560);
    if (chart.dataset.width === String(width)) return;
    chart.dataset.width = String(width);
    chart.innerHTML = lineChart(buckets, range, { width, height: 200 }, `New qualifications, ${label.toLowerCase()}: ${total}`);
  };
  draw();
  resizing.get(card)?.disconnect();
  const observer = new ResizeObserver(() => draw());
  observer.observe(chart);
  resizing.set(card, observer);
}

function testEventPanel(api: PortalApi, d: Definition, sent: () => void): HTMLElement {
  const pql = d.expression?.value ?? "";
  // Each preset is stamped when it is chosen, with the emulator's clock.
  const samples = () => sampleEvents(pql, api.now());
  const preset = h(
    "select",
    { id: "event-preset", onchange: () => (event.value = JSON.stringify(samples()[Number(preset.value)]!.xdm, null, 2)) },
    ...samples().map((s, i) => h("option", { value: i }, s.label)),
  );
  const event = h("textarea", { id: "event-json", rows: 6, spellcheck: "false" });
  event.value = JSON.stringify(samples()[0]!.xdm, null, 2);
  const read = [...new Set((explainExpression(pql).facts?.profileAttributes ?? []).map((a) => a.path))];
  const attributes = h("textarea", { id: "profile-json", rows: 4, spellcheck: "false", "aria-describedby": "profile-hint" });
  attributes.value = "{}";
  const namespace = h("input", { id: "identity-namespace", value: "ECID", autocomplete: "off" });
  const identity = h("input", { id: "identity-id", value: "visitor-1", autocomplete: "off" });
  const result = h("div", { id: "send-result", class: "result", role: "status", "aria-live": "polite" });
  const why = h("div", { id: "why-box" });
  const method = definitionMethod(d);
  const object = (text: string, what: string): Record<string, unknown> | string => {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (error) {
      return `The ${what} is not valid JSON: ${(error as Error).message}`;
    }
    return typeof value === "object" && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : `The ${what} must be a JSON object.`;
  };
  async function send(e: Event): Promise<void> {
    e.preventDefault();
    delete result.dataset.qualifies;
    delete result.dataset.evaluator;
    why.replaceChildren();
    result.textContent = "Sending…";
    const xdm = object(event.value, "event (the XDM of the event)");
    const profile = object(attributes.value.trim() || "{}", "profile attributes");
    if (typeof xdm === "string" || typeof profile === "string") {
      result.textContent = typeof xdm === "string" ? xdm : (profile as string);
      return;
    }
    const ns = namespace.value.trim();
    const id = identity.value.trim();
    try {
      // The attributes first, so the edge evaluates the event against the profile they make.
      if (Object.keys(profile).length > 0) await api.profile(ns, id, profile);
      const sending = eventToSend(xdm, ns, id, crypto.randomUUID());
      const segments = await api.interact(sending.xdm);
      // The Why runs at the instant the edge evaluated: the time the emulator stored this event
      // with (its timestamp, or the emulator's clock when it had none), not this page's guess of
      // that clock, which lags it by a request's latency and would leave the event in the future.
      const stored = await api.profile(ns, id);
      const at = storedEventTime(stored.events, sending.eventId) ?? api.now();
      const explained = whyView(pql, stored, at);
      why.replaceChildren(explained.view);
      if (explained.qualifies !== null) result.dataset.evaluator = String(explained.qualifies);
      if (method === "Edge") {
        const qualifies = segments.includes(d.id);
        result.dataset.qualifies = String(qualifies);
        result.textContent = `${ns}:${id} ${qualifies ? "qualifies for" : "does not qualify for"} this audience (in ${segments.length} edge audience${segments.length === 1 ? "" : "s"}).`;
      } else {
        // Only edge audiences are evaluated when an event arrives: say what the evaluator finds
        // instead of claiming a qualification the emulator did not make.
        const verdict =
          explained.qualifies === null
            ? "the evaluator has no answer for this profile"
            : `the evaluator says this profile ${explained.qualifies ? "would qualify" : "would not qualify"} at AEP's next ${method.toLowerCase()} evaluation`;
        result.textContent = `Event stored for ${ns}:${id}. The emulator qualifies no one for a ${method.toLowerCase()} audience when an event arrives; ${verdict}.`;
      }
      sent();
    } catch (error) {
      result.textContent = `The edge refused the event: ${(error as Error).message}`;
    }
  }
  return h(
    "section",
    { class: "card", "aria-labelledby": "send-title" },
    h("h2", { id: "send-title" }, "Send a test event"),
    method === "Edge"
      ? null
      : h(
          "p",
          { class: "warning", id: "not-edge" },
          `This audience is evaluated by ${method.toLowerCase()}, not on edge. The emulator evaluates only edge audiences the moment an event arrives, so sending here qualifies no one for it; the panel shows what the evaluator finds for the profile instead.`,
        ),
    h(
      "form",
      { class: "send", onsubmit: (e) => void send(e) },
      h("div", { class: "field" }, h("label", { for: "event-preset" }, "Event"), preset),
      h("div", { class: "field" }, h("label", { for: "event-json" }, "Event XDM (JSON)"), event),
      h(
        "div",
        { class: "field" },
        h("label", { for: "profile-json" }, "Profile attributes (JSON, merged into the visitor's profile before the event)"),
        attributes,
        h(
          "p",
          { class: "caption", id: "profile-hint" },
          read.length === 0 ? "This audience reads no profile attribute." : `This audience reads ${read.join(", ")}.`,
        ),
      ),
      h(
        "div",
        { class: "row" },
        h("div", { class: "field" }, h("label", { for: "identity-namespace" }, "Identity namespace"), namespace),
        h("div", { class: "field" }, h("label", { for: "identity-id" }, "Identity"), identity),
      ),
      h("div", { class: "actions" }, h("button", { type: "submit", class: "primary", id: "send-event" }, "Send to the edge")),
      result,
      why,
    ),
  );
}
