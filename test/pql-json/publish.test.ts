// publish keeps the format a file uses: a pql/json audience is sent as pql/json (its aliases
// swapped for ids inside the JSON), judged by its PQL, and a second run is all unchanged. Over
// real HTTP against the emulator.
import { describe, expect, it } from "vitest";
import { judgeEdge } from "../../src/analysis/judge.js";
import { listAllSegmentDefinitions } from "../../src/api/segments.js";
import { lintSources } from "../../src/lint/engine.js";
import { applyPlan } from "../../src/publish/apply.js";
import { publishCandidates } from "../../src/publish/candidates.js";
import { buildPlan } from "../../src/publish/plan.js";
import { pqlJsonText, pqlTextOf } from "../../src/pql-json/index.js";
import { parse } from "../../src/syntax/index.js";
import { client, emulator } from "../api/harness.js";

function audience(name: string, format: "pql/text" | "pql/json", pql: string, extras = "") {
  const value = format === "pql/text" ? JSON.stringify(pql) : `|-\n${pqlJsonText(parse(pql).ast!, 2).replace(/^/gm, "    ")}`;
  return `name: ${JSON.stringify(name)}\nexpression:\n  type: PQL\n  format: ${format}\n  value: ${value}\nevaluationInfo:\n  batch: { enabled: false }\n  continuous: { enabled: false }\n  synchronous: { enabled: true }\nschema:\n  name: _xdm.context.profile\n${extras}`;
}

async function publish(sources: Record<string, string>, c: Awaited<ReturnType<typeof client>>["client"]) {
  const candidates = publishCandidates(lintSources(Object.entries(sources).map(([file, text]) => ({ file, text }))));
  const plan = buildPlan(candidates, await listAllSegmentDefinitions(c));
  return { plan, report: await applyPlan(plan, candidates, c) };
}

describe("publish keeps each file's format", () => {
  it("sends pql/json as pql/json, aliases resolved inside the JSON; a second run is unchanged", async () => {
    const { client: c } = client(await emulator({ judge: judgeEdge }));
    const sources = {
      "both.audience.yaml": audience("Both", "pql/json", 'inSegment("alias:us") and inSegment("alias:adults")'),
      "us.audience.yaml": audience("US", "pql/json", 'homeAddress.countryCode = "US"', "x-pql-audience:\n  alias: us\n"),
      "adults.audience.yaml": audience("Adults", "pql/text", "person.age >= 18", "x-pql-audience:\n  alias: adults\n"),
    };
    const { plan, report } = await publish(sources, c);
    expect(plan.steps.map((s) => [s.name, s.action, s.reasons])).toEqual([
      ["Both", "create", []],
      ["US", "create", []],
      ["Adults", "create", []],
    ]);
    expect(report.counts.created).toBe(3);
    const live = await listAllSegmentDefinitions(c);
    const ids = Object.fromEntries(live.map((d) => [d.name, d.id]));
    const formats = Object.fromEntries(live.map((d) => [d.name, d.expression.format]));
    expect(formats).toEqual({ Both: "pql/json", US: "pql/json", Adults: "pql/text" });
    const both = live.find((d) => d.name === "Both")!;
    expect(pqlTextOf(both.expression.value)).toEqual({ ok: true, text: `inSegment("${ids.US}") and inSegment("${ids.Adults}")` });
    expect((await publish(sources, c)).plan.steps.map((s) => s.action)).toEqual(["unchanged", "unchanged", "unchanged"]);
  });

  it("refuses a pql/json audience its PQL keeps off the edge, with the same reason as pql/text", async () => {
    const { client: c } = client(await emulator({ judge: judgeEdge }));
    const window = 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "commerce.productListAdds") WHEN(< 3 days before now)])';
    const reasons = async (format: "pql/text" | "pql/json") =>
      (await publish({ "w.audience.yaml": audience("W", format, window) }, c)).plan.steps.map((s) => [
        s.action,
        s.reasons.map((r) => r.replace(/line \d+/, "line N")),
      ]);
    const asJson = await reasons("pql/json");
    expect(asJson[0]![0]).toBe("refused");
    expect(asJson).toEqual(await reasons("pql/text"));
  });
});
