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
  print: () => print,
  render: () => render,
  timeConstraint: () => timeConstraint
});
module.exports = __toCommonJS(stdin_exports);
var import_cli_chunk_N7DGRHRO = require("./cli-chunk-N7DGRHRO.cjs");
// src/syntax/layout.ts
function concat(...parts) {
  return concatAll(parts);
}
function concatAll(parts) {
  let text = "";
  for (const part of parts) {
    if (typeof part !== "string") return { type: "concat", parts };
    text += part;
  }
  return text;
}
var group = (doc) => ({ type: "group", doc });
var indent = (doc) => ({ type: "indent", doc });
var line = { type: "line", flat: " " };
var softline = { type: "line", flat: "" };
function join(separator, docs) {
  const parts = [];
  docs.forEach((d, i) => {
    if (i > 0) parts.push(separator);
    parts.push(d);
  });
  return concatAll(parts);
}
function fits(doc, width) {
  const stack = [doc];
  let remaining = width;
  while (stack.length > 0 && remaining >= 0) {
    const d = stack.pop();
    if (typeof d === "string") remaining -= d.length;
    else if (d.type === "concat") for (let i = d.parts.length - 1; i >= 0; i--) stack.push(d.parts[i]);
    else if (d.type === "line") remaining -= d.flat.length;
    else stack.push(d.doc);
  }
  return remaining >= 0;
}
function render(doc, width, indentUnit = "  ") {
  let out = "";
  let column = 0;
  const stack = [{ indent: 0, flat: false, doc }];
  while (stack.length > 0) {
    const { indent: level, flat, doc: d } = stack.pop();
    if (typeof d === "string") {
      out += d;
      column += d.length;
    } else if (d.type === "concat") {
      for (let i = d.parts.length - 1; i >= 0; i--) stack.push({ indent: level, flat, doc: d.parts[i] });
    } else if (d.type === "indent") {
      stack.push({ indent: level + 1, flat, doc: d.doc });
    } else if (d.type === "group") {
      stack.push({ indent: level, flat: flat || fits(d.doc, width - column), doc: d.doc });
    } else if (flat) {
      out += d.flat;
      column += d.flat.length;
    } else {
      const pad = indentUnit.repeat(level);
      out += `
${pad}`;
      column = pad.length;
    }
  }
  return out;
}
// src/syntax/print.ts
var comparisonOperators = /* @__PURE__ */ new Set(["=", "!=", "<", "<=", ">", ">=", "in", "notIn", "like"]);
function levelOf(node) {
  switch (node.kind) {
    case "Lambda":
    case "Let":
    case "Select":
    case "Quantifier":
    case "SumOver":
      return 0;
    case "Logical":
      return node.operator === "or" ? 1 : 2;
    case "Unary":
      return node.operator === "-" ? 7 : 3;
    case "Binary":
      if (comparisonOperators.has(node.operator)) return 4;
      return node.operator === "+" || node.operator === "-" ? 5 : 6;
    case "Occurs":
      return 4;
    case "MemberAccess":
    case "MethodCall":
    case "Filter":
      return 8;
    default:
      return 9;
  }
}
function print(node, options = {}) {
  return render(expression(node), options.width ?? 100, options.indent ?? "  ");
}
function at(node, minimum) {
  const doc = expression(node);
  return levelOf(node) < minimum ? concat("(", doc, ")") : doc;
}
function list(items) {
  return join(", ", items.map(listItem));
}
function listItem(node) {
  return endsInQuantifier(node) ? concat("(", expression(node), ")") : expression(node);
}
function endsInQuantifier(node) {
  let current = node;
  while (current) {
    switch (current.kind) {
      case "Quantifier":
        return true;
      case "Let":
      case "Lambda":
        current = current.body;
        break;
      case "Select":
      case "SumOver":
        current = current.laterBindings.length > 0 ? current.laterBindings[current.laterBindings.length - 1].condition : current.condition;
        break;
      default:
        return false;
    }
  }
  return false;
}
function unitText(unit, amount) {
  if (amount === 1) return unit;
  if (unit === "century") return "centuries";
  if (unit === "millennium") return "millennia";
  return `${unit}s`;
}
function path(node) {
  let names = "";
  for (const [i, s] of node.segments.entries()) names += i === 0 ? s.name : `.${s.name}`;
  switch (node.root.type) {
    case "name":
      return names;
    case "param":
      return names ? `$${node.root.index}.${names}` : `$${node.root.index}`;
    case "up":
      return `${"^".repeat(node.root.levels)}.${names}`;
  }
}
function condition(keyword, cond, last) {
  if (!cond) return "";
  return concat(` ${keyword} `, last ? expression(cond) : at(
    cond,
    1
    /* Or */
  ));
}
function expression(node) {
  switch (node.kind) {
    case "String":
      return (0, import_cli_chunk_N7DGRHRO.encodeString)(node.value);
    case "Number":
      return node.raw;
    case "Boolean":
      return node.value ? "true" : "false";
    case "Date":
      return `date(${node.year}, ${node.month}, ${node.day})`;
    case "Array":
      return concat("[", list(node.elements), "]");
    case "Object":
      return concat(
        "{",
        join(
          ", ",
          node.entries.map((e) => concat((0, import_cli_chunk_N7DGRHRO.encodeString)(e.key.value), ": ", listItem(e.value)))
        ),
        "}"
      );
    case "Path":
      return path(node);
    case "This":
      return "this";
    case "ContextReference":
      return `@{${node.text}}`;
    case "SegmentReference":
      return `inSegment(${(0, import_cli_chunk_N7DGRHRO.encodeString)(node.segmentId)})`;
    case "TimeWord":
      return node.word;
    case "RelativePeriod":
      return `${node.which} ${node.unit}`;
    case "Logical": {
      const next = node.operator === "or" ? 2 : 3;
      return join(
        ` ${node.operator} `,
        node.operands.map((o) => at(o, next))
      );
    }
    case "Unary": {
      if (node.operator === "-") {
        const operand2 = at(
          node.operand,
          7
          /* Negation */
        );
        return node.operand.kind === "Unary" && node.operand.operator === "-" ? concat("- ", operand2) : concat("-", operand2);
      }
      const operand = levelOf(node.operand) === 3 ? expression(node.operand) : at(
        node.operand,
        8
        /* Postfix */
      );
      return node.operator === "not" ? concat("not ", operand) : concat("!", operand);
    }
    case "Binary": {
      const level = levelOf(node);
      const leftMin = level === 4 ? 5 : level;
      const rightMin = level === 4 ? 5 : level + 1;
      return concat(at(node.left, leftMin), ` ${node.operator} `, at(node.right, rightMin));
    }
    case "Occurs":
      return concat(at(
        node.subject,
        5
        /* Additive */
      ), " occurs ", timeConstraint(node.constraint));
    case "MemberAccess":
      return concat(at(
        node.object,
        8
        /* Postfix */
      ), ".", node.property.name);
    case "MethodCall":
      return concat(at(
        node.object,
        8
        /* Postfix */
      ), ".", node.method.name, "(", list(node.args), ")");
    case "Filter":
      return concat(at(
        node.object,
        8
        /* Postfix */
      ), "[", expression(node.condition), "]");
    case "FunctionCall":
      return concat(node.callee.name, "(", list(node.args), ")");
    case "If":
      return concat("if(", list([node.test, node.then, node.otherwise]), ")");
    case "Lambda":
      return concat("(", node.params.map((p) => p.name).join(", "), ") => ", expression(node.body));
    case "Let":
      return concat("let ", node.variable.name, " = ", at(
        node.value,
        5
        /* Additive */
      ), " in ", expression(node.body));
    case "Select":
      return concat("select ", bindings([node, ...node.laterBindings]));
    case "Quantifier":
      return concat(node.quantifier, " ", bindings(node.bindings));
    case "SumOver":
      return concat("sum ", sumValue(node.value), " over ", bindings([node, ...node.laterBindings]));
    case "Chain":
      return chain(node);
  }
}
function bindings(list2) {
  return join(
    ", ",
    list2.map(
      (b, i) => concat(b.variable.name, " from ", at(
        b.source,
        5
        /* Additive */
      ), condition("where", b.condition, i === list2.length - 1))
    )
  );
}
function leftmost(node) {
  let current = node;
  for (; ; ) {
    if (current.kind === "Binary") current = current.left;
    else if (current.kind === "Logical") current = current.operands[0];
    else if (current.kind === "Occurs") current = current.subject;
    else if (current.kind === "MethodCall" || current.kind === "MemberAccess" || current.kind === "Filter") current = current.object;
    else return current;
  }
}
function sumValue(value) {
  const first = leftmost(value);
  const ambiguous = first.kind === "Array" || first.kind === "Unary" && first.operator === "-";
  return ambiguous && levelOf(value) >= 5 ? concat("(", expression(value), ")") : at(
    value,
    5
    /* Additive */
  );
}
var constraintWords = /* @__PURE__ */ new Set(["before", "after", "between", "on", "this", "last", "next"]);
function anchor(node) {
  const first = leftmost(node);
  const ambiguous = first.kind === "Array" || first.kind === "Path" && first.root.type === "name" && constraintWords.has(first.segments[0].name) || first.kind === "FunctionCall" && constraintWords.has(first.callee.name);
  return ambiguous && levelOf(node) >= 8 ? concat("(", expression(node), ")") : at(
    node,
    8
    /* Postfix */
  );
}
function timeConstraint(node) {
  switch (node.kind) {
    case "AmountConstraint":
      return concat(`${node.comparator} ${node.amount} ${unitText(node.unit, node.amount)} ${node.direction} `, anchor(node.anchor));
    case "DirectionConstraint":
      return concat(`${node.direction} `, anchor(node.anchor));
    case "PointConstraint":
      return node.on ? concat("on ", anchor(node.anchor)) : anchor(node.anchor);
    case "BetweenConstraint":
      return concat("between ", anchor(node.from), " and ", anchor(node.to));
  }
}
function chainStep(step) {
  const parts = [step.label.name, ": WHAT(", expression(step.what), ")"];
  if (step.where) parts.push(" WHERE(", expression(step.where), ")");
  if (step.when) parts.push(" WHEN(", timeConstraint(step.when), ")");
  if (step.count !== null) parts.push(` COUNT(${step.count})`);
  return concat(...parts);
}
function chain(node) {
  return group(
    concat(
      "CHAIN(",
      at(
        node.events,
        5
        /* Additive */
      ),
      ", ",
      node.timestampField.name,
      ", [",
      indent(concat(softline, join(concat(",", line), node.steps.map(chainStep)))),
      softline,
      "])"
    )
  );
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  print,
  render,
  timeConstraint
});
})
