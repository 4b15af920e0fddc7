// Evaluation methods as the portal names them (Edge, Streaming, Batch) <-> the Segmentation API's
// evaluationInfo. A definition with synchronous evaluation on is Edge, else continuous is
// Streaming, else Batch (an omitted evaluationInfo means batch).
import { audienceFileKind, fileMethod } from "../index.js";

export type EvaluationMethod = "Edge" | "Streaming" | "Batch";
export const EVALUATION_METHODS: readonly EvaluationMethod[] = ["Edge", "Streaming", "Batch"];

/** The method a definition's evaluationInfo states: lint's reading of it (`fileMethod`), in the portal's words. */
export function evaluationMethod(info: unknown): EvaluationMethod {
  return methodName(fileMethod("json", toggles(info)));
}

const methodName = (method: "edge" | "streaming" | "batch"): EvaluationMethod =>
  method === "edge" ? "Edge" : method === "streaming" ? "Streaming" : "Batch";

/** Only an object is read as evaluationInfo (the API's JSON may hold anything there). */
function toggles(info: unknown): Parameters<typeof fileMethod>[1] {
  return typeof info === "object" && info !== null ? (info as Parameters<typeof fileMethod>[1]) : undefined;
}

/** The evaluationInfo a new definition gets for a method, all three kinds spelled out as publish sends them. */
export function evaluationInfoFor(method: EvaluationMethod): Record<"batch" | "continuous" | "synchronous", { enabled: boolean }> {
  return {
    batch: { enabled: method === "Batch" },
    continuous: { enabled: method === "Streaming" },
    synchronous: { enabled: method === "Edge" },
  };
}

/** The evaluation method the portal shows for a definition: the one it states (its evaluationInfo). */
export function definitionMethod(d: { evaluationInfo?: unknown }): EvaluationMethod {
  return evaluationMethod(d.evaluationInfo);
}

/**
 * The evaluation method of a local audience file: the one lint checks the file for (a bare `.pql`
 * file is an edge audience), so the portal and lint agree on every file.
 */
export function localMethod(a: { file: string; evaluationInfo?: unknown }): EvaluationMethod {
  return methodName(fileMethod(audienceFileKind(a.file), toggles(a.evaluationInfo)));
}
