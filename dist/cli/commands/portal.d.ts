import type { CommandModule } from "yargs";
import type { PortalArgs } from "../portal-run.js";
export declare const portalCommand: CommandModule<object, PortalArgs>;
