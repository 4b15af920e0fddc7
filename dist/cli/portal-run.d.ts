import type { LocalAudience } from "../portal/api.js";
export interface PortalArgs {
    paths: string[];
    port: number;
    host: string;
    data?: string;
    seed?: string;
    quiet: boolean;
}
/** The audiences of the files under `paths`; a file that does not load is reported, never dropped silently. */
export declare function localAudiences(paths: string[]): Promise<{
    audiences: LocalAudience[];
    problems: string[];
}>;
export declare function runPortal(args: PortalArgs): Promise<number>;
