#!/usr/bin/env node
// A shim: the whole CLI is one bundled file so that start-up stays close to `node -e 0`.
import "../dist/cli.js";
