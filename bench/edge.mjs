// The emulator's interact round trip: one event over loopback HTTP, stored, and every edge
// audience of the sandbox evaluated against the profile (4 audiences, one of each edge type, and a
// profile with up to 1,000 events). `npm run dist && node bench/edge.mjs`. Median of 500 warm
// calls. Not a test: no thresholds.
import { createAepClient, createSegmentDefinition, interact } from "../dist/api.js";
import { judgeEdge, startEmulator } from "../dist/emulator.js";
import { edgeAudiences } from "./evaluate.mjs";

export async function benchEdge({ calls = 500 } = {}) {
  const emulator = await startEmulator({ judge: judgeEdge });
  try {
    const client = createAepClient(
      {
        clientId: "bench",
        clientSecret: "bench-secret",
        scopes: "openid",
        orgId: "BENCH@AdobeOrg",
        sandbox: "prod",
        baseUrl: emulator.url,
        imsUrl: emulator.url,
      },
      { retry: { maxAttempts: 1 } },
    );
    for (const [name, value] of Object.entries(edgeAudiences)) {
      await createSegmentDefinition(client, {
        name,
        expression: { type: "PQL", format: "pql/text", value },
        schema: { name: "_xdm.context.profile" },
        evaluationInfo: { batch: { enabled: false }, continuous: { enabled: false }, synchronous: { enabled: true } },
      });
    }
    const send = (i) =>
      interact(client, {
        edgeUrl: emulator.url,
        datastreamId: "bench",
        event: {
          xdm: {
            identityMap: { ECID: [{ id: "visitor", primary: true }] },
            eventType: i % 10 === 0 ? "commerce.checkouts" : "web.webpagedetails.pageViews",
            timestamp: new Date(Date.now() - (calls - i) * 1000).toISOString(),
          },
        },
      });
    for (let i = 0; i < 50; i++) await send(i);
    const times = [];
    for (let i = 0; i < calls; i++) {
      const start = performance.now();
      await send(i);
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    return { calls, medianMs: times[Math.floor(times.length / 2)], p95Ms: times[Math.floor(times.length * 0.95)] };
  } finally {
    await emulator.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const r = await benchEdge();
  console.log(`interact round trip: median ${r.medianMs.toFixed(2)} ms, p95 ${r.p95Ms.toFixed(2)} ms over ${r.calls} calls`);
}
