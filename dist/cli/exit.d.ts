export declare const ExitCode: {
    readonly Ok: 0;
    readonly Problems: 1;
    readonly Usage: 2;
};
export type ExitCode = (typeof ExitCode)[keyof typeof ExitCode];
import { InputError } from "../node/errors.js";
/** A mistake in how the tool was called (bad flag, missing file): exit 2, message, no stack. */
export declare class UsageError extends InputError {
    name: string;
    /** Set for mistakes in the command line itself, where pointing at --help helps. */
    showUsageHint: boolean;
    /** The usage text to print before the message (a command line that named no command). */
    usage?: string;
}
