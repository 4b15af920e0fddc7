/** The file stem of an audience name: lower case, ASCII letters and digits, words joined by `-`. */
export declare function audienceSlug(name: string): string;
export declare const PULLED_SUFFIX = ".audience.yaml";
/**
 * Whether `file` is a name `pullFileNames` can give: a slug (`audienceSlug` gives it back as it
 * is), maybe numbered `-2`, `-3`, ..., then `.audience.yaml`. The pull state is a file anyone can
 * edit in a pull request; only such names are taken from it, so it can never point pull at
 * `docker-compose.yml`, `action.yml` or the state file itself.
 */
export declare function isPullFileName(file: string): boolean;
/** The alias `pull` gives the audience of a file: its stem, which reads well in `alias:`. */
export declare function aliasOfFile(file: string): string;
export interface NamedDefinition {
    id: string;
    name: string;
    creationTime?: number | undefined;
}
/**
 * The file of each definition, by id. `kept`: the file each id was pulled into before (only
 * ids still in the sandbox keep theirs; a name is never given twice).
 */
export declare function pullFileNames(definitions: readonly NamedDefinition[], kept: ReadonlyMap<string, string>): Map<string, string>;
