import { type Document } from "yaml";
/** The most aliases an audience file, a config or a stream spec may expand. */
export declare const MAX_YAML_ALIASES = 100;
/** Where the first alias (`*name`) is written: the refusal of too many aliases points there. */
export declare function firstAliasOffset(doc: Document): number;
