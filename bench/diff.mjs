// `diff` of ten changed audiences over the estimate bench's data (issue 45: under 15 s on 100,000
// profiles): a git project of ten audiences (countries, loyalty tiers, CHAINs, event counts),
// committed, then each changed once in the working tree and diffed against HEAD, as a pull
// request's check runs it. Not a test: no thresholds; the row says whether all ten were counted.
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const root = new URL("..", import.meta.url).pathname;
const bin = join(root, "bin/pql-audience.js");
const NOW = "2024-05-15T12:00:00Z";
const chain = (type, window) => `CHAIN(xEvent, timestamp, [A: WHAT(eventType = "${type}") WHEN(< ${window} before now)])`;
const count = (type, op) => `xEvent[eventType = "${type}"].count() ${op}`;

/** Each audience before and after its change. */
export const diffAudiences = [
  ["us", `homeAddress.countryCode = "US"`, `homeAddress.countryCode = "CA"`],
  ["fr", `homeAddress.countryCode = "FR"`, `homeAddress.countryCode = "DE"`],
  ["gold", `loyalty.tier = "gold"`, `loyalty.tier = "silver"`],
  ["top-tiers", `loyalty.tier = "silver"`, `loyalty.tier = "silver" or loyalty.tier = "gold"`],
  ["us-gold", `homeAddress.countryCode = "US" and loyalty.tier = "gold"`, `homeAddress.countryCode = "US" and loyalty.tier = "silver"`],
  ["checkout", chain("commerce.checkouts", "2 hours"), chain("commerce.checkouts", "3 hours")],
  ["cart-adds", chain("commerce.productListAdds", "3 days"), chain("commerce.productListAdds", "1 days")],
  [
    "fr-browsers",
    `homeAddress.countryCode = "FR" and ${chain("web.webpagedetails.pageViews", "30 minutes")}`,
    `homeAddress.countryCode = "FR" and ${chain("web.webpagedetails.pageViews", "2 hours")}`,
  ],
  ["buyers", count("commerce.purchases", "> 0"), count("commerce.purchases", "> 1")],
  ["viewers", count("commerce.productViews", ">= 3"), count("commerce.productViews", ">= 5")],
];

/** `diff` of the ten over the data in `dir`: its wall time, CPU and peak RSS, and how many audiences it found changed. */
export function timeDiff(dir) {
  const project = mkdtempSync(join(tmpdir(), "pql-bench-diff-"));
  try {
    const write = (side) => {
      for (const [name, before, after] of diffAudiences) writeFileSync(join(project, `${name}.pql`), `${side === 0 ? before : after}\n`);
    };
    const git = (...args) =>
      execFileSync("git", ["-c", "user.name=bench", "-c", "user.email=bench@example.com", ...args], { cwd: project });
    write(0);
    git("init", "-q");
    git("add", "-A");
    git("commit", "-qm", "the audiences before");
    write(1);
    const start = performance.now();
    const r = spawnSync(process.execPath, [bin, "diff", "--data", dir, "--now", NOW, "--format", "json"], {
      cwd: project,
      encoding: "utf8",
      env: { ...process.env, NO_COLOR: "1", PQL_AUDIENCE_REPORT_RSS: "1" },
      maxBuffer: 1 << 30,
    });
    const ms = performance.now() - start;
    let output;
    try {
      output = JSON.parse(r.stdout);
    } catch {
      output = undefined;
    }
    if (!Array.isArray(output?.audiences))
      return { available: false, why: (r.stderr.split("\n").find((l) => l.trim() !== "") ?? `exit ${r.status}`).slice(0, 100) };
    const rss = /peak-rss-kb (\d+)/.exec(r.stderr);
    const cpu = /cpu-ms (\d+)/.exec(r.stderr);
    return {
      available: true,
      ms,
      cpuMs: cpu ? Number(cpu[1]) : null,
      peakRssMb: rss ? Number(rss[1]) / 1024 : null,
      changed: output.audiences.filter((a) => a.status === "changed").length,
      audiences: output.audiences.map((a) => ({ file: a.file, before: a.before, after: a.after, realized: a.realized, exited: a.exited })),
    };
  } finally {
    rmSync(project, { recursive: true, force: true });
  }
}
