// The work behind `stream send`: read the records (a JSON object or an array of them), check each
// against the dataflow's schema when --flow-id names it, then post them one by one to the inlet.
// A file with a record of the wrong type sends nothing: it is one batch of test data, and sending
// the good records alone would leave a half-sent file that cannot be sent again without
// duplicating them. So every bad record is named (record number, field, expected and actual
// type, line and column), and the run exits 1 before the first request.
import { createAnonymousClient } from "../api/client.js";
import { ApiError } from "../api/errors.js";
import type { AepClient } from "../api/http.js";
import { jsonValue, parseJson } from "../audience/json-source.js";
import { readDataflowTarget, readRecordShape, type DataflowTarget } from "../stream/dataflow-shape.js";
import { xdmEnvelope } from "../stream/xdm-envelope.js";
import { checkRecords, recordNodes, type RecordProblem } from "../stream/record-check.js";
import { LineMap } from "../syntax/positions.js";
import { plural } from "../text/plural.js";
import { openSession, reportApiError } from "./aep-session.js";
import { ExitCode, UsageError } from "./exit.js";
import { readInput } from "./io.js";
import { stderr } from "./startup/stdio.js";

export interface StreamSendOptions {
  inletUrl: string;
  file: string;
  flowId?: string;
  /** Send the AEP token: for inlets created with authenticationRequired. */
  auth: boolean;
  /** Check the records against the dataflow's schema first (--no-check skips it). */
  check: boolean;
  /** Wrap each record in the XDM envelope (streaming-ingestion.yaml's `streamingMessage`); needs --flow-id. */
  xdm?: boolean;
  debug: boolean;
  /** The sandbox for `x-sandbox-name` when no credentials are read: AEP_SANDBOX, else "prod". */
  sandbox?: string;
}

/** Posts each record of a JSON file (one object, or an array of them) to an inlet. */
export async function runStreamSend(options: StreamSendOptions): Promise<number> {
  let url: URL;
  try {
    url = new URL(options.inletUrl);
  } catch {
    throw new UsageError(`"${options.inletUrl}" is not a URL; give the inlet URL that stream create or stream get printed`);
  }
  if (options.xdm && !options.flowId)
    throw new UsageError("--xdm needs --flow-id: the envelope names the dataflow, its schema and its dataset");
  const input = await readInput(options.file);
  const lines = new LineMap(input.text);
  const parsed = parseJson(input.text);
  if (!parsed.ok) {
    const at = lines.position(parsed.error.start);
    throw new UsageError(`${input.name}:${at.line}:${at.column}: not JSON: ${parsed.error.message}`);
  }
  const nodes = recordNodes(parsed.node);
  if (nodes.length === 0) throw new UsageError(`${input.name} holds an empty array: nothing to send`);
  const records = nodes.map(jsonValue);

  // The control plane (credentials) is needed to read the dataflow's schema, and with --auth.
  let session: Awaited<ReturnType<typeof openSession>>;
  if (options.auth || options.xdm || (options.check && options.flowId)) {
    session = await openSession(options.debug);
    if (!session) {
      if (!options.auth) stderr.write("(stream send reads the dataflow's schema to check the records; --no-check skips that)\n");
      return ExitCode.Usage;
    }
  }
  let dataflow: DataflowTarget | undefined;
  if (options.flowId && (options.xdm || options.check)) {
    try {
      dataflow = await readDataflowTarget(session!.client, options.flowId);
    } catch (e) {
      reportApiError(`could not read dataflow ${options.flowId}`, e, options.debug);
      return ExitCode.Usage;
    }
  }
  if (options.check && dataflow) {
    let problems: RecordProblem[];
    try {
      problems = checkRecords(nodes, await readRecordShape(session!.client, dataflow));
    } catch (e) {
      reportApiError(`could not read dataflow ${options.flowId} to check the records against its schema`, e, options.debug);
      return ExitCode.Usage;
    }
    if (problems.length > 0) {
      for (const p of problems) {
        const at = lines.position(p.offset);
        const field = p.mappedTo ? `${p.path} (mapped to ${p.mappedTo})` : p.path;
        stderr.write(`${input.name}:${at.line}:${at.column}: record ${p.record}: ${field}: expected ${p.expected}, got ${p.actual}\n`);
      }
      const bad = new Set(problems.map((p) => p.record)).size;
      stderr.write(
        `Nothing sent: ${plural(bad, "record")} of ${records.length} ${bad === 1 ? "does" : "do"} not match the schema of dataflow ${options.flowId}; fix ${bad === 1 ? "it" : "them"} and send the file again.\n`,
      );
      return ExitCode.Problems;
    }
  } else if (options.check)
    stderr.write("note: records not checked against a schema: give --flow-id to check them against the dataflow's (--no-check to skip)\n");

  // The inlet is the data plane: it needs no AEP credentials unless its connection was created
  // with authenticationRequired, and then --auth sends the token (and the usual AEP headers).
  const client: AepClient =
    options.auth && session
      ? session.client
      : createAnonymousClient({ debug: options.debug ? (l) => stderr.write(`debug: ${l}\n`) : undefined });
  let bodies: unknown[] = records;
  if (options.xdm) {
    const { schemaId, datasetId } = dataflow!; // read above: --xdm needs --flow-id and a session
    if (!schemaId || !datasetId) {
      stderr.write(`pql-audience: dataflow ${options.flowId} names no target schema and dataset; send the records raw (without --xdm)\n`);
      return ExitCode.Usage;
    }
    const target = { schemaId, datasetId, imsOrgId: session!.credentials.orgId, flowId: options.flowId! };
    bodies = records.map((record) => xdmEnvelope(target, record));
  }
  // The headers streaming-ingestion.yaml's `sendMessage` requires (x-sandbox-name, Content-Type),
  // and the dataflow as Adobe's raw-data tutorial sends it, in `x-adobe-flow-id`.
  const headers: Record<string, string> = {
    "x-sandbox-name": session?.credentials.sandbox ?? options.sandbox ?? "prod",
    ...(options.flowId ? { "x-adobe-flow-id": options.flowId } : {}),
  };
  let accepted = 0;
  for (const [i, body] of bodies.entries()) {
    try {
      await client.request({ method: "POST", path: url.toString(), json: body, headers, auth: options.auth });
      accepted++;
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      stderr.write(
        `  record ${i + 1}: ${e.detail ?? e.message}${e.status === 401 && !options.auth ? " (this inlet wants a token: add --auth)" : ""}\n`,
      );
    }
  }
  const rejected = records.length - accepted;
  stderr.write(
    `${plural(records.length, "record")} sent to ${url.origin}${url.pathname}: ${accepted} accepted${rejected ? `, ${rejected} rejected` : ""}\n`,
  );
  return rejected > 0 ? ExitCode.Problems : ExitCode.Ok;
}
