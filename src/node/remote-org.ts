// `lint --remote`: reads what the linter needs from a live org (edge-active merge policies and
// the segment definitions references may name) through the API client.
import type { AepClient } from "../api/http.js";
import { listAllMergePolicies } from "../api/merge-policies.js";
import { listAllSegmentDefinitions } from "../api/segments.js";
import type { RemoteOrg } from "../lint/remote.js";

export async function fetchRemoteOrg(client: AepClient): Promise<RemoteOrg> {
  const [policies, segments] = await Promise.all([listAllMergePolicies(client), listAllSegmentDefinitions(client)]);
  return {
    label: `sandbox ${client.sandbox}`,
    edgeMergePolicies: policies.filter((p) => p.isActiveOnEdge).map((p) => p.id),
    segments: segments.map((s) => ({ id: s.id, name: s.name, ...(s.expression?.value ? { expression: s.expression.value } : {}) })),
  };
}
