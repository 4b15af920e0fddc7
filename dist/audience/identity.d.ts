import { type AudienceFileKind } from "./load.js";
/** One audience of a file, known by its identity only. */
export interface AudienceIdentity {
    kind: AudienceFileKind;
    name: string;
    id: string | undefined;
    alias: string | undefined;
}
/** The identities of the audiences in a file (its text), as the loader gives them. */
export declare function audienceIdentities(file: string, text: string): AudienceIdentity[];
