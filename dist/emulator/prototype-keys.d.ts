export declare function namesPrototype(key: string): boolean;
/**
 * The JSON pointer of the first `__proto__` key in parsed JSON (`/event/xdm/__proto__`), or
 * undefined when there is none. Walks with its own stack: a deeply nested body cannot overflow.
 */
export declare function prototypeKeyPath(value: unknown): string | undefined;
/** The sentence a refusal gives: where the key is and what to do. */
export declare function prototypeKeyMessage(what: string, pointer: string): string;
/** `record[key]` when it is the record's own property; never an inherited one. */
export declare function ownValue(record: Record<string, unknown>, key: string): unknown;
/** Sets `record[key]` as an own data property, even when the key is `__proto__`. */
export declare function setOwn<T>(record: Record<string, T>, key: string, value: T): T;
