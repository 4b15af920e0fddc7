// What `lint --remote` learns from a live org: which merge policies are active on edge, and the
// segment definitions that references may point at. The analyzer judges those definitions'
// expressions too, so an event combined with a segment reference can be decided against the
// real segment.
import { shapeOf } from "../analysis/edge.js";
import { extractFacts } from "../analysis/facts.js";
import { streamingShapeOf } from "../analysis/streaming.js";
import { parse } from "../syntax/index.js";
import type { AudienceDraft } from "./audience-draft.js";
import { isProfileOnly } from "./linted-audience.js";

export interface RemoteOrg {
  /** Where the facts came from, for messages: `sandbox prod`. */
  label: string;
  /** Ids of the merge policies with `isActiveOnEdge: true`. */
  edgeMergePolicies: string[];
  segments: { id: string; name: string; expression?: string }[];
}

/** A live definition in the shape of a local draft, so the directory can resolve it. */
export function remoteDraft(segment: RemoteOrg["segments"][number]): AudienceDraft {
  const ast = segment.expression ? parse(segment.expression).ast : null;
  const facts = ast ? extractFacts(ast) : null;
  return {
    index: 0,
    kind: "json",
    name: segment.name,
    id: segment.id,
    alias: undefined,
    meantForEdge: false,
    synchronousEnabled: false,
    meantForStreaming: false,
    choseOtherMethod: false,
    statedMethod: null,
    parsed: ast !== null,
    shape: facts ? shapeOf(facts) : null,
    streamingShape: facts ? streamingShapeOf(facts) : null,
    profileOnly: isProfileOnly(facts),
    refs: [],
    reasons: [],
    facts: null,
    ranges: {},
    diagnostics: [],
  };
}
