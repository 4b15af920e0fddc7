/** A pql/json node as JSON (a plain object with a `nodeType`). */
export type PqlJson = {
    readonly nodeType: string;
} & {
    readonly [key: string]: JsonValue;
};
export type JsonValue = string | number | boolean | null | readonly JsonValue[] | {
    readonly [key: string]: JsonValue;
};
/** The node types, and whether AEP's documentation shows them (the others are ours). */
export declare const nodeTypes: {
    readonly fnApply: "AEP";
    readonly fieldLookup: "AEP";
    readonly parameterReference: "AEP";
    readonly literal: "AEP";
    readonly varRef: "AEP";
    readonly quantification: "AEP";
    readonly varDecl: "AEP";
    readonly parentReference: "ours";
    readonly this: "ours";
    readonly contextReference: "ours";
    readonly array: "ours";
    readonly object: "ours";
    readonly filter: "ours";
    readonly lambda: "ours";
    readonly let: "ours";
    readonly select: "ours";
    readonly sum: "ours";
    readonly timeWord: "ours";
    readonly timePeriod: "ours";
    readonly occurs: "ours";
    readonly amountConstraint: "ours";
    readonly directionConstraint: "ours";
    readonly pointConstraint: "ours";
    readonly betweenConstraint: "ours";
    readonly chain: "ours";
    readonly chainStep: "ours";
};
export type NodeType = keyof typeof nodeTypes;
