import { type AepClient } from "../api/http.js";
import { type RecordShape } from "./record-shape.js";
export declare function readRecordShape(client: AepClient, flowId: string): Promise<RecordShape>;
