export declare const semanticTokenLegend: {
    tokenTypes: string[];
    tokenModifiers: string[];
};
/** LSP's encoding: per token, line and start relative to the previous token, length, type, modifiers. */
export declare function semanticTokens(text: string): number[];
