// publish refuses a file whose stated method its expression does not allow: marked for streaming,
// a 3-day window is not streaming-eligible (lint's PQL410 error), so nothing is sent for it; the
// same expression marked batch is published. Through lint's errors, as every refusal is.
import { rmSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { judgeEdge } from "../../src/analysis/judge.js";
import { emulator } from "../api/harness.js";
import { workspace } from "../cli/helpers.js";
import { publish } from "./run-publish.js";

const threeDays = 'CHAIN(xEvent, timestamp, [A: WHAT(eventType = "commerce.productListAdds") WHEN(< 3 days before now)])';
const audience = (name: string, toggle: "continuous" | "batch") =>
  `name: ${name}\nexpression:\n  type: PQL\n  format: pql/text\n  value: ${JSON.stringify(threeDays)}\nevaluationInfo:\n  ${toggle}: { enabled: true }\nschema:\n  name: _xdm.context.profile\n`;

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("publish: a stated method the expression does not allow", () => {
  it("refuses the streaming file (PQL410) and sends nothing for it; the batch file of the same expression is created", async () => {
    const emu = await emulator({ judge: judgeEdge });
    const dir = workspace({
      "streaming.audience.yaml": audience("Cart adds, streaming", "continuous"),
      "batch.audience.yaml": audience("Cart adds, batch", "batch"),
    });
    dirs.push(dir);
    const r = await publish([".", "--yes"], emu, dir);
    expect(r.status).toBe(1);
    expect(r.out).toMatch(/^x refused +Cart adds, streaming +streaming\.audience\.yaml/m);
    expect(r.out).toContain("PQL410");
    expect(emu.state.data.segments.map((s) => s.name)).toEqual(["Cart adds, batch"]);
  });
});
