import type { JsonNode } from "../audience/json-source.js";
import type { RecordShape, XdmType } from "./record-shape.js";
export interface RecordProblem {
    /** 1-based, in file order. */
    record: number;
    /** The field as the record writes it (dotted). */
    path: string;
    /** The XDM path it lands on, when a mapping takes it there. */
    mappedTo?: string;
    expected: XdmType;
    /** What the record holds: `string "ten"`, `number 1.5`, `array`. */
    actual: string;
    /** Offset of the value in the file. */
    offset: number;
}
/** The records of a file: the top-level array's items, or the one object. */
export declare function recordNodes(root: JsonNode): JsonNode[];
export declare function checkRecords(records: readonly JsonNode[], shape: RecordShape): RecordProblem[];
