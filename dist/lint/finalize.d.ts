import type { AudienceDirectory } from "./directory.js";
import { type FileDraft } from "./draft.js";
import type { FileResult } from "./lint-result.js";
export declare function finalizeFile(draft: FileDraft, directory: AudienceDirectory, source: string, keepReasons?: boolean): FileResult;
