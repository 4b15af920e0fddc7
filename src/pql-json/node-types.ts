// The pql/json vocabulary: the JSON form of a PQL tree that AEP's Segmentation API stores and
// returns (`expression.format: "pql/json"`, and `POST /segment/conversion`). AEP documents a
// handful of node types by example (`fnApply`, `fieldLookup`, `parameterReference`, `literal`,
// `varRef`, `quantification` with `varDecl`); the rest of PQL has no published JSON form, so the
// node types marked "ours" below are this project's choice, in the same style. docs/pql-json.md
// lists every node type, which ones AEP documents, and why each choice was made.

/** A pql/json node as JSON (a plain object with a `nodeType`). */
export type PqlJson = { readonly nodeType: string } & { readonly [key: string]: JsonValue };

export type JsonValue = string | number | boolean | null | readonly JsonValue[] | { readonly [key: string]: JsonValue };

/** The node types, and whether AEP's documentation shows them (the others are ours). */
export const nodeTypes = {
  fnApply: "AEP",
  fieldLookup: "AEP",
  parameterReference: "AEP",
  literal: "AEP",
  varRef: "AEP",
  quantification: "AEP",
  varDecl: "AEP",
  parentReference: "ours",
  this: "ours",
  contextReference: "ours",
  array: "ours",
  object: "ours",
  filter: "ours",
  lambda: "ours",
  let: "ours",
  select: "ours",
  sum: "ours",
  timeWord: "ours",
  timePeriod: "ours",
  occurs: "ours",
  amountConstraint: "ours",
  directionConstraint: "ours",
  pointConstraint: "ours",
  betweenConstraint: "ours",
  chain: "ours",
  chainStep: "ours",
} as const;

export type NodeType = keyof typeof nodeTypes;
