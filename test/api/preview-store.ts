// A profile store for the preview and estimate tests, filled the way AEP's is: attributes streamed
// to an inlet (a streaming source dataflow made from examples/stream.yaml) and events sent to the
// Edge Network's interact call. The same records, kept here, are what the evaluator (the oracle)
// is run over to know how many profiles an expression should qualify.
import { readFileSync } from "node:fs";
import { interact } from "../../src/api/edge.js";
import type { AepClient } from "../../src/api/http.js";
import { evaluate } from "../../src/evaluate/index.js";
import { createStream } from "../../src/stream/create.js";
import { parseStreamSpec } from "../../src/stream/spec-problems.js";
import { parse } from "../../src/syntax/index.js";

/** The emulator's clock in these tests: every job is evaluated at this instant. */
export const NOW = Date.parse("2026-03-01T12:00:00Z");

interface Person {
  namespace: string;
  id: string;
  attributes: Record<string, unknown>;
  events: { eventType: string; timestamp: string }[];
}

/** 15 people: 12 by ECID, 3 by Email; a third in each of US, FR and DE; four recent checkouts, one old. */
export const PEOPLE: Person[] = Array.from({ length: 15 }, (_, i) => ({
  namespace: i < 12 ? "ECID" : "Email",
  id: i < 12 ? `visitor-${i}` : `person${i}@example.com`,
  attributes: { homeAddress: { countryCode: ["US", "FR", "DE"][i % 3] }, loyalty: { points: i * 10 } },
  events:
    i < 4
      ? [{ eventType: "commerce.checkouts", timestamp: "2026-03-01T10:00:00Z" }]
      : i === 4
        ? [{ eventType: "commerce.checkouts", timestamp: "2026-02-01T10:00:00Z" }]
        : [],
}));

const identityMap = (p: Person) => ({ [p.namespace]: [{ id: p.id, primary: true }] });

/** Streams every person's attributes and sends their events, through the emulator's own endpoints. */
export async function fillStore(client: AepClient, edgeUrl: string): Promise<void> {
  const spec = parseStreamSpec(readFileSync(new URL("../../examples/stream.yaml", import.meta.url), "utf8"), "stream.yaml");
  const { inletUrl } = await createStream(spec, client, () => {});
  for (const p of PEOPLE) {
    const r = await fetch(inletUrl!, {
      method: "POST",
      headers: { "content-type": "application/json", "x-sandbox-name": "prod" },
      body: JSON.stringify({ identityMap: identityMap(p), ...p.attributes }),
    });
    if (r.status !== 200) throw new Error(`the inlet refused ${p.id}: ${r.status} ${await r.text()}`);
    for (const e of p.events)
      await interact(client, { edgeUrl, datastreamId: "ds-test", event: { xdm: { identityMap: identityMap(p), ...e } } });
  }
}

/** The profiles the evaluator qualifies for `pql` at NOW, as `namespace:id` keys: what an exact estimate must count. */
export function oracle(pql: string): string[] {
  const { ast } = parse(pql);
  if (!ast) throw new Error(`the test's PQL does not parse: ${pql}`);
  return PEOPLE.filter((p) => evaluate(ast, { profile: p.attributes, events: p.events, now: NOW }).qualifies).map(
    (p) => `${p.namespace}:${p.id}`,
  );
}
