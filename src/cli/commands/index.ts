// Every command, one file each. Command files stay light: their handlers import the work lazily.
import type { CommandModule } from "yargs";
import { accountCommand } from "./account.js";
import { convertCommand } from "./convert.js";
import { dataCommand } from "./data.js";
import { diffCommand } from "./diff.js";
import { emulatorCommand } from "./emulator.js";
import { edgeCommand } from "./edge.js";
import { evaluateCommand } from "./evaluate.js";
import { estimateCommand } from "./estimate.js";
import { testCommand } from "./test.js";
import { explainCommand } from "./explain.js";
import { fmtCommand } from "./fmt.js";
import { lintCommand } from "./lint.js";
import { lspCommand } from "./lsp.js";
import { parseCommand } from "./parse.js";
import { portalCommand } from "./portal.js";
import { publishCommand } from "./publish.js";
import { pullCommand } from "./pull.js";
import { quotaCommand } from "./quota.js";
import { rulesCommand } from "./rules.js";
import { segmentsCommand } from "./segments.js";
import { sqlCommand } from "./sql.js";
import { streamCommand } from "./stream.js";

// biome-ignore lint/suspicious/noExplicitAny: yargs' command modules differ in argument types; the list only needs them registered
export const commands: CommandModule<any, any>[] = [
  lintCommand,
  explainCommand,
  evaluateCommand,
  estimateCommand,
  diffCommand,
  sqlCommand,
  testCommand,
  rulesCommand,
  parseCommand,
  fmtCommand,
  convertCommand,
  publishCommand,
  pullCommand,
  segmentsCommand,
  edgeCommand,
  emulatorCommand,
  portalCommand,
  quotaCommand,
  streamCommand,
  accountCommand,
  lspCommand,
  dataCommand,
];
