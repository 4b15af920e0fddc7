import type { CompletionItem } from "vscode-languageserver";
export interface CompletionSources {
    aliases: readonly {
        alias: string;
        name: string;
    }[];
    /** XDM paths seen in the project's audiences (`homeAddress.countryCode`). */
    paths: readonly string[];
}
export declare function completions(linePrefix: string, sources: CompletionSources): CompletionItem[];
