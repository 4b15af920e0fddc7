// The work behind `edge send`: read the event, send it through the client, print the audiences.
// The edge host is AEP_EDGE_URL; without it, the emulator's own URL when AEP_BASE_URL points at
// one (it serves the interact call too), else Adobe's server.adobedc.net.
import { interact, DEFAULT_EDGE_URL, type EdgeEvent } from "../api/edge.js";
import type { AepClient } from "../api/http.js";
import { ApiError } from "../api/errors.js";
import { getSegmentDefinition } from "../api/segments.js";
import { openSession, reportApiError } from "./aep-session.js";
import { ExitCode, UsageError } from "./exit.js";
import { readInput } from "./io.js";
import { jsonValue } from "./read-json.js";
import { plural } from "../text/plural.js";
import { isObject } from "../text/is-object.js";
import { stderr, stdout } from "./startup/stdio.js";

export interface EdgeSendArgs {
  event?: string;
  datastream?: string;
  format: "text" | "json";
  debug?: boolean;
}

export async function runEdgeSend(args: EdgeSendArgs): Promise<number> {
  const datastreamId = args.datastream ?? process.env.AEP_DATASTREAM_ID;
  if (!datastreamId) throw new UsageError("give the datastream: --datastream ID, or AEP_DATASTREAM_ID");
  const input = await readInput(args.event);
  const read = jsonValue(input.text);
  if (!read.ok) {
    stderr.write(`pql-audience: ${input.name}:${read.line}:${read.column}: ${read.message}\n`);
    return ExitCode.Problems;
  }
  const value = read.value;
  // The interact call's `event` member, or the bare XDM object.
  const event: EdgeEvent | undefined =
    isObject(value) && isObject(value.xdm)
      ? { xdm: value.xdm, ...(isObject(value.data) ? { data: value.data } : {}) }
      : isObject(value)
        ? { xdm: value }
        : undefined;
  if (!event) {
    stderr.write(`pql-audience: ${input.name}: the event must be a JSON object: {"xdm": {...}} or the XDM object itself\n`);
    return ExitCode.Problems;
  }
  const session = await openSession(args.debug === true);
  if (!session) return ExitCode.Usage;
  const base = process.env.AEP_BASE_URL;
  const edgeUrl = process.env.AEP_EDGE_URL ?? (base && !/\.adobe\.io\/?$/.test(base) ? base : DEFAULT_EDGE_URL);
  try {
    const result = await interact(session.client, { edgeUrl, datastreamId, event });
    if (args.format === "json")
      stdout.write(`${JSON.stringify({ requestId: result.requestId, segments: result.segments, handle: result.handle }, null, 2)}\n`);
    else if (result.segments.length === 0) stdout.write("the profile is in no edge audience\n");
    else {
      const names = await audienceNames(session.client, result.segments);
      stdout.write(
        `the profile is in ${plural(result.segments.length, "edge audience")}:\n${result.segments
          .map((id) => `  ${id}${names.get(id) ? `  ${names.get(id)}` : ""}\n`)
          .join("")}`,
      );
    }
    return ExitCode.Ok;
  } catch (e) {
    if (e instanceof ApiError) {
      reportApiError("the edge refused the event", e, args.debug === true);
      return ExitCode.Problems;
    }
    throw e;
  }
}

/**
 * The names of the audiences the edge answered, by id, read from the Segmentation API; an id
 * whose definition cannot be read (another sandbox, no permission) is printed alone.
 */
async function audienceNames(client: AepClient, ids: readonly string[]): Promise<Map<string, string>> {
  const read = await Promise.all(
    ids.map((id) =>
      getSegmentDefinition(client, id).then(
        (d) => [id, d.name] as const,
        () => undefined,
      ),
    ),
  );
  return new Map(read.filter((entry) => entry !== undefined));
}
