(function (exports, require, module, __filename, __dirname) {const __pqlImportMetaUrl = require('node:url').pathToFileURL(__filename).href;
var import_cli_chunk_RSFATH5P = require("./cli-chunk-RSFATH5P.cjs");
// src/audience/schema.ts
var schemas = (0, import_cli_chunk_RSFATH5P.audienceSchemas)();
var suppressionSchema = schemas.suppression;
var testCaseSchema = schemas.testCase;
var extrasSchema = schemas.extras;
var expressionSchema = schemas.expression;
var audienceSchema = schemas.audience;
})
