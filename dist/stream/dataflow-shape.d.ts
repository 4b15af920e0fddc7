import type { FlowItem } from "../api/response-types.js";
import { type AepClient } from "../api/http.js";
import { type RecordShape } from "./record-shape.js";
/** Where a dataflow writes: its target schema and dataset, as its first target connection names them. */
export interface DataflowTarget {
    flow: FlowItem;
    schemaId: string | undefined;
    datasetId: string | undefined;
}
export declare function readDataflowTarget(client: AepClient, flowId: string): Promise<DataflowTarget>;
export declare function readRecordShape(client: AepClient, dataflow: DataflowTarget): Promise<RecordShape>;
