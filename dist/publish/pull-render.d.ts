import type { LiveDefinition } from "./plan.js";
export type RenderedFile = {
    ok: true;
    text: string;
    notes: string[];
} | {
    ok: false;
    reason: string;
};
/**
 * `fileName`: where it goes (its kind decides the encoding; pull writes YAML). `alias`: this
 * file's alias. `aliasOf`: the alias of a referenced definition that is pulled too.
 */
export declare function renderAudienceFile(fileName: string, definition: LiveDefinition, alias: string, aliasOf: (id: string) => string | undefined): RenderedFile;
