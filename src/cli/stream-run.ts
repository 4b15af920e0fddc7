import { ApiError } from "../api/errors.js";
import { EtagConflictError } from "../api/etag-update.js";
import { listFlowRuns, runSummary, type RunSummary } from "../api/flow-runs.js";
import { getFlow, inletUrlOf, renameOperations, type updateFlow, webhookUrl } from "../api/flows.js";
import type { AepClient } from "../api/http.js";
import { renderRuns, runsLine } from "../report/stream-runs.js";
import type { FlowItem } from "../api/response-types.js";
import { deleteStream } from "../stream/delete.js";
import { createStream, StreamCreateError } from "../stream/create.js";
import { parseResumeArgument, STEP_LABELS } from "../stream/resources.js";
import { parseStreamSpec, StreamSpecError } from "../stream/spec-problems.js";
import { openSession, reportApiError } from "./aep-session.js";
import { ExitCode, UsageError } from "./exit.js";
import { plural } from "../text/plural.js";
import { readInput, useColor } from "./io.js";
import { errorText, progressLine } from "../report/stream-progress.js";
import { stderr, stdout } from "./startup/stdio.js";

export interface StreamCreateOptions {
  file: string;
  keepOnFailure: boolean;
  resume?: string;
  debug: boolean;
}

export async function runStreamCreate(options: StreamCreateOptions): Promise<number> {
  const input = await readInput(options.file);
  let spec;
  try {
    spec = parseStreamSpec(input.text, input.name);
  } catch (e) {
    if (!(e instanceof StreamSpecError)) throw e;
    stderr.write(`${e.message}\n${plural(e.problems.length, "problem")} in ${input.name}; nothing was created\n`);
    return ExitCode.Problems;
  }
  let resume;
  try {
    resume = options.resume ? parseResumeArgument(options.resume) : undefined;
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
  const session = await openSession(options.debug);
  if (!session) return ExitCode.Usage;
  const color = useColor(stderr);
  stderr.write(`Creating stream "${spec.name}" in sandbox ${session.credentials.sandbox}\n`);
  try {
    const created = await createStream(
      spec,
      session.client,
      (event) => {
        const line = progressLine(event, color);
        if (line) stderr.write(`${line}\n`);
      },
      { keepOnFailure: options.keepOnFailure, resume },
    );
    stderr.write(`Dataflow ${created.flowId} is ${created.state ?? "created"}.\n`);
    if (created.inletUrl) {
      stdout.write(`inlet URL    ${created.inletUrl}\nwebhook URL  ${created.webhookUrl}\n`);
      stderr.write(
        `Give the webhook URL to the sending system. Test it: pql-audience stream send ${created.inletUrl} --flow-id ${created.flowId} --file events.json\n`,
      );
    } else stderr.write(`The service has not given an inlet URL yet; read it later with: pql-audience stream get ${created.flowId}\n`);
    return ExitCode.Ok;
  } catch (e) {
    if (!(e instanceof StreamCreateError)) throw e;
    // The step's error is on its ✗ line above; this says what state things are in now.
    stderr.write(`pql-audience: stream create stopped at the ${STEP_LABELS[e.failedStep]} step.\n`);
    if (options.debug && e.cause instanceof ApiError && e.cause.raw) stderr.write(`debug: response body: ${e.cause.raw}\n`);
    const n = (k: number) => plural(k, "resource");
    const unused =
      e.undeletable.length > 0
        ? `; mapping set ${e.undeletable.map((r) => r.id).join(", ")} stays (AEP's Data Prep API has no delete for mapping sets)`
        : "";
    if (e.left.length === 0)
      stderr.write(
        e.deleted.length > 0
          ? `Rolled back: ${n(e.deleted.length)} deleted${unused || ", nothing left behind"}.\n`
          : e.undeletable.length > 0
            ? `Nothing to delete${unused}.\n`
            : "Nothing had been created.\n",
      );
    else {
      stderr.write(
        options.keepOnFailure
          ? `Kept ${n(e.left.length)} (--keep-on-failure).\n`
          : `Rolled back ${n(e.deleted.length)}; ${n(e.left.length)} could not be deleted (listed above).\n`,
      );
      stderr.write(`Resume with: pql-audience stream create --file ${options.file} --resume ${e.resume}\n`);
    }
    return ExitCode.Usage;
  }
}

export interface StreamGetOptions {
  flowId: string;
  format: "text" | "json";
  debug: boolean;
}

export async function runStreamGet(options: StreamGetOptions): Promise<number> {
  const session = await openSession(options.debug);
  if (!session) return ExitCode.Usage;
  let flow: FlowItem;
  let inlet: string | undefined;
  let runs: RunSummary[];
  try {
    flow = await getFlow(session.client, options.flowId);
    runs = await runSummaries(session.client, flow.id);
    const base = (flow as { inheritedAttributes?: { sourceConnections?: { baseConnection?: { id?: string } }[] } }).inheritedAttributes
      ?.sourceConnections?.[0]?.baseConnection?.id;
    inlet = await inletUrlOf(session.client, flow, base);
  } catch (e) {
    reportApiError(`could not read dataflow ${options.flowId}`, e, options.debug);
    return ExitCode.Usage;
  }
  const hook = inlet ? webhookUrl(inlet, flow.id) : undefined;
  if (options.format === "json") {
    stdout.write(`${JSON.stringify({ ...flow, inletUrl: inlet ?? null, webhookUrl: hook ?? null, runSummary: runs }, null, 2)}\n`);
    return ExitCode.Ok;
  }
  const op = flow.lastOperation;
  const rows: [string, string][] = [
    ["state", flow.state ?? "-"],
    ["flow spec", flow.flowSpec?.id ?? "-"],
    ["inlet URL", inlet ?? "- (none yet)"],
    ["webhook URL", hook ?? "-"],
    ["last operation", op ? `${op.operation ?? "?"}, ${op.status?.value ?? "?"}${op.updated ? `, ${gmt(op.updated)}` : ""}` : "-"],
    ["runs", runsLine(runs)],
    ["source", flow.sourceConnectionIds.join(", ") || "-"],
    ["target", flow.targetConnectionIds.join(", ") || "-"],
    ["etag", flow.etag],
  ];
  stdout.write(`${flow.name ?? "(unnamed)"}  ${flow.id}\n${rows.map(([k, v]) => `  ${k.padEnd(15)} ${v}`).join("\n")}\n`);
  return ExitCode.Ok;
}

/** The dataflow's runs (listFlowRuns), newest first, as people read them. */
async function runSummaries(client: AepClient, flowId: string): Promise<RunSummary[]> {
  const now = client.clock.now();
  return (await listFlowRuns(client, flowId)).map((r) => runSummary(r, now)).sort((a, b) => (b.startedAt ?? 0) - (a.startedAt ?? 0));
}

export interface StreamRunsOptions {
  flowId: string;
  format: "text" | "json";
  debug: boolean;
}

/** `stream runs FLOW`: the dataflow's runs with their record counts, status, errors and duration. */
export async function runStreamRuns(options: StreamRunsOptions): Promise<number> {
  const session = await openSession(options.debug);
  if (!session) return ExitCode.Usage;
  let runs: RunSummary[];
  try {
    runs = await runSummaries(session.client, options.flowId);
  } catch (e) {
    reportApiError(`could not read the runs of dataflow ${options.flowId}`, e, options.debug);
    return ExitCode.Usage;
  }
  if (options.format === "json") {
    stdout.write(`${JSON.stringify({ flowId: options.flowId, runs }, null, 2)}\n`);
    return ExitCode.Ok;
  }
  stdout.write(renderRuns(runs));
  stderr.write(
    `${runs.length === 0 ? "No runs yet: the dataflow has received no records" : runsLine(runs)} (dataflow ${options.flowId})\n`,
  );
  return ExitCode.Ok;
}

function gmt(ms: number): string {
  return `${new Date(ms).toISOString().slice(0, 16).replace("T", " ")} GMT`;
}

export interface RenameOptions {
  id: string;
  name?: string;
  description?: string;
  debug: boolean;
}

/** `stream update` and `account update`: PATCH name/description with If-Match, retry once on 412. */
export async function runRename(kind: "dataflow" | "connection", options: RenameOptions, update: typeof updateFlow): Promise<number> {
  const ops = renameOperations(options);
  if (ops.length === 0) throw new UsageError("give --name, --description or both");
  const session = await openSession(options.debug);
  if (!session) return ExitCode.Usage;
  try {
    const result = await update(session.client, options.id, ops);
    const changed = [options.name !== undefined ? `name "${options.name}"` : "", options.description !== undefined ? "description" : ""]
      .filter(Boolean)
      .join(" and ");
    stderr.write(
      `Updated ${kind} ${options.id}: ${changed}${result.attempts > 1 ? " (it changed meanwhile; read again and retried once)" : ""}.\n`,
    );
    if (result.etag) stdout.write(`etag ${result.etag}\n`);
    return ExitCode.Ok;
  } catch (e) {
    if (e instanceof EtagConflictError) {
      stderr.write(`pql-audience: ${e.message}\n`);
      return ExitCode.Usage;
    }
    reportApiError(`could not update ${kind} ${options.id}`, e, options.debug);
    return ExitCode.Usage;
  }
}

export interface StreamDeleteOptions {
  flowId: string;
  keepConnections: boolean;
  debug: boolean;
}

/** Deletes the dataflow, then (unless kept) the source and target connections and mapping set it used. */
export async function runStreamDelete(options: StreamDeleteOptions): Promise<number> {
  const session = await openSession(options.debug);
  if (!session) return ExitCode.Usage;
  let result;
  try {
    result = await deleteStream(session.client, options.flowId, {
      keepConnections: options.keepConnections,
      onFlowDeleted: (flow) => stderr.write(`Deleted dataflow ${flow.id}${flow.name ? ` (${flow.name})` : ""}.\n`),
      onPart: (part) =>
        stderr.write(
          part.left !== undefined
            ? `  = left ${part.what}: ${part.left}\n`
            : part.error === undefined
              ? `  - deleted ${part.what}\n`
              : `  ! kept ${part.what}: ${errorText(part.error)}\n`,
        ),
    });
  } catch (e) {
    reportApiError(`could not delete dataflow ${options.flowId}`, e, options.debug);
    return ExitCode.Usage;
  }
  const { parts } = result;
  if (options.keepConnections) return ExitCode.Ok;
  stderr.write("Kept the base connection, the dataset and the schema: other dataflows may use them.\n");
  if (parts.some((p) => p.left !== undefined))
    stderr.write("Left the mapping set: AEP's Data Prep API has no delete for mapping sets (an unused one does nothing).\n");
  return parts.some((p) => p.error !== undefined) ? ExitCode.Usage : ExitCode.Ok;
}
