import { type AudienceFileKind } from "./load.js";
/** One audience of a file, known by its identity only. */
export interface AudienceIdentity {
    kind: AudienceFileKind;
    name: string;
    id: string | undefined;
    alias: string | undefined;
}
/** The identities of the audiences in a file (its text), as the loader would give them. */
export declare function audienceIdentities(file: string, text: string): AudienceIdentity[];
/**
 * The quick look alone: the file's one identity, null when it surely holds no audience the
 * loader would accept, or undefined when only the loader can tell.
 */
export declare function scanIdentity(file: string, text: string): AudienceIdentity | null | undefined;
