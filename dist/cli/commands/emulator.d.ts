import type { CommandModule } from "yargs";
import type { EmulatorArgs } from "../emulator-run.js";
export declare const emulatorCommand: CommandModule<object, EmulatorArgs>;
