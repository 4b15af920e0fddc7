// The thin client: starts the installed `pql-audience lsp` (the workspace's own first, then the
// one on PATH or the configured one) and hands it .pql files and audience files. Everything else
// is the server's.
const { existsSync } = require("node:fs");
const { join } = require("node:path");
const vscode = require("vscode");
const { LanguageClient } = require("vscode-languageclient/node");

let client;

/** The command that runs the server: the workspace's installed CLI, else the setting (a name on PATH by default). */
function serverCommand() {
  const configured = vscode.workspace.getConfiguration("pqlAudience").get("command", "pql-audience");
  for (const folder of vscode.workspace.workspaceFolders ?? []) {
    const local = join(folder.uri.fsPath, "node_modules", ".bin", process.platform === "win32" ? "pql-audience.cmd" : "pql-audience");
    if (configured === "pql-audience" && existsSync(local)) return local;
  }
  return configured;
}

async function activate(context) {
  const command = serverCommand();
  const serverOptions = { command, args: ["lsp"], options: { shell: process.platform === "win32" } };
  const clientOptions = {
    documentSelector: [
      { scheme: "file", language: "pql" },
      { scheme: "file", pattern: "**/*.audience.{yaml,yml,json}" },
    ],
    synchronize: {
      fileEvents: vscode.workspace.createFileSystemWatcher(
        "**/{*.pql,*.audience.{yaml,yml,json},pql-audience.config.{yaml,yml,json},package.json}",
      ),
    },
    initializationOptions: { debounceMs: vscode.workspace.getConfiguration("pqlAudience").get("debounceMs", 75) },
  };
  client = new LanguageClient("pqlAudience", "PQL audiences", serverOptions, clientOptions);
  context.subscriptions.push({ dispose: () => client?.stop() });
  try {
    await client.start();
  } catch (e) {
    vscode.window.showErrorMessage(
      `PQL audiences: could not start \`${command} lsp\` (${e instanceof Error ? e.message : e}). Install pql-audience (npm install --save-dev pql-audience) or set pqlAudience.command.`,
    );
  }
}

function deactivate() {
  return client?.stop();
}

module.exports = { activate, deactivate };
