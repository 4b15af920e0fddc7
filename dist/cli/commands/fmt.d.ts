import type { CommandModule } from "yargs";
interface FmtArgs {
    files: string[];
    check: boolean;
    write: boolean;
    width: number;
}
export declare const fmtCommand: CommandModule<object, FmtArgs>;
export {};
