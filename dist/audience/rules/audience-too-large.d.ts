import type { DeclaredRule } from "../../syntax/rule.js";
/** 2 MiB: a thousand times a large real audience file, and a tree that still fits in memory. */
export declare const DEFAULT_MAX_FILE_SIZE: number;
/** The finding's message, wherever a file is measured (lint, and fmt, parse, explain, evaluate). */
export declare function tooLargeMessage(size: number, limit: number): string;
export declare const audienceTooLarge: DeclaredRule;
