// Every command, one file each. Command files stay light: their handlers import the work lazily.
import type { CommandModule } from "yargs";
import { fmtCommand } from "./fmt.js";
import { parseCommand } from "./parse.js";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const commands: CommandModule<any, any>[] = [parseCommand, fmtCommand];
