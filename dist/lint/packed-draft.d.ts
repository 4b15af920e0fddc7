import type { AudienceDraft, FileDraft } from "./draft.js";
/** Folds the file-local parts into `draft.packed` (in place) and returns the draft. */
export declare function packDraft(draft: FileDraft): FileDraft;
/**
 * Lets go of what only the audience's own file needs (diagnostics, reasons, facts, field ranges),
 * keeping what other files read through the directory: its identity and references. Done when a
 * draft is packed, and again once its file is finalized.
 */
export declare function releaseLocalParts(audience: AudienceDraft): void;
/** Puts the parts folded by packDraft back (in place); a draft that was never packed is left as it is. */
export declare function unpackDraft(draft: FileDraft): FileDraft;
