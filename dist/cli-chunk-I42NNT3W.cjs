(function (exports, require, module, __filename, __dirname) {const __pqlImportMetaUrl = require('node:url').pathToFileURL(__filename).href;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __hasOwnProp = Object.prototype.hasOwnProperty;
var __export = (target, all) => {
  for (var name in all)
    __defProp(target, name, { get: all[name], enumerable: true });
};
var __copyProps = (to, from, except, desc) => {
  if (from && typeof from === "object" || typeof from === "function") {
    for (let key of __getOwnPropNames(from))
      if (!__hasOwnProp.call(to, key) && key !== except)
        __defProp(to, key, { get: () => from[key], enumerable: !(desc = __getOwnPropDesc(from, key)) || desc.enumerable });
  }
  return to;
};
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);
var stdin_exports = {};
__export(stdin_exports, {
  yamlAudience: () => yamlAudience
});
module.exports = __toCommonJS(stdin_exports);
// src/audience/rules/examples.ts
var quote = (s) => JSON.stringify(s);
function yamlAudience(a = {}) {
  const lines = [
    `name: ${quote(a.name ?? "US customers")}`,
    "expression:",
    `  type: ${a.type ?? "PQL"}`,
    `  format: ${a.format ?? "pql/text"}`,
    `  value: ${quote(a.value ?? 'homeAddress.countryCode = "US"')}`
  ];
  const evaluation = a.evaluation === void 0 ? [false, false, true] : a.evaluation;
  if (evaluation) {
    lines.push(
      "evaluationInfo:",
      `  batch: { enabled: ${evaluation[0]} }`,
      `  continuous: { enabled: ${evaluation[1]} }`,
      `  synchronous: { enabled: ${evaluation[2]} }`
    );
  }
  const schemaName = a.schemaName === void 0 ? "_xdm.context.profile" : a.schemaName;
  if (schemaName !== null) lines.push("schema:", `  name: ${schemaName}`);
  if (a.mergePolicyId) lines.push(`mergePolicyId: ${quote(a.mergePolicyId)}`);
  if (a.extras) lines.push("x-pql-audience:", ...a.extras.map((e) => `  ${e}`));
  return `${lines.join("\n")}
`;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  yamlAudience
});
})
