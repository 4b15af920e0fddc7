// Evaluation methods as the portal names them (Edge, Streaming, Batch) <-> the Segmentation API's
// evaluationInfo. A definition with synchronous evaluation on is Edge, else continuous is
// Streaming, else Batch (an omitted evaluationInfo means batch).
export type EvaluationMethod = "Edge" | "Streaming" | "Batch";
export const EVALUATION_METHODS: readonly EvaluationMethod[] = ["Edge", "Streaming", "Batch"];

function enabled(info: unknown, kind: string): boolean {
  if (typeof info !== "object" || info === null) return false;
  const entry = (info as Record<string, unknown>)[kind];
  return typeof entry === "object" && entry !== null && (entry as { enabled?: unknown }).enabled === true;
}

export function evaluationMethod(info: unknown): EvaluationMethod {
  if (enabled(info, "synchronous")) return "Edge";
  if (enabled(info, "continuous")) return "Streaming";
  return "Batch";
}

/** The evaluationInfo a new definition gets for a method, all three kinds spelled out as publish sends them. */
export function evaluationInfoFor(method: EvaluationMethod): Record<"batch" | "continuous" | "synchronous", { enabled: boolean }> {
  return {
    batch: { enabled: method === "Batch" },
    continuous: { enabled: method === "Streaming" },
    synchronous: { enabled: method === "Edge" },
  };
}

/**
 * The evaluation method the portal shows for a definition: for now the one the definition states
 * (its evaluationInfo). This is the one place to switch to the analyzer's own decision.
 */
export function definitionMethod(d: { evaluationInfo?: unknown }): EvaluationMethod {
  return evaluationMethod(d.evaluationInfo);
}
