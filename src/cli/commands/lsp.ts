// `pql-audience lsp`: the language server for editors, over standard input and output.
import type { CommandModule } from "yargs";

export const lspCommand: CommandModule<object, { stdio: boolean }> = {
  command: "lsp",
  describe: "run the PQL language server (for editors; speaks LSP over stdio)",
  builder: (y) =>
    y
      // Editors' LSP clients commonly pass --stdio; it is the only transport, so it is accepted and changes nothing.
      .option("stdio", { type: "boolean", default: true, describe: "talk over standard input and output (the only transport)" })
      .example("$0 lsp", "started by an editor: see docs/editors.md"),
  handler: async () => {
    const { runLsp } = await import("../lsp-run.js");
    await runLsp();
  },
};
