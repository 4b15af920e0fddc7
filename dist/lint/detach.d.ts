/** A copy of `s` that shares no memory with the text it was cut from. */
export declare function detachString(s: string): string;
