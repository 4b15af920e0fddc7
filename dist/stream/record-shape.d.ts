import type { FieldType } from "../api/schemas.js";
/** A field's XDM type; `object` for a path with fields under it. */
export type XdmType = FieldType | "object";
export interface RecordShape {
    /** Dotted XDM path -> its type. */
    fields: ReadonlyMap<string, XdmType>;
    /** Raw source field (dotted) -> the XDM path it is mapped to (attribute mappings only). */
    mappings: readonly {
        source: string;
        destination: string;
    }[];
}
/** The fields of a schema body: every `properties` tree at its root and under `definitions`. */
export declare function schemaFields(schema: unknown): Map<string, XdmType>;
/** The attribute mappings of a mapping set body (expressions compute their value: not checked). */
export declare function mappingPairs(mappingSet: unknown): {
    source: string;
    destination: string;
}[];
