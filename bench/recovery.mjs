// Input with a syntax error costs about what valid input of the same size does: the parser reports
// the first errors and recovers, but never re-scans the rest of the input token by token.
// `npm run dist && node bench/recovery.mjs`. In process, on the built library; medians of 5
// timed rounds after a warm-up. Not a test: no thresholds.
import { parse } from "../dist/index.js";

const TERMS = 3000; // about 40 KB

/** A flat `and` chain of attribute tests, about 40 KB; with `stray`, a stray name after the first term. */
export function recoveryInputs(terms = TERMS) {
  const parts = Array.from({ length: terms }, (_, i) => `person.a${i} = ${i}`);
  const valid = parts.join(" and ");
  return {
    valid,
    "a stray name at the start": `${parts[0]} nxEventot and ${parts.slice(1).join(" and ")}`,
    "a stray name in the middle": `${parts.slice(0, terms / 2).join(" and ")} nxEventot and ${parts.slice(terms / 2).join(" and ")}`,
    "`not not nxEventot not not ...`": `not not nxEventot ${"not not ".repeat(terms / 4)}b and ${parts.slice(0, terms / 2).join(" and ")}`,
  };
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}

function timeParse(text, rounds = 5) {
  parse(text);
  const times = [];
  for (let i = 0; i < rounds; i++) {
    const start = process.hrtime.bigint();
    parse(text);
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  return median(times);
}

/** Milliseconds to parse each input, next to its size and whether it has errors. */
export function benchRecovery() {
  return Object.entries(recoveryInputs()).map(([name, text]) => ({
    name,
    bytes: text.length,
    errors: parse(text).errors.length,
    ms: timeParse(text),
  }));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const r of benchRecovery())
    console.log(
      `${r.name.padEnd(36)} ${String(r.bytes).padStart(7)} B  ${String(r.errors).padStart(2)} errors  ${r.ms.toFixed(2).padStart(8)} ms`,
    );
}
