export declare const CONFIG_SCHEMA_PATH = "schema/config.schema.json";
export declare function configJsonSchemaText(): string;
/** Every key a config's `rules` accepts (registry.ts codesFor): codes, names, `PQL2xx`, `PQL20x`, `edge/*`. */
export declare function ruleKeys(): string[];
