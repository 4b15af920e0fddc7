// A deterministic corpus of realistic audience files for the benchmark: the four edge types and
// ineligible ones, JSON and YAML, expressions from ~50 bytes to ~20 KB (long CHAINs, many
// and-ed attributes, deep nesting) and a few broken files. Same seed, same bytes.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** mulberry32: a tiny seeded PRNG, so the corpus is identical on every machine. */
export function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const countries = ["US", "CA", "FR", "DE", "JP", "BR", "IN", "GB"];
const events = [
  "commerce.checkouts",
  "commerce.productListAdds",
  "web.webpagedetails.pageViews",
  "directMarketing.emailClicked",
  "commerce.purchases",
];
const attributes = [
  "homeAddress.countryCode",
  "workAddress.country",
  "person.gender",
  "loyalty.tier",
  "_acme.segmentScore",
  "person.birthYear",
  "preferredLanguage",
];

function pick(rand, list) {
  return list[Math.floor(rand() * list.length)];
}

function attribute(rand) {
  const path = pick(rand, attributes);
  if (path === "person.birthYear") return `${path} > ${1950 + Math.floor(rand() * 50)}`;
  if (path === "_acme.segmentScore") return `${path} >= ${(rand() * 100).toFixed(1)}`;
  return `${path} = "${pick(rand, countries)}"`;
}

function chain(rand, steps, window) {
  const parts = [];
  for (let i = 0; i < steps; i++) parts.push(`C${i}: WHAT(eventType = "${pick(rand, events)}") WHEN(${window})`);
  return `CHAIN(xEvent, timestamp, [${parts.join(", ")}])`;
}

function attributes_(rand, n) {
  const parts = [];
  for (let i = 0; i < n; i++) parts.push(attribute(rand));
  return parts.join(" and ");
}

function nested(rand, depth) {
  let expr = attribute(rand);
  for (let i = 0; i < depth; i++) expr = `(${expr} ${rand() < 0.5 ? "and" : "or"} ${attribute(rand)})`;
  return expr;
}

const uuid = (rand) => "xxxxxxxx-xxxx-4xxx-8xxx-xxxxxxxxxxxx".replace(/x/g, () => Math.floor(rand() * 16).toString(16));

/**
 * One expression and whether it is meant for the edge. The mix, most common first: the four edge
 * types (60 %), then the heavy ones real repositories also hold: CHAINs of 2 to 12 steps (6 %), many `and`-ed
 * attributes (6 %, log-uniform from 1 to 600 terms, so a few reach ~20 KB), deep nesting (6 %),
 * and ineligible ones (ignore-year, 3-day windows).
 */
function expression(rand) {
  const r = rand();
  if (r < 0.22) return { value: chain(rand, 1, rand() < 0.5 ? "today" : `< ${1 + Math.floor(rand() * 23)} hours before now`), edge: true };
  if (r < 0.44) return { value: attributes_(rand, 1 + Math.floor(rand() * 4)), edge: true };
  if (r < 0.6) return { value: `${attribute(rand)} and ${chain(rand, 1, "today")}`, edge: true };
  if (r < 0.7) return { value: `inSegment("${uuid(rand)}") and inSegment("${uuid(rand)}")`, edge: true };
  if (r < 0.76) return { value: chain(rand, 2 + Math.floor(rand() * 11), "< 3 days before now"), edge: false };
  if (r < 0.82) return { value: attributes_(rand, Math.floor(Math.exp(rand() * Math.log(600))) + 1), edge: true };
  if (r < 0.88) return { value: nested(rand, 5 + Math.floor(rand() * 40)), edge: true };
  if (r < 0.93) return { value: `person.birthDate.getMonth() = currentMonth() and ${chain(rand, 1, "today")}`, edge: false };
  return { value: chain(rand, 1, "< 3 days before now"), edge: false };
}

function yamlFile(name, value, edge) {
  return `name: ${JSON.stringify(name)}\nexpression:\n  type: PQL\n  format: pql/text\n  value: |\n    ${value}\nevaluationInfo:\n  batch: { enabled: ${!edge} }\n  continuous: { enabled: false }\n  synchronous: { enabled: ${edge} }\nschema:\n  name: _xdm.context.profile\n`;
}

function jsonFile(name, value, edge) {
  return `${JSON.stringify(
    {
      name,
      expression: { type: "PQL", format: "pql/text", value },
      evaluationInfo: { batch: { enabled: !edge }, continuous: { enabled: false }, synchronous: { enabled: edge } },
      schema: { name: "_xdm.context.profile" },
    },
    null,
    2,
  )}\n`;
}

/** The i-th file of the corpus: name and text (a pure function of seed and i). */
export function corpusFile(seed, i) {
  const rand = prng(seed * 1_000_003 + i);
  const name = `Audience ${i}`;
  const { value, edge } = expression(rand);
  const broken = rand() < 0.01;
  if (rand() < 0.5) {
    const text = yamlFile(name, value, edge);
    return { file: `a${i}.audience.yaml`, text: broken ? text.replace("expression:", "expression: [") : text, value };
  }
  const text = jsonFile(name, value, edge);
  return { file: `a${i}.audience.json`, text: broken ? text.slice(0, text.length / 2) : text, value };
}

/** Writes `count` files under `dir` in subdirectories of 1 000 and returns the directory. */
export function writeCorpus(dir, count, seed = 7) {
  rmSync(dir, { recursive: true, force: true });
  for (let i = 0; i < count; i++) {
    const { file, text } = corpusFile(seed, i);
    const sub = join(dir, `d${Math.floor(i / 1000)}`);
    if (i % 1000 === 0) mkdirSync(sub, { recursive: true });
    writeFileSync(join(sub, file), text);
  }
  return dir;
}
