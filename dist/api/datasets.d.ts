import { type AepClient } from "./http.js";
export declare function createDataset(client: AepClient, input: {
    name: string;
    description?: string;
    schemaId: string;
}): Promise<string>;
/** `@/dataSets/5c8c3c555033b814b69f947f` -> `5c8c3c555033b814b69f947f`. */
export declare function datasetIdOf(path: string | undefined): string | undefined;
export declare function deleteDataset(client: AepClient, id: string): Promise<void>;
