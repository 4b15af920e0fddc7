// Create and edit audience (one form): name, description, the PQL with the project's linter and
// analyzer running as you type, the evaluation method (Edge only when the verdict allows it, else
// its reasons next to it), the merge policy (which are active on edge), "Estimated profiles" (AEP's
// estimate endpoint on the emulator, asked once the author stops typing, as Segment Builder does),
// and Save: the Segmentation API's create call (POST) or update call (PATCH of the definition's
// id), with the body publish sends. A refusal is shown with the service's message and reasons.
import { type AudienceDefinition, createBody } from "../index.js";
import { type Definition, type PortalApi, PortalApiError } from "./api.js";
import {
  checkPql,
  edgeAllowed,
  fastestMethodText,
  nameProblem,
  type PqlCheck,
  portalHint,
  reportedChecks,
  saveBlocker,
  streamingAllowed,
  verdictText,
} from "./check.js";
import { fill, h } from "./dom.js";
import { estimateLine } from "./estimate-view.js";
import { definitionMethod, EVALUATION_METHODS, type EvaluationMethod, evaluationInfoFor } from "./evaluation.js";

/** How long the author must stop typing before the estimate is asked for (a job per expression). */
export const ESTIMATE_DEBOUNCE_MS = 500;

const STARTER = 'select X from xEvent where X.eventType = "commerce.checkouts" and X.timestamp occurs < 8 hours before now';

export function createPage(main: HTMLElement, api: PortalApi, navigate: (hash: string) => void): Promise<void> {
  return audienceForm(main, api, navigate, undefined);
}

/** Edit an org definition: the same form, filled with what the service holds, saved with PATCH. */
export async function editPage(main: HTMLElement, api: PortalApi, navigate: (hash: string) => void, id: string): Promise<void> {
  await audienceForm(main, api, navigate, await api.definition(id));
}

async function audienceForm(
  main: HTMLElement,
  api: PortalApi,
  navigate: (hash: string) => void,
  existing: Definition | undefined,
): Promise<void> {
  const policies = await api.mergePolicies();
  const name = h("input", {
    id: "name",
    required: true,
    autocomplete: "off",
    "aria-describedby": "name-error",
    oninput: () => {
      // Once marked, the mark goes as soon as the name is there.
      if (name.getAttribute("aria-invalid") === "true" && !nameProblem(name.value)) markName(undefined);
    },
  });
  const nameError = h("p", { id: "name-error", class: "error field-error", hidden: true });
  function markName(problem: string | undefined): void {
    nameError.textContent = problem ?? "";
    nameError.hidden = problem === undefined;
    if (problem) name.setAttribute("aria-invalid", "true");
    else name.removeAttribute("aria-invalid");
  }
  const description = h("textarea", { id: "description", rows: 2 });
  const pql = h("textarea", {
    id: "pql",
    rows: 6,
    spellcheck: "false",
    "aria-describedby": "diagnostics verdict",
  });
  // Line numbers beside the rules, scrolled with them. The text wraps (a long expression is read
  // whole, not scrolled sideways), so a line's number is followed by a blank row for each row it
  // wraps onto, measured on a hidden copy of the text as wide as the textarea.
  const gutter = h("pre", { class: "gutter", "aria-hidden": "true" });
  const measure = h("div", { class: "measure", "aria-hidden": "true" });
  const numberLines = () => {
    const lines = pql.value.split("\n");
    measure.style.width = `${pql.clientWidth}px`;
    measure.replaceChildren(...lines.map((line) => h("div", {}, line === "" ? "\u200b" : line)));
    const row = singleRow();
    const rows = [...measure.children].map((line, i) => {
      const wrapped = Math.max(1, Math.round((line as HTMLElement).offsetHeight / row));
      return [String(i + 1), ...Array<string>(wrapped - 1).fill("")].join("\n");
    });
    gutter.textContent = rows.join("\n");
    gutter.scrollTop = pql.scrollTop;
  };
  /** The height of one row of text, from a one-character line of the copy. */
  const singleRow = () => {
    const probe = h("div", {}, "0");
    measure.append(probe);
    const height = probe.offsetHeight;
    probe.remove();
    return height || 1;
  };
  pql.addEventListener("input", numberLines);
  new ResizeObserver(numberLines).observe(pql);
  pql.addEventListener("scroll", () => {
    gutter.scrollTop = pql.scrollTop;
  });
  /** Puts the caret on a diagnostic's range in the rules, selected. */
  const select = (d: { range: { start: { offset: number }; end: { offset: number } } }) => {
    pql.focus();
    pql.setSelectionRange(d.range.start.offset, Math.max(d.range.start.offset, d.range.end.offset));
  };
  pql.value = existing ? (existing.expression?.value ?? "") : STARTER;
  name.value = existing?.name ?? "";
  description.value = existing?.description ?? "";
  const startMethod: EvaluationMethod = existing ? definitionMethod(existing) : "Edge";
  const diagnostics = h("div", { id: "diagnostics", class: "diagnostics", "aria-live": "polite" });
  const verdict = h("div", { id: "verdict", class: "verdict", "aria-live": "polite" });
  const fastest = h("p", { id: "fastest-method", "aria-live": "polite" });
  const canonical = h("pre", { id: "canonical", class: "pql" });
  const useCanonical = h(
    "button",
    {
      type: "button",
      id: "use-canonical",
      onclick: () => {
        if (check.canonical === undefined) return;
        pql.value = check.canonical;
        check = checkPql(pql.value);
        update();
        numberLines();
        pql.focus();
      },
    },
    "Use the canonical form",
  );
  const edgeReasons = h("div", { id: "edge-reasons", class: "reasons", "aria-live": "polite" });
  const radios = EVALUATION_METHODS.map((m) =>
    h("input", {
      type: "radio",
      name: "method",
      id: `method-${m.toLowerCase()}`,
      value: m,
      checked: m === startMethod,
      onchange: () => update(),
    }),
  );
  const policy = h(
    "select",
    { id: "merge-policy", onchange: () => update() },
    ...policies.map((p) => h("option", { value: p.id }, `${p.name}${p.isActiveOnEdge ? " — active on edge" : " — not active on edge"}`)),
  );
  policy.value = existing?.mergePolicyId ?? policies.find((p) => p.default)?.id ?? policies[0]?.id ?? "";
  const error = h("div", { id: "save-error", class: "error", role: "alert" });
  const blocked = h("p", { id: "save-blocked", class: "warning", "aria-live": "polite" });
  const save = h("button", { type: "submit", class: "primary", "aria-describedby": "save-blocked" }, "Save");
  let saving = false;

  let check: PqlCheck = checkPql(pql.value);
  let timer: ReturnType<typeof setTimeout> | undefined;
  pql.addEventListener("input", () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      check = checkPql(pql.value);
      update();
    }, 120);
    clearTimeout(estimateTimer);
    estimateTimer = setTimeout(() => void estimateNow(), ESTIMATE_DEBOUNCE_MS);
  });

  const estimate = h("div", { id: "estimate", class: "estimate", "aria-live": "polite" });
  let estimateTimer: ReturnType<typeof setTimeout> | undefined;
  /** Bumped per request: an answer for an expression the author has since changed is dropped. */
  let asked = 0;
  async function estimateNow(): Promise<void> {
    const text = pql.value;
    const mine = ++asked;
    const now = checkPql(text);
    if (now.invalid.length > 0) {
      estimate.dataset.state = "invalid";
      fill(estimate, h("p", { class: "caption" }, "No estimate while the rules have errors."));
      return;
    }
    estimate.dataset.state = "running";
    fill(estimate, h("p", { class: "caption" }, "Estimating…"));
    try {
      const result = await api.estimate(text);
      if (mine !== asked) return;
      estimate.dataset.state = "ready";
      fill(estimate, estimateLine(result));
    } catch (e) {
      if (mine !== asked) return;
      estimate.dataset.state = "failed";
      fill(estimate, h("p", { class: "warning" }, `No estimate: ${e instanceof Error ? e.message : String(e)}`));
    }
  }

  const chosen = (): EvaluationMethod => (radios.find((r) => r.checked)?.value as EvaluationMethod | undefined) ?? "Batch";

  /**
   * lint's findings as lint reports them for the method chosen (reported-for.ts): with Batch
   * chosen, an edge reason is not a problem but why Edge is not available, listed there.
   */
  function showChecks(): void {
    const shown = reportedChecks(check, chosen());
    fill(
      diagnostics,
      shown.length === 0
        ? h("p", { class: "ok" }, "No problems found.")
        : h(
            "ul",
            {},
            ...shown.map((d) =>
              h(
                "li",
                { class: `diagnostic ${d.severity}`, "data-code": d.code },
                h(
                  "a",
                  {
                    class: "where",
                    href: "#pql",
                    "aria-label": `${d.range.start.line}:${d.range.start.column}, select it in the rules`,
                    onclick: (e: Event) => {
                      e.preventDefault();
                      select(d);
                    },
                  },
                  `${d.range.start.line}:${d.range.start.column}`,
                ),
                ` ${d.severity} ${d.code} ${d.message} `,
                h("span", { class: "rule" }, `[${d.rule}]`),
                ...d.hints.map((hint) => h("div", { class: "hint" }, `help: ${portalHint(hint)}`)),
              ),
            ),
          ),
    );
  }

  function update(): void {
    const v = check.verdict;
    fill(verdict, h("strong", {}, verdictText(check)));
    canonical.textContent = check.canonical ?? "(the expression does not parse)";
    useCanonical.hidden = check.canonical === undefined || check.canonical === pql.value;
    fastest.textContent = check.invalid.length > 0 ? "" : `Fastest evaluation method AEP allows: ${fastestMethodText(check.method)}`;
    const [edge, streaming, batch] = radios as [HTMLInputElement, HTMLInputElement, HTMLInputElement];
    const allowed = edgeAllowed(check);
    const streamingOk = streamingAllowed(check);
    edge.disabled = !allowed;
    streaming.disabled = !streamingOk;
    // A method the expression does not allow moves to the next slower one it does (AEP would
    // refuse it, and lint reports it as PQL410 for streaming).
    if (!allowed && edge.checked) (streamingOk ? streaming : batch).checked = true;
    if (!streamingOk && streaming.checked) batch.checked = true;
    const blocking = [...check.invalid, ...v.reasons.filter((r) => r.severity === "error")];
    // While errors stand nothing is saved: the emulator would refuse it with the same errors.
    const blocker = saveBlocker(check);
    blocked.textContent = blocker ?? "";
    blocked.hidden = blocker === undefined;
    save.disabled = saving || blocker !== undefined;
    fill(
      edgeReasons,
      allowed
        ? null
        : h(
            "div",
            {},
            h("p", {}, "Edge is not available for this expression:"),
            h("ul", {}, ...blocking.map((r) => h("li", { "data-rule": r.rule }, `${r.message} [${r.rule}]`))),
          ),
    );
    const streamingBlocking = check.streaming.reasons.filter((r) => r.severity === "error");
    if (!streamingOk && check.invalid.length === 0 && streamingBlocking.length > 0)
      edgeReasons.append(
        h(
          "div",
          { id: "streaming-reasons" },
          h("p", {}, "Streaming is not available for this expression:"),
          h("ul", {}, ...streamingBlocking.map((r) => h("li", { "data-rule": r.rule }, `${r.message} [${r.rule}]`))),
        ),
      );
    showChecks();
    const chosenPolicy = policies.find((p) => p.id === policy.value);
    if (chosen() === "Edge" && chosenPolicy && !chosenPolicy.isActiveOnEdge)
      edgeReasons.append(
        h("p", { class: "warning" }, `The merge policy "${chosenPolicy.name}" is not active on edge: choose one that is.`),
      );
  }

  async function submit(event: Event): Promise<void> {
    event.preventDefault();
    error.replaceChildren();
    // The text may have changed since the last (debounced) check.
    clearTimeout(timer);
    check = checkPql(pql.value);
    update();
    if (saveBlocker(check) !== undefined) return;
    // Checked here, not left to the service: the field is marked and gets the focus.
    const missing = nameProblem(name.value);
    markName(missing);
    if (missing) {
      name.focus();
      return;
    }
    saving = true;
    save.disabled = true;
    try {
      const definition: AudienceDefinition = {
        name: name.value.trim(),
        ...(description.value.trim() ? { description: description.value.trim() } : {}),
        expression: { type: "PQL", format: "pql/text", value: pql.value },
        evaluationInfo: evaluationInfoFor(chosen()),
        schema: { name: "_xdm.context.profile" },
        ...(policy.value ? { mergePolicyId: policy.value } : {}),
      };
      const saved = existing ? await api.update(existing.id, createBody(definition)) : await api.create(createBody(definition));
      navigate(`#/audience/${encodeURIComponent(saved.id)}`);
    } catch (e) {
      const reasons = e instanceof PortalApiError ? e.reasons : [];
      fill(
        error,
        h("p", {}, `Not saved: ${e instanceof Error ? e.message : String(e)}`),
        reasons.length ? h("ul", {}, ...reasons.map((r) => h("li", {}, `${r.message} [${r.rule}]`))) : null,
      );
    } finally {
      saving = false;
      update();
    }
  }

  fill(
    main,
    h(
      "div",
      { class: "title" },
      h("h1", {}, existing ? `Edit ${existing.name}` : "Create audience"),
      existing
        ? h("a", { href: `#/audience/${encodeURIComponent(existing.id)}` }, "Back to the audience")
        : h("a", { href: "#/" }, "Back to audiences"),
    ),
    h(
      "form",
      { class: "create", onsubmit: (e) => void submit(e), novalidate: true },
      h("div", { class: "field" }, h("label", { for: "name" }, "Name"), name, nameError),
      h("div", { class: "field" }, h("label", { for: "description" }, "Description (optional)"), description),
      h("div", { class: "field" }, h("label", { for: "pql" }, "Rules (PQL)"), h("div", { class: "editor" }, gutter, pql, measure)),
      h(
        "section",
        { class: "card estimate-card", "aria-labelledby": "estimate-title" },
        h("h2", { id: "estimate-title" }, "Estimated profiles"),
        estimate,
      ),
      h(
        "section",
        { class: "checks", "aria-label": "Checks" },
        h("h2", {}, "Checks"),
        verdict,
        fastest,
        diagnostics,
        h("h3", {}, "Canonical form"),
        canonical,
        useCanonical,
      ),
      h(
        "fieldset",
        { class: "methods" },
        h("legend", {}, "Evaluation method"),
        ...EVALUATION_METHODS.map((m, i) =>
          h("span", { class: "choice" }, radios[i]!, h("label", { for: `method-${m.toLowerCase()}` }, m)),
        ),
        edgeReasons,
      ),
      h("div", { class: "field" }, h("label", { for: "merge-policy" }, "Merge policy"), policy),
      error,
      h("div", { class: "actions" }, save, blocked),
    ),
  );
  update();
  numberLines();
  void estimateNow();
  name.focus();
}
