// How an estimate is shown, on the create page and the details page alike.
import { h } from "./dom.js";
import type { ProfileEstimate } from "./estimate.js";

const n = (x: number) => x.toLocaleString("en-US");

/** The figure and its interval: "5 profiles, 95% confidence interval 5 to 5". */
export function estimateLine(e: ProfileEstimate): HTMLElement {
  return h(
    "p",
    { class: "estimate-figure" },
    h("span", { class: "big", id: "estimated-profiles" }, n(e.estimatedSize)),
    ` ${e.estimatedSize === 1 ? "profile" : "profiles"} `,
    h("span", { class: "interval", id: "estimate-interval" }, `(${e.level} confidence interval ${n(e.low)} to ${n(e.high)})`),
    h("span", { class: "caption" }, ` of ${n(e.totalRows)} in the store, ${n(e.profilesReadSoFar)} read`),
  );
}
