import type { AudienceDefinition } from "./schema.js";
/** `data` as the audience schema reads it, or undefined: then ask the schema. */
export declare function acceptAudience(data: unknown): AudienceDefinition | undefined;
