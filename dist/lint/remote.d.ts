import type { AudienceDraft } from "./audience-draft.js";
export interface RemoteOrg {
    /** Where the facts came from, for messages: `sandbox prod`. */
    label: string;
    /** Ids of the merge policies with `isActiveOnEdge: true`. */
    edgeMergePolicies: string[];
    segments: {
        id: string;
        name: string;
        expression?: string;
    }[];
}
/** A live definition in the shape of a local draft, so the directory can resolve it. */
export declare function remoteDraft(segment: RemoteOrg["segments"][number]): AudienceDraft;
