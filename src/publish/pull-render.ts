// One definition of the sandbox as the audience file `pull` writes: the fields publish sends and
// compares (name, description, expression, evaluationInfo, schema, mergePolicyId, ttlInDays),
// each `inSegment` id of a pulled definition replaced by `alias:` and the alias of its file,
// the expression in the form `fmt` gives it, and the id recorded as publish records it
// (`x-pql-audience.id`, the same edit: src/audience/record-id.ts). Pure.
import { Document, isMap, isPair, isScalar } from "yaml";
import { extractFacts } from "../analysis/facts.js";
import { formatAudienceFile } from "../audience/format-audience-file.js";
import { loadAudienceFile } from "../audience/load.js";
import { recordId } from "../audience/record-id.js";
import { ALIAS_PREFIX } from "../audience/schema.js";
import { pqlJsonText } from "../pql-json/text.js";
import { parse } from "../syntax/index.js";
import { type PulledFormat, pulledExpression } from "./pull-expression.js";
import type { LiveDefinition } from "./plan.js";

export type RenderedFile = { ok: true; text: string; notes: string[] } | { ok: false; reason: string };

/**
 * `fileName`: where it goes (its kind decides the encoding; pull writes YAML). `alias`: this
 * file's alias. `aliasOf`: the alias of a referenced definition that is pulled too.
 */
export function renderAudienceFile(
  fileName: string,
  definition: LiveDefinition,
  alias: string,
  aliasOf: (id: string) => string | undefined,
): RenderedFile {
  if (typeof definition.name !== "string" || definition.name.trim() === "")
    return { ok: false, reason: "it has no name (an audience file needs one)" };
  const expression = pulledExpression(definition.expression ?? {});
  if (!expression.ok) return expression;
  const notes: string[] = [];
  const pql = withAliases(expression.text, aliasOf);
  const value = expression.format === "pql/json" ? jsonValue(pql) : pql;
  if (value === undefined) return { ok: false, reason: "its pql/json expression does not read back as PQL" };
  const doc = new Document(fields(definition, expression.format, value, alias));
  flowToggles(doc);
  const text = doc.toString({ lineWidth: 0 });
  const formatted = formatAudienceFile(fileName, text);
  // A definition the parser cannot read (a construct it does not know yet) is still pulled, as
  // the org wrote it: lint reports the problem where it stands.
  if (!formatted.ok) notes.push("its expression does not parse here: written as the org has it, not formatted");
  const recorded = recordId(fileName, formatted.ok ? formatted.output : text, 0, definition.id);
  if (!recorded.ok) return { ok: false, reason: `could not record its id: ${recorded.reason}` };
  const loaded = loadAudienceFile(fileName, recorded.text);
  const back = loaded.audiences[0]?.definition;
  if (loaded.problems.length > 0 || back?.name !== definition.name || back["x-pql-audience"]?.id !== definition.id)
    return { ok: false, reason: `the file written for it does not read back: ${loaded.problems[0]?.message ?? "a field differs"}` };
  return { ok: true, text: recorded.text, notes };
}

/** The pql/json of the PQL text (aliases written in), indented as `convert` writes it into YAML. */
function jsonValue(pql: string): string | undefined {
  const { ast } = parse(pql);
  return ast ? pqlJsonText(ast, 2) : undefined;
}

/** `inSegment("<id>")` -> `inSegment("alias:<alias>")` for the ids of pulled definitions. */
function withAliases(pql: string, aliasOf: (id: string) => string | undefined): string {
  const { ast } = parse(pql);
  if (!ast) return pql;
  let out = pql;
  // From the end backwards, so earlier offsets stay valid (as publish swaps them back).
  const references = extractFacts(ast).segments.filter((s) => s.id !== null && !s.id.startsWith(ALIAS_PREFIX));
  for (const ref of references.sort((a, b) => b.idSpan.start.offset - a.idSpan.start.offset)) {
    const alias = aliasOf(ref.id!);
    if (alias === undefined) continue;
    out = `${out.slice(0, ref.idSpan.start.offset)}${JSON.stringify(`${ALIAS_PREFIX}${alias}`)}${out.slice(ref.idSpan.end.offset)}`;
  }
  return out;
}

type Toggle = { enabled?: boolean } | undefined;

function fields(d: LiveDefinition, format: PulledFormat, value: string, alias: string): Record<string, unknown> {
  const toggle = (t: Toggle) => (typeof t?.enabled === "boolean" ? { enabled: t.enabled } : undefined);
  const info = d.evaluationInfo;
  const evaluationInfo = info
    ? Object.fromEntries((["batch", "continuous", "synchronous"] as const).flatMap((k) => (toggle(info[k]) ? [[k, toggle(info[k])]] : [])))
    : undefined;
  const type = d.expression?.type === "ARL" ? "ARL" : "PQL";
  const entries: [string, unknown][] = [
    ["name", d.name],
    ["description", d.description || undefined],
    ["expression", { type, format, value }],
    ["evaluationInfo", evaluationInfo && Object.keys(evaluationInfo).length > 0 ? evaluationInfo : undefined],
    ["schema", d.schema?.name ? { name: d.schema.name } : undefined],
    ["mergePolicyId", d.mergePolicyId || undefined],
    ["ttlInDays", Number.isInteger(d.ttlInDays) && d.ttlInDays! > 0 ? d.ttlInDays : undefined],
    ["x-pql-audience", { alias }],
  ];
  return Object.fromEntries(entries.filter(([, v]) => v !== undefined));
}

/** `batch: { enabled: false }`, one toggle per line, as the examples write them. */
function flowToggles(doc: Document): void {
  const info = isMap(doc.contents) ? doc.contents.get("evaluationInfo", true) : undefined;
  if (!isMap(info)) return;
  for (const pair of info.items) if (isPair(pair) && isMap(pair.value) && isScalar(pair.key)) pair.value.flow = true;
}
