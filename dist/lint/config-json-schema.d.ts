export declare const CONFIG_SCHEMA_PATH = "schema/config.schema.json";
export declare function configJsonSchemaText(): string;
