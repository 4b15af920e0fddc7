export interface StandardStream {
    /** A terminal? Asks Node only for character devices (a terminal is one; so is /dev/null). */
    readonly isTTY: boolean;
    /** The terminal's width, or undefined when it is not one. */
    readonly columns: number | undefined;
    /** Whether everything written so far has reached the descriptor: none of it went through Node's stream, which may still be writing it. */
    readonly settled: boolean;
    write(text: string): void;
}
/** Writes bytes to a file descriptor and says how many it wrote (fs.writeSync; tests pass their own). */
export type WriteBytes = (fd: number, bytes: Uint8Array, offset: number) => number;
export declare class DescriptorStream implements StandardStream {
    private readonly fd;
    private readonly node;
    private readonly writeBytes;
    private tty;
    /** Writes go to Node's stream from the first one that could not be written directly. */
    private viaNode;
    /** The reader went away (`| head`): the rest of the output has nowhere to go. */
    private closed;
    constructor(fd: number, node: () => Pick<NodeJS.WriteStream, "isTTY" | "columns" | "write">, writeBytes?: WriteBytes);
    get isTTY(): boolean;
    get columns(): number | undefined;
    get settled(): boolean;
    write(text: string): void;
}
export declare const stdout: StandardStream;
export declare const stderr: StandardStream;
