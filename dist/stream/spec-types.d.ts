/** A connection or flow spec: its id and version ("1.0" unless given). */
export interface SpecReference {
    id: string;
    version: string;
}
export type StreamFieldType = "string" | "integer" | "number" | "boolean" | "date" | "date-time";
export interface StreamSpec {
    name: string;
    description?: string | undefined;
    source: {
        connectionSpec: SpecReference;
        /** Create a base connection first (HTTP API sources, variant A); omit for webhook sources. */
        baseConnection?: {
            id?: string | undefined;
            dataType: "raw" | "xdm";
            authenticationRequired: boolean;
        } | undefined;
        format: string;
    };
    flowSpec: SpecReference;
    target: {
        schema: {
            /** An existing schema's `$id` or `meta:altId`. */
            id?: string | undefined;
            title?: string | undefined;
            description?: string | undefined;
            /** The class's `$id` (`experienceevent` and `profile` written out). */
            class?: string | undefined;
            fields?: {
                path: string;
                type: StreamFieldType;
                title?: string | undefined;
            }[] | undefined;
        };
        dataset: {
            id?: string | undefined;
            name?: string | undefined;
            description?: string | undefined;
        };
    };
    mappings: {
        source: string;
        destination: string;
        sourceType?: "ATTRIBUTE" | "EXPRESSION" | undefined;
    }[];
}
