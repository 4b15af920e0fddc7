#!/usr/bin/env node
// A shim (CommonJS: see bin/package.json): the command is dist/launch.cjs, built from
// src/cli/startup/launch.ts, which answers `--version` and pre-commit lints itself and loads the rest.
require("../dist/launch.cjs");
