// `POST /data/core/ups/segment/conversion` ("Convert segment definition" in AEP's segment
// definitions endpoint guide): the body is a segment definition; the answer is the same
// definition with its expression in the other format (pql/text -> pql/json, pql/json ->
// pql/text), plus the caller's org and sandbox, as AEP's example shows. Nothing is stored.
// The conversion is the project's own (src/pql-json), the same one `pql-audience convert` uses.
// Also here: the PQL text of a stored expression in either format, for the routes that judge or
// evaluate definitions (edge-check.ts, edge.ts).
import { pqlJsonText, pqlTextOf } from "../pql-json/text.js";
import { parse } from "../syntax/index.js";
import { isObject } from "../text/is-object.js";
import { ok, problem } from "./responses.js";
import { route, type Reply, type Route, type RouteContext } from "./router.js";
import type { Json } from "./state.js";

const PATH = "/data/core/ups/segment/conversion";
const SERVER_FIELDS = ["id", "imsOrgId", "sandbox", "creationTime", "updateTime", "updateEpoch"];
/** An API value is one line, as AEP's examples write PQL text. */
const ONE_LINE = { width: Number.POSITIVE_INFINITY };

/** The PQL text of an expression `{format, value}` in either format; undefined when it is neither. */
export function expressionPql(expression: unknown): string | undefined {
  if (!isObject(expression) || typeof expression.value !== "string") return undefined;
  if (expression.format !== "pql/json") return expression.value;
  const read = pqlTextOf(expression.value, ONE_LINE);
  return read.ok ? read.text : undefined;
}

/** Why a pql/json value is not a tree (undefined when it is, or when the format is not pql/json). */
export function pqlJsonProblem(expression: Json): string | undefined {
  if (expression.format !== "pql/json" || typeof expression.value !== "string") return undefined;
  const read = pqlTextOf(expression.value);
  return read.ok ? undefined : `expression.value is not a pql/json tree: ${read.error.message} (at \`${read.error.pointer || "/"}\`)`;
}

function convert(ctx: RouteContext): Reply {
  const bad = (detail: string) => problem(400, "UPS-1400", "Invalid segment definition", detail);
  if (!isObject(ctx.body)) return bad("the body must be a segment definition object");
  const e = ctx.body.expression;
  if (!isObject(e)) return bad("expression is required: {type, format, value}");
  if (e.type !== "PQL") return bad('expression.type must be "PQL"');
  if (e.format !== "pql/text" && e.format !== "pql/json") return bad('expression.format must be "pql/text" or "pql/json"');
  if (typeof e.value !== "string" || e.value.length === 0) return bad("expression.value must be a non-empty string");
  let converted: Json;
  if (e.format === "pql/text") {
    const { ast, errors } = parse(e.value);
    if (!ast || errors.length > 0) {
      const reasons = errors.map((x) => ({
        rule: x.rule,
        code: x.code,
        message: x.message,
        line: x.span.start.line,
        column: x.span.start.column,
      }));
      const detail = reasons.map((r) => `${r.line}:${r.column} ${r.message}`).join("; ");
      return problem(400, "UPS-1410", "Invalid PQL expression", `expression.value is not valid PQL: ${detail}`, { reasons });
    }
    converted = { type: "PQL", format: "pql/json", value: pqlJsonText(ast) };
  } else {
    const read = pqlTextOf(e.value, ONE_LINE);
    if (!read.ok)
      return problem(400, "UPS-1410", "Invalid PQL expression", pqlJsonProblem(e)!, {
        reasons: [{ pointer: read.error.pointer, message: read.error.message }],
      });
    converted = { type: "PQL", format: "pql/text", value: read.text };
  }
  const body: Json = { ...ctx.body };
  for (const f of SERVER_FIELDS) delete body[f];
  return ok({ ...body, imsOrgId: ctx.caller.orgId, sandbox: ctx.state.sandbox(ctx.caller.sandbox!), expression: converted });
}

export const conversionRoutes: Route[] = [{ ...route("POST", PATH, convert), keepsNothing: true }];
