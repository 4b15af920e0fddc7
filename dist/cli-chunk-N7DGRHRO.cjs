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
  childrenOf: () => childrenOf,
  decodeString: () => decodeString,
  deepest: () => deepest,
  encodeString: () => encodeString,
  forEachNode: () => forEachNode
});
module.exports = __toCommonJS(stdin_exports);
// src/syntax/walk.ts
function childrenOf(node) {
  switch (node.kind) {
    case "String":
    case "Number":
    case "Boolean":
    case "Date":
    case "This":
    case "ContextReference":
    case "SegmentReference":
    case "TimeWord":
    case "RelativePeriod":
    case "Name":
      return [];
    case "Path":
      return node.segments;
    case "Array":
      return node.elements;
    case "Object":
      return node.entries;
    case "ObjectEntry":
      return [node.key, node.value];
    case "Logical":
      return node.operands;
    case "Binary":
      return [node.left, node.right];
    case "Unary":
      return [node.operand];
    case "MemberAccess":
      return [node.object, node.property];
    case "MethodCall":
      return [node.object, node.method, ...node.args];
    case "Filter":
      return [node.object, node.condition];
    case "FunctionCall":
      return [node.callee, ...node.args];
    case "If":
      return [node.test, node.then, node.otherwise];
    case "Lambda":
      return [...node.params, node.body];
    case "Let":
      return [node.variable, node.value, node.body];
    case "Select":
      return node.condition ? [node.variable, node.source, node.condition, ...node.laterBindings] : [node.variable, node.source, ...node.laterBindings];
    case "Binding":
      return node.condition ? [node.variable, node.source, node.condition] : [node.variable, node.source];
    case "Quantifier":
      return node.bindings;
    case "SumOver":
      return node.condition ? [node.value, node.variable, node.source, node.condition, ...node.laterBindings] : [node.value, node.variable, node.source, ...node.laterBindings];
    case "Occurs":
      return [node.subject, node.constraint];
    case "AmountConstraint":
    case "DirectionConstraint":
    case "PointConstraint":
      return [node.anchor];
    case "BetweenConstraint":
      return [node.from, node.to];
    case "Chain":
      return [node.events, node.timestampField, ...node.steps];
    case "ChainStep": {
      const out = [node.label, node.what];
      if (node.where) out.push(node.where);
      if (node.when) out.push(node.when);
      return out;
    }
  }
}
function forEachNode(root, visit) {
  const nodes = [root];
  const depths = [0];
  const parents = [];
  while (nodes.length > 0) {
    const node = nodes.pop();
    const depth = depths.pop();
    while (parents.length > depth) parents.pop();
    visit(node, parents);
    parents.push(node);
    const before = nodes.length;
    pushChildren(node, nodes);
    for (let i = before; i < nodes.length; i++) depths.push(depth + 1);
  }
}
function pushChildren(node, stack) {
  switch (node.kind) {
    case "String":
    case "Number":
    case "Boolean":
    case "Date":
    case "This":
    case "ContextReference":
    case "SegmentReference":
    case "TimeWord":
    case "RelativePeriod":
    case "Name":
      return;
    case "Path":
      return pushReversed(node.segments, stack);
    case "Array":
      return pushReversed(node.elements, stack);
    case "Object":
      return pushReversed(node.entries, stack);
    case "Logical":
      return pushReversed(node.operands, stack);
    case "Quantifier":
      return pushReversed(node.bindings, stack);
    case "ObjectEntry":
      stack.push(node.value, node.key);
      return;
    case "Binary":
      stack.push(node.right, node.left);
      return;
    case "Unary":
      stack.push(node.operand);
      return;
    case "MemberAccess":
      stack.push(node.property, node.object);
      return;
    case "Filter":
      stack.push(node.condition, node.object);
      return;
    case "Occurs":
      stack.push(node.constraint, node.subject);
      return;
    case "AmountConstraint":
    case "DirectionConstraint":
    case "PointConstraint":
      stack.push(node.anchor);
      return;
    case "BetweenConstraint":
      stack.push(node.to, node.from);
      return;
    case "ChainStep":
      if (node.when) stack.push(node.when);
      if (node.where) stack.push(node.where);
      stack.push(node.what, node.label);
      return;
    case "Chain":
      pushReversed(node.steps, stack);
      stack.push(node.timestampField, node.events);
      return;
    default:
      return pushReversed(childrenOf(node), stack);
  }
}
function pushReversed(children, stack) {
  for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]);
}
function deepest(root) {
  let best = root;
  let bestDepth = 0;
  forEachNode(root, (node, parents) => {
    if (parents.length + 1 < bestDepth) return;
    best = node;
    bestDepth = parents.length + 1;
  });
  return { node: best, depth: bestDepth };
}
// src/syntax/strings.ts
var simpleEscapes = {
  '"': '"',
  "\\": "\\",
  "/": "/",
  n: "\n",
  t: "	",
  r: "\r",
  b: "\b",
  f: "\f"
};
function decodeString(raw) {
  const body = raw.slice(1, -1);
  if (!body.includes("\\")) return { ok: true, value: body };
  let value = "";
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (c !== "\\") {
      value += c;
      continue;
    }
    const e = body[i + 1];
    if (e !== void 0 && e in simpleEscapes) {
      value += simpleEscapes[e];
      i++;
    } else if (e === "u" && /^[0-9a-fA-F]{4}$/.test(body.slice(i + 2, i + 6))) {
      value += String.fromCharCode(parseInt(body.slice(i + 2, i + 6), 16));
      i += 5;
    } else if (e === "u") {
      return { ok: false, message: "`\\u` needs four hexadecimal digits, as in `\\u00e9`", index: i + 1, length: 2 };
    } else {
      const shown = e === void 0 ? "\\" : `\\${e}`;
      return {
        ok: false,
        message: `unknown escape \`${shown}\` in a string; write \`\\\\\` for a backslash (a regex \`\\w\` is written \`\\\\w\`)`,
        index: i + 1,
        length: e === void 0 ? 1 : 2
      };
    }
  }
  return { ok: true, value };
}
function encodeString(value) {
  let out = '"';
  for (const ch of value) {
    switch (ch) {
      case '"':
        out += '\\"';
        break;
      case "\\":
        out += "\\\\";
        break;
      case "\n":
        out += "\\n";
        break;
      case "	":
        out += "\\t";
        break;
      case "\r":
        out += "\\r";
        break;
      case "\b":
        out += "\\b";
        break;
      case "\f":
        out += "\\f";
        break;
      default: {
        const code = ch.charCodeAt(0);
        out += code < 32 || code === 127 ? `\\u${code.toString(16).padStart(4, "0")}` : ch;
      }
    }
  }
  return `${out}"`;
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  childrenOf,
  decodeString,
  deepest,
  encodeString,
  forEachNode
});
})
