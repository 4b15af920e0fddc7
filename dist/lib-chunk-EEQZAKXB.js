// src/audience/audience-definition.ts
function createBody(definition) {
  const { $schema: _schema, "x-pql-audience": _extras, ...body } = definition;
  return body;
}

export {
  createBody
};
