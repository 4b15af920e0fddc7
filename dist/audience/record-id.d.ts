import type { AudienceDefinition } from "./audience-definition.js";
export type RecordIdResult = {
    ok: true;
    text: string;
    changed: boolean;
} | {
    ok: false;
    reason: string;
};
/**
 * `text` with `x-pql-audience.id: id` recorded in audience number `index` (YAML documents,
 * 0-based). `expected` is the definition as published; the file must still say exactly that.
 */
export declare function recordId(fileName: string, text: string, index: number, id: string, expected?: AudienceDefinition): RecordIdResult;
