import type { ApplyReport } from "./apply.js";
import type { PublishCandidate } from "./plan.js";
export interface RecordedId {
    file: string;
    name: string;
    id: string;
}
export interface IdRecording {
    recorded: RecordedId[];
    /** Files that could not take the id, with why; the user adds it by hand. */
    failed: (RecordedId & {
        reason: string;
    })[];
}
/** Writes the ids that files do not record yet (created, or matched by name). */
export declare function recordPublishedIds(candidates: readonly PublishCandidate[], report: ApplyReport): Promise<IdRecording>;
