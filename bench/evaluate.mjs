// Evaluation throughput, in process: `npm run dist && node bench/evaluate.mjs`.
// One warm profile with 1 000 events, evaluated against one audience of each edge type. The
// evaluator is bundled from src/evaluate with esbuild in memory (it is not in the package's
// exports yet); the parser comes from the built library. Each figure is the median of 5 timed
// rounds after a warm-up round. Not a test: no thresholds.
import { build } from "esbuild";
import { parse } from "../dist/index.js";

const EVENTS = 1_000;
const NOW = Date.parse("2024-05-15T12:00:00Z");

export const edgeAudiences = {
  "single event, window under 24 h": 'CHAIN(xEvent, timestamp, [C0: WHAT(eventType.equals("commerce.checkouts", false)) WHEN(today)])',
  "profile only": 'homeAddress.country.equals("US", false)',
  "single event plus profile attributes":
    'workAddress.country.equals("US", false) and CHAIN(xEvent, timestamp, [C0: WHAT(eventType.equals("commerce.checkouts", false)) WHEN(< 24 hours before now)])',
  "segment of segments": 'inSegment("a730ed3f-119c-415b-a4ac-27c396ae2dff") and inSegment("8fbbe169-2da6-4c9d-a332-b6a6ecf559b9")',
};

/** A profile and its events, oldest first over the last 30 days; the one checkout is the newest event, so a CHAIN reads them all. */
export function sampleProfile(events = EVENTS) {
  const types = ["web.webpagedetails.pageViews", "commerce.productViews", "commerce.productListAdds"];
  const list = Array.from({ length: events }, (_, i) => ({
    _id: `event-${i}`,
    eventType: i === events - 1 ? "commerce.checkouts" : types[i % types.length],
    timestamp: new Date(NOW - (events - i) * ((30 * 86_400_000) / events)).toISOString(),
    web: { webPageDetails: { name: `page ${i % 40}` } },
    commerce: { productViews: { value: 1 } },
  }));
  const profile = {
    homeAddress: { country: "US" },
    workAddress: { country: "us" },
    identityMap: { ECID: [{ id: "1234", primary: true }] },
    segmentMembership: {
      ups: {
        "a730ed3f-119c-415b-a4ac-27c396ae2dff": { status: "realized" },
        "8fbbe169-2da6-4c9d-a332-b6a6ecf559b9": { status: "existing" },
      },
    },
  };
  return { profile, events: list };
}

async function loadEvaluate() {
  const out = await build({
    entryPoints: [new URL("../src/evaluate/index.ts", import.meta.url).pathname],
    bundle: true,
    format: "esm",
    write: false,
    platform: "neutral",
  });
  return (await import(`data:text/javascript;base64,${Buffer.from(out.outputFiles[0].text).toString("base64")}`)).evaluate;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Evaluations per second of each edge audience on the sample profile: [[name, perSecond, qualifies]]. */
export async function benchEvaluate({ ms = 300, events = EVENTS } = {}) {
  const evaluate = await loadEvaluate();
  const input = { ...sampleProfile(events), now: NOW };
  const rows = [];
  for (const [name, text] of Object.entries(edgeAudiences)) {
    const { ast, errors } = parse(text);
    if (!ast) throw new Error(`${name}: ${errors[0].message}`);
    const qualifies = evaluate(ast, input).qualifies;
    const rounds = [];
    for (let round = 0; round < 6; round++) {
      let count = 0;
      const start = performance.now();
      let elapsed = 0;
      do {
        for (let i = 0; i < 100; i++) evaluate(ast, input);
        count += 100;
        elapsed = performance.now() - start;
      } while (elapsed < ms);
      if (round > 0) rounds.push((count * 1000) / elapsed);
    }
    rows.push([name, median(rounds), qualifies]);
  }
  return rows;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(
    `node ${process.version}, ${new Date().toISOString().slice(0, 10)}, one profile with ${EVENTS.toLocaleString("en-US")} events`,
  );
  for (const [name, perSecond, qualifies] of await benchEvaluate())
    console.log(
      `${name.padEnd(40)} ${Math.round(perSecond).toLocaleString("en-US").padStart(11)} evaluations/s  ${(1000 / perSecond).toFixed(4)} ms each  qualifies=${qualifies}`,
    );
}
