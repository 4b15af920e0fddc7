import type { PublishArgs } from "./commands/publish.js";
export declare function runPublish(args: PublishArgs): Promise<number>;
