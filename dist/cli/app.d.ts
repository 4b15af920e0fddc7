export declare function run(args: string[]): Promise<number>;
/**
 * yargs formats the running command's whole help text right after starting its handler, to show
 * it should the handler's promise fail without a parse callback; this CLI's handlers' failures go
 * to guarded(), which never shows that text, and the formatting (cliui measuring every cell) holds
 * up the command's own start. The cache is yargs' internal usage object's: where a later yargs
 * moves it, nothing is skipped and nothing else changes (test/cli/help-cache.test.ts).
 */
export declare function skipHelpCache(parser: unknown): void;
