import type { FlowItem } from "../api/response-types.js";
import type { AepClient } from "../api/http.js";
export interface DeletedPart {
    /** "source connection ID", "target connection ID", "mapping set ID". */
    what: string;
    /** Undefined when it was deleted; the error when it was kept. */
    error?: unknown;
    /** Left on purpose, not sent a delete: why (a mapping set: AEP has no delete for it). */
    left?: string;
}
/** Deletes the dataflow (an ApiError when that fails: nothing else is touched), then the parts it used. */
export declare function deleteStream(client: AepClient, flowId: string, options: {
    keepConnections: boolean;
    onFlowDeleted?: (flow: FlowItem) => void;
    onPart?: (part: DeletedPart) => void;
}): Promise<{
    flow: FlowItem;
    parts: DeletedPart[];
}>;
