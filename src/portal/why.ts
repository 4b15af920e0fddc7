// Why a visitor did (not) qualify: the evaluator's trace for the test panel, run in the page on
// the profile the emulator stores (its attributes and events) at the instant of the last event,
// as the edge ran it. Each boolean part of the audience's PQL with the value it had, nested as
// written (the outline `pql-audience evaluate` prints), then CHAIN steps and problems.
import { evaluate, parse, traceOutline } from "../index.js";
import type { StoredProfile } from "./api.js";
import { h } from "./dom.js";

export interface Why {
  /** The evaluator's answer; null when it has none (the PQL does not parse, it ran over its budget, or the profile's data nests too deeply). */
  qualifies: boolean | null;
  view: HTMLElement;
}

export function whyView(pql: string, profile: StoredProfile, at: number): Why {
  const parsed = parse(pql);
  const box = (...children: (Node | string | null)[]) => h("div", { class: "why", id: "why" }, h("h3", {}, "Why"), ...children);
  if (!parsed.ast) return { qualifies: null, view: box(h("p", {}, "The definition's PQL does not parse: nothing to evaluate.")) };
  const result = evaluate(parsed.ast, { profile: profile.attributes, events: profile.events, now: at });
  if (result.status !== "evaluated")
    return {
      qualifies: null,
      view: box(
        h("p", {}, `The evaluator gave no answer: ${result.status === "data-too-deep" ? result.data.message : result.budget.message}`),
      ),
    };
  const lines = traceOutline(result.trace.nodes, pql);
  const word = (value: boolean | null) => (value === null ? "unknown" : String(value));
  const view = box(
    h(
      "p",
      {},
      `The evaluator, on this profile's ${Object.keys(profile.attributes).length === 0 ? "(empty) attributes" : "attributes"} and its ${profile.events.length} event${profile.events.length === 1 ? "" : "s"}: `,
      h("strong", {}, result.qualifies ? "qualifies" : "does not qualify"),
      ".",
    ),
    h(
      "ul",
      { class: "trace", "aria-label": "Each part of the rule and its value" },
      ...lines.map((line) =>
        h(
          "li",
          { "data-value": word(line.value) },
          h("span", { class: `value value-${word(line.value)}` }, word(line.value)),
          " ",
          h("code", { class: `depth-${Math.min(line.depth, 6)}` }, line.text),
        ),
      ),
    ),
    ...result.trace.chains.flatMap((chain) =>
      chain.steps.map((step) =>
        h(
          "p",
          { class: "chain" },
          `CHAIN ${step.label}: ${step.matched.length > 0 ? `matched ${step.matched.map(String).join(", ")}` : "no event matched"}${step.needed > 1 ? ` (needs ${step.needed})` : ""}`,
        ),
      ),
    ),
    ...result.trace.problems.map((p) => h("p", { class: "warning" }, `Note: ${p.message}`)),
  );
  return { qualifies: result.qualifies, view };
}
