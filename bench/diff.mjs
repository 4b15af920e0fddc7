// `diff` of ten changed audiences over the estimate bench's data (issue 45: under 15 s on 100,000
// profiles): a git project of ten audiences (countries, loyalty tiers, CHAINs, event counts),
// committed, then each changed once in the working tree and diffed against HEAD, as a pull
// request's check runs it. Not a test: no thresholds; the row says whether all ten were counted.
import { execFileSync } from "node:child_process";
import { timeJsonCommand } from "./json-command.mjs";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

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
    const { ms, cpuMs, peakRssMb, output, stderr, status } = timeJsonCommand(
      ["diff", "--data", dir, "--now", NOW, "--format", "json"],
      project,
    );
    if (!Array.isArray(output?.audiences))
      return { available: false, why: (stderr.split("\n").find((l) => l.trim() !== "") ?? `exit ${status}`).slice(0, 100) };
    return {
      available: true,
      ms,
      cpuMs,
      peakRssMb,
      changed: output.audiences.filter((a) => a.status === "changed").length,
      audiences: output.audiences.map((a) => ({ file: a.file, before: a.before, after: a.after, realized: a.realized, exited: a.exited })),
    };
  } finally {
    rmSync(project, { recursive: true, force: true });
  }
}
