export interface TableModule {
    /** What it was computed from, for the header: "the parser". */
    from: string;
    /** The module that explains the table and exports its type (without `.ts`): "lookahead". */
    owner: string;
    typeName: string;
    constName: string;
}
export declare function tableModuleText(table: Record<string, unknown>, { from, owner, typeName, constName }: TableModule): string;
