// Parse throughput, in process, on the bundled library (dist/index.js): `npm run dist && node bench/parse.mjs`.
// Measures lex + parse + CST -> AST, the work `parse(text)` does, over:
//   - every reference example the tests parse (test/syntax/fixtures/reference-examples.yaml),
//   - expressions built from them, about 10 KB, 100 KB and 1 MB long.
// Each figure is the median of 5 timed rounds after a warm-up round. Not a test: no thresholds.
import { readFileSync } from "node:fs";
import { parse as parseYaml } from "yaml";
import { parse } from "../dist/index.js";

const root = new URL("..", import.meta.url);
const fixtures = parseYaml(readFileSync(new URL("test/syntax/fixtures/reference-examples.yaml", root), "utf8"));
const examples = fixtures.filter((e) => e.expect === "parse").map((e) => e.text);
const audiences = fixtures.filter((e) => e.expect === "parse" && e.form !== "notation" && e.text.length > 60).map((e) => e.text);

function conjunction(bytes) {
  const parts = [];
  let length = 0;
  for (let i = 0; length < bytes; i++) {
    const part = `(${audiences[i % audiences.length]})`;
    parts.push(part);
    length += part.length + 5;
  }
  return parts.join(" and ");
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

/** Parses `texts` repeatedly for about `ms` per round; returns expressions/s and MB/s. */
function measure(texts, ms) {
  const bytes = texts.reduce((n, t) => n + Buffer.byteLength(t), 0);
  for (const t of texts) if (parse(t).errors.length > 0) throw new Error(`does not parse: ${t.slice(0, 60)}`);
  const rounds = [];
  for (let round = 0; round < 6; round++) {
    let count = 0;
    const start = performance.now();
    let elapsed = 0;
    do {
      for (const t of texts) parse(t);
      count++;
      elapsed = performance.now() - start;
    } while (elapsed < ms);
    if (round > 0)
      rounds.push({ perSecond: (count * texts.length * 1000) / elapsed, mbPerSecond: (count * bytes) / 1e6 / (elapsed / 1000) });
  }
  return { perSecond: median(rounds.map((r) => r.perSecond)), mbPerSecond: median(rounds.map((r) => r.mbPerSecond)), bytes };
}

const rows = [
  [
    `reference examples (${examples.length}, avg ${Math.round(examples.reduce((n, t) => n + t.length, 0) / examples.length)} B)`,
    measure(examples, 400),
  ],
  [`edge audiences only (avg ${Math.round(audiences.reduce((n, t) => n + t.length, 0) / audiences.length)} B)`, measure(audiences, 400)],
  ["one 10 KB expression", measure([conjunction(10_000)], 400)],
  ["one 100 KB expression", measure([conjunction(100_000)], 1000)],
  ["one 1 MB expression", measure([conjunction(1_000_000)], 3000)],
];
console.log(`node ${process.version}, ${new Date().toISOString().slice(0, 10)}`);
for (const [name, r] of rows)
  console.log(
    `${name.padEnd(44)} ${(r.perSecond < 100 ? r.perSecond.toFixed(1) : Math.round(r.perSecond).toLocaleString("en-US")).padStart(9)} expressions/s  ${r.mbPerSecond.toFixed(2).padStart(6)} MB/s`,
  );
