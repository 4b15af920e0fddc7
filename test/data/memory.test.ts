// The writer streams: 200,000 profiles take about the memory of 20,000 (one chunk of records at
// a time), measured as the peak RSS of the CLI in a child process (PQL_AUDIENCE_REPORT_RSS).
import { describe, expect, it } from "vitest";
import { cli } from "../cli/helpers.js";
import { folders } from "./helpers.js";

const folder = folders();

function peakRssMb(profiles: number): number {
  const cwd = folder();
  // Two events a profile: the profiles file is the one whose size grows with the count here.
  const r = cli(["data", "generate", "--profiles", String(profiles), "--events-per-profile", "2", "--out", "data"], {
    cwd,
    env: { PQL_AUDIENCE_REPORT_RSS: "1" },
  });
  expect(r.status).toBe(0);
  return Number(/peak-rss-kb (\d+)/.exec(r.stderr)![1]) / 1024;
}

describe("data generate's memory", () => {
  it("stays under 200 MB at 200,000 profiles, within 40 MB of a run of 20,000", { timeout: 120_000 }, () => {
    const small = peakRssMb(20_000);
    const large = peakRssMb(200_000);
    expect(large).toBeLessThan(200);
    expect(large - small).toBeLessThan(40);
  });
});
