// The edge verdict in the small shape the emulator asks for: is this PQL edge-eligible, and if
// not, the blocking reasons. The emulator answers a non-eligible edge create the way AEP would.
import { explainText } from "./index.js";

export interface JudgeResult {
  eligible: boolean | null;
  reasons: { rule: string; message: string }[];
}

export function judgeEdge(pql: string): JudgeResult {
  const { verdict } = explainText(pql);
  return {
    eligible: verdict.eligible,
    reasons: verdict.reasons.filter((r) => r.severity === "error").map((r) => ({ rule: r.rule, message: r.message })),
  };
}
