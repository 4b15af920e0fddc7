import {
  audienceSchemas
} from "./lib-chunk-KRN3J6SA.js";

// src/audience/schema.ts
var schemas = audienceSchemas();
var suppressionSchema = schemas.suppression;
var testCaseSchema = schemas.testCase;
var extrasSchema = schemas.extras;
var expressionSchema = schemas.expression;
var audienceSchema = schemas.audience;
function createBody(definition) {
  const { $schema: _schema, "x-pql-audience": _extras, ...body } = definition;
  return body;
}

export {
  audienceSchema,
  createBody
};
