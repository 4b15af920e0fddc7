(function (exports, require, module, __filename, __dirname) {const __pqlImportMetaUrl = require('node:url').pathToFileURL(__filename).href;
var __create = Object.create;
var __defProp = Object.defineProperty;
var __getOwnPropDesc = Object.getOwnPropertyDescriptor;
var __getOwnPropNames = Object.getOwnPropertyNames;
var __getProtoOf = Object.getPrototypeOf;
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
var __toESM = (mod, isNodeMode, target) => (target = mod != null ? __create(__getProtoOf(mod)) : {}, __copyProps(
  // If the importer is in node compatibility mode or this is not an ESM
  // file that has been converted to a CommonJS file using a Babel-
  // compatible transform (i.e. "__esModule" has not been set), then set
  // "default" to the CommonJS "module.exports" for node compatibility.
  isNodeMode || !mod || !mod.__esModule ? __defProp(target, "default", { value: mod, enumerable: true }) : target,
  mod
));
var __toCommonJS = (mod) => __copyProps(__defProp({}, "__esModule", { value: true }), mod);
var stdin_exports = {};
__export(stdin_exports, {
  diffRevisions: () => diffRevisions,
  runDiff: () => runDiff
});
module.exports = __toCommonJS(stdin_exports);
var import_cli_chunk_2PHBWWK7 = require("./cli-chunk-2PHBWWK7.cjs");
var import_cli_chunk_4MXBQQPQ = require("./cli-chunk-4MXBQQPQ.cjs");
var import_cli_chunk_EDFDWF2J = require("./cli-chunk-EDFDWF2J.cjs");
var import_cli_chunk_BNQSMC6X = require("./cli-chunk-BNQSMC6X.cjs");
var import_cli_chunk_UTFB65M4 = require("./cli-chunk-UTFB65M4.cjs");
var import_cli_chunk_4BIEFC2H = require("./cli-chunk-4BIEFC2H.cjs");
var import_cli_chunk_O2VVQL4V = require("./cli-chunk-O2VVQL4V.cjs");
var import_cli_chunk_73CYN3IS = require("./cli-chunk-73CYN3IS.cjs");
var import_cli_chunk_EIVPZZA5 = require("./cli-chunk-EIVPZZA5.cjs");
var import_cli_chunk_KHOFP2T3 = require("./cli-chunk-KHOFP2T3.cjs");
var import_cli_chunk_6O6UAEWZ = require("./cli-chunk-6O6UAEWZ.cjs");
var import_cli_chunk_F6I4QE4Z = require("./cli-chunk-F6I4QE4Z.cjs");
var import_cli_chunk_HHGMS3IO = require("./cli-chunk-HHGMS3IO.cjs");
var import_cli_chunk_OS3R4Z3T = require("./cli-chunk-OS3R4Z3T.cjs");
var import_cli_chunk_JQ7D7STG = require("./cli-chunk-JQ7D7STG.cjs");
var import_cli_chunk_4OLANE6Q = require("./cli-chunk-4OLANE6Q.cjs");
var import_cli_chunk_MXFMJ2JH = require("./cli-chunk-MXFMJ2JH.cjs");
var import_cli_chunk_HRNIO553 = require("./cli-chunk-HRNIO553.cjs");
var import_cli_chunk_T54POBZT = require("./cli-chunk-T54POBZT.cjs");
var import_cli_chunk_E342QO73 = require("./cli-chunk-E342QO73.cjs");
var import_cli_chunk_NB47KFK3 = require("./cli-chunk-NB47KFK3.cjs");
var import_cli_chunk_67JIP6KT = require("./cli-chunk-67JIP6KT.cjs");
var import_cli_chunk_RW3MNUJP = require("./cli-chunk-RW3MNUJP.cjs");
var import_cli_chunk_BTDZ4TY6 = require("./cli-chunk-BTDZ4TY6.cjs");
var import_cli_chunk_MJ44L2U2 = require("./cli-chunk-MJ44L2U2.cjs");
var import_cli_chunk_JJSKHFYR = require("./cli-chunk-JJSKHFYR.cjs");
var import_cli_chunk_CP4LEWDJ = require("./cli-chunk-CP4LEWDJ.cjs");
var import_cli_chunk_4QVDYZUK = require("./cli-chunk-4QVDYZUK.cjs");
var import_cli_chunk_MZC6GN3B = require("./cli-chunk-MZC6GN3B.cjs");
var import_cli_chunk_KNSIF43Q = require("./cli-chunk-KNSIF43Q.cjs");
var import_cli_chunk_N5GLWCTS = require("./cli-chunk-N5GLWCTS.cjs");
var import_cli_chunk_VFSYOTZ5 = require("./cli-chunk-VFSYOTZ5.cjs");
var import_cli_chunk_FCDA32LZ = require("./cli-chunk-FCDA32LZ.cjs");
var import_cli_chunk_HAGU7X5J = require("./cli-chunk-HAGU7X5J.cjs");
var import_cli_chunk_LZPKKSC7 = require("./cli-chunk-LZPKKSC7.cjs");
var import_cli_chunk_YEIKYGTQ = require("./cli-chunk-YEIKYGTQ.cjs");
var import_cli_chunk_QNT6K3V2 = require("./cli-chunk-QNT6K3V2.cjs");
var import_cli_chunk_ZAAJEBAH = require("./cli-chunk-ZAAJEBAH.cjs");
var import_cli_chunk_Q3LJKXLG = require("./cli-chunk-Q3LJKXLG.cjs");
var import_cli_chunk_S2QAFOMM = require("./cli-chunk-S2QAFOMM.cjs");
var import_cli_chunk_LW2645SQ = require("./cli-chunk-LW2645SQ.cjs");
var import_cli_chunk_ZD3FC7HB = require("./cli-chunk-ZD3FC7HB.cjs");
var import_cli_chunk_RSFATH5P = require("./cli-chunk-RSFATH5P.cjs");
var import_cli_chunk_UQL7A6YG = require("./cli-chunk-UQL7A6YG.cjs");
var import_cli_chunk_TENKBKXC = require("./cli-chunk-TENKBKXC.cjs");
var import_cli_chunk_I42NNT3W = require("./cli-chunk-I42NNT3W.cjs");
var import_cli_chunk_T442HLLB = require("./cli-chunk-T442HLLB.cjs");
var import_cli_chunk_TE2BRFRC = require("./cli-chunk-TE2BRFRC.cjs");
var import_cli_chunk_N7DGRHRO = require("./cli-chunk-N7DGRHRO.cjs");
var import_cli_chunk_OS5LHD2Y = require("./cli-chunk-OS5LHD2Y.cjs");
var import_cli_chunk_EFID7JQ4 = require("./cli-chunk-EFID7JQ4.cjs");
var import_cli_chunk_BPDGXKYC = require("./cli-chunk-BPDGXKYC.cjs");
var import_cli_chunk_7HF7OUKO = require("./cli-chunk-7HF7OUKO.cjs");
var import_cli_chunk_ZHMSISMR = require("./cli-chunk-ZHMSISMR.cjs");
var import_node_fs = require("node:fs");
var import_node_os = require("node:os");
var import_node_path = require("node:path");
var import_node_fs2 = require("node:fs");
var import_node_path2 = require("node:path");
// src/cli/diff-run.ts
// src/diff/compare.ts
function compareSides(base, head, pairing) {
  const { baseOf, headOf } = pairing;
  const ownSame = (h) => {
    const b = baseOf[h];
    if (b === void 0) return false;
    const [before, after] = [base[b], head[h]];
    if (before.fingerprint !== after.fingerprint || before.references.length !== after.references.length) return false;
    return after.references.every((r, i) => {
      const was = before.references[i];
      if ("external" in r) return "external" in was && was.external === r.external;
      return "audience" in was && headOf[was.audience] === r.audience;
    });
  };
  const same = head.map(() => void 0);
  const visiting = /* @__PURE__ */ new Set();
  const isSame = (h) => {
    const known = same[h];
    if (known !== void 0) return known;
    if (visiting.has(h)) return false;
    visiting.add(h);
    const answer = ownSame(h) && head[h].references.every((r) => "external" in r || isSame(r.audience));
    visiting.delete(h);
    same[h] = answer;
    return answer;
  };
  const chain = (h, seen) => {
    seen.add(h);
    for (const r of head[h].references) {
      if ("external" in r || isSame(r.audience) || seen.has(r.audience)) continue;
      const file = head[r.audience].file;
      return ownSame(r.audience) ? [file, ...chain(r.audience, seen)] : [file];
    }
    return [];
  };
  const entries = [];
  head.forEach((h, hi) => {
    if (!h.shown && !(baseOf[hi] !== void 0 && base[baseOf[hi]].shown)) return;
    const bi = baseOf[hi];
    if (bi === void 0) entries.push({ head: hi, status: "new", through: [] });
    else if (!ownSame(hi)) entries.push({ base: bi, head: hi, status: "changed", through: [] });
    else if (isSame(hi)) entries.push({ base: bi, head: hi, status: "unchanged", through: [] });
    else entries.push({ base: bi, head: hi, status: "changed-through", through: chain(hi, /* @__PURE__ */ new Set()) });
  });
  base.forEach((b, bi) => {
    if (b.shown && headOf[bi] === void 0) entries.push({ base: bi, status: "deleted", through: [] });
  });
  return { entries, sameAsBase: head.map((_, hi) => isSame(hi)) };
}
function memberChange(before, after) {
  const minus = (a, b) => [...a ?? []].filter((pid) => !b?.has(pid)).sort((x, y) => x - y);
  return {
    before: before ? before.size : null,
    after: after ? after.size : null,
    realized: minus(after, before),
    exited: minus(before, after)
  };
}
function sizeChangePercent(change) {
  const { before, after } = change;
  if (before === null || after === null) return 100;
  if (before === 0) return after === 0 ? 0 : Number.POSITIVE_INFINITY;
  return Math.abs(after - before) / before * 100;
}
// src/diff/pair.ts
function pairAudiences(base, head, renames) {
  const headOf = base.map(() => void 0);
  const baseOf = head.map(() => void 0);
  const fileAtHead = (b) => renames.get(b.file) ?? b.file;
  const match = (same) => {
    head.forEach((h, hi) => {
      if (baseOf[hi] !== void 0) return;
      const bi = base.findIndex((b, i) => headOf[i] === void 0 && same(b, h));
      if (bi < 0) return;
      headOf[bi] = hi;
      baseOf[hi] = bi;
    });
  };
  match((b, h) => b.id !== void 0 && b.id === h.id);
  match((b, h) => b.alias !== void 0 && b.alias === h.alias);
  const mayBeOne = (b, h) => (b.id === void 0 || h.id === void 0 || b.id === h.id) && (b.alias === void 0 || h.alias === void 0 || b.alias === h.alias);
  match((b, h) => fileAtHead(b) === h.file && b.name === h.name && mayBeOne(b, h));
  const unpairedIn = (side, pairs, file, at) => side.filter((a, i) => pairs[i] === void 0 && file(a) === at).length;
  match(
    (b, h) => fileAtHead(b) === h.file && mayBeOne(b, h) && unpairedIn(base, headOf, fileAtHead, h.file) === 1 && unpairedIn(head, baseOf, (a) => a.file, h.file) === 1
  );
  return { headOf, baseOf };
}
// src/node/estimate/estimate-members.ts
async function estimateMembers(data, audiences, options) {
  const members = [];
  const estimates = await (0, import_cli_chunk_T54POBZT.estimateAudiences)(data, audiences, {
    ...options,
    onMembers: (index, m, overBudget) => {
      members[index] = { members: m, overBudget };
    }
  });
  return { estimates, members };
}
async function traceProfiles(data, audience, pids, options) {
  const out = [];
  if (pids.length === 0) return out;
  for await (const profile of data.profilesWithEvents(pids)) {
    const result = (0, import_cli_chunk_MJ44L2U2.evaluate)(audience.ast, {
      profile: profile.profile,
      events: profile.events,
      now: options.now,
      membership: (id) => options.membership(id, profile.pid),
      ...options.budget ? { budget: options.budget } : {}
    });
    const overBudget = result.status === "budget-exceeded";
    out.push({
      pid: profile.pid,
      primaryId: profile.primaryId,
      qualifies: !overBudget && result.qualifies === true,
      overBudget,
      outline: overBudget ? [] : (0, import_cli_chunk_NB47KFK3.traceOutline)(result.trace.nodes, audience.pql)
    });
  }
  return out;
}
// src/node/clickhouse/members.ts
var PAGE = 500;
async function openClickHouseData(target, database) {
  const server = await (0, import_cli_chunk_4MXBQQPQ.loadedDatabase)(target, database);
  const [totals] = await server.rows("SELECT count() AS n FROM profiles");
  return {
    shown: server.shown,
    profiles: Number(totals.n),
    members: async (audiences, references, now) => {
      const out = [];
      for (const a of audiences) {
        const compiled = (0, import_cli_chunk_E342QO73.compileAudience)(a.ast, {
          dialect: "clickhouse",
          now,
          localAudienceTable: (id) => references.has(id) ? "local" : void 0
        });
        if (!compiled.ok) {
          const at = a.mapSpan(compiled.unsupported.span).start;
          out.push({ refused: `${a.file}:${at.line}:${at.column}: ${compiled.unsupported.message}` });
          continue;
        }
        const started = performance.now();
        try {
          const rows = await server.rows(`SELECT pid FROM (
${compiled.sql}
)`, import_cli_chunk_4MXBQQPQ.QUERY_SETTINGS);
          out.push({ members: new Set(rows.map((r) => Number(r.pid))), ms: performance.now() - started });
        } catch (e) {
          const stopped = e instanceof Error ? (0, import_cli_chunk_E342QO73.clickHouseStopReason)(e.message) : void 0;
          if (stopped === void 0) throw e;
          out.push({ refused: `${a.file}: the SQL stopped on this data: ${stopped}` });
        }
      }
      return out;
    },
    async *profilesWithEvents(pids) {
      const wanted2 = [...new Set(pids)].filter((p) => Number.isSafeInteger(p) && p >= 0).sort((a, b) => a - b);
      for (let i = 0; i < wanted2.length; i += PAGE) {
        const list = wanted2.slice(i, i + PAGE).join(", ");
        const profiles = await server.rows(`SELECT pid, primary_id, doc FROM profiles WHERE pid IN (${list}) ORDER BY pid`, import_cli_chunk_4MXBQQPQ.QUERY_SETTINGS);
        const events = await server.rows(`SELECT pid, doc FROM events WHERE pid IN (${list}) ORDER BY pid, seq`, import_cli_chunk_4MXBQQPQ.QUERY_SETTINGS);
        const byPid = /* @__PURE__ */ new Map();
        for (const e of events) {
          const pid = Number(e.pid);
          if (!byPid.has(pid)) byPid.set(pid, []);
          byPid.get(pid).push(JSON.parse(String(e.doc)));
        }
        for (const p of profiles) {
          const pid = Number(p.pid);
          yield {
            pid,
            primaryId: p.primary_id ?? null,
            profile: JSON.parse(String(p.doc)),
            events: byPid.get(pid) ?? []
          };
        }
      }
    }
  };
}
// src/node/git-revision.ts
function git(cwd, args, input) {
  const { spawn } = process.getBuiltinModule("node:child_process");
  return new Promise((settle) => {
    const child = spawn("git", args, { cwd, stdio: ["pipe", "pipe", "pipe"] });
    const out = [];
    const err = [];
    child.stdout.on("data", (chunk) => out.push(chunk));
    child.stderr.on("data", (chunk) => err.push(chunk));
    child.on("error", (e) => settle({ status: null, stdout: Buffer.alloc(0), stderr: e.message }));
    child.on(
      "close",
      (status) => settle({ status, stdout: Buffer.concat(out), stderr: Buffer.concat(err).toString("utf8").trim().split("\n")[0] ?? "" })
    );
    child.stdin.on("error", () => {
    });
    child.stdin.end(input ?? "");
  });
}
var RevisionError = class extends Error {
  name = "RevisionError";
};
async function workTreeRoot(cwd) {
  const answer = await git(cwd, ["rev-parse", "--show-toplevel"]);
  if (answer.status !== 0)
    throw new RevisionError(
      answer.status === null ? `git cannot be run: ${answer.stderr}` : `${cwd} is not in a git work tree (git: ${answer.stderr})`
    );
  return answer.stdout.toString("utf8").trim();
}
async function resolveRevision(root, revision) {
  const answer = await git(root, ["rev-parse", "--verify", "--quiet", "--end-of-options", `${revision}^{commit}`]);
  if (answer.status !== 0) throw new RevisionError(`${JSON.stringify(revision)} is not a revision of this repository`);
  return answer.stdout.toString("utf8").trim();
}
function wanted(path) {
  const base = path.slice(path.lastIndexOf("/") + 1);
  return import_cli_chunk_6O6UAEWZ.audienceFilePattern.test(path) || import_cli_chunk_LZPKKSC7.configFileNames.includes(base);
}
async function writeRevision(root, commit, into) {
  const tree = await git(root, ["ls-tree", "-r", "-z", "--full-tree", commit]);
  if (tree.status !== 0) throw new RevisionError(`git cannot list ${commit}: ${tree.stderr}`);
  const entries = tree.stdout.toString("utf8").split("\0").flatMap((entry) => {
    const match = /^(100644|100755) blob ([0-9a-f]+)\t(.+)$/s.exec(entry);
    return match && wanted(match[3]) ? [{ id: match[2], path: match[3] }] : [];
  });
  (0, import_node_fs2.mkdirSync)(into, { recursive: true });
  if (entries.length > 0) {
    const blobs = await git(root, ["cat-file", "--batch"], `${entries.map((e) => e.id).join("\n")}
`);
    if (blobs.status !== 0) throw new RevisionError(`git cannot read the files of ${commit}: ${blobs.stderr}`);
    let at = 0;
    for (const entry of entries) {
      const header = blobs.stdout.indexOf(10, at);
      const size = Number(blobs.stdout.subarray(at, header).toString("latin1").split(" ")[2]);
      const file = (0, import_node_path2.join)(into, ...entry.path.split("/"));
      (0, import_node_fs2.mkdirSync)((0, import_node_path2.dirname)(file), { recursive: true });
      (0, import_node_fs2.writeFileSync)(file, blobs.stdout.subarray(header + 1, header + 1 + size));
      at = header + 1 + size + 1;
    }
  }
  for (const args of [
    ["init", "-q"],
    ["add", "-A", "--force"]
  ]) {
    const answer = await git(into, args);
    if (answer.status !== 0) throw new RevisionError(`git ${args[0]} failed in a temporary directory: ${answer.stderr}`);
  }
  return entries.map((e) => e.path);
}
async function renamedFiles(root, base, head) {
  const answer = await git(root, ["diff", "--name-status", "-z", "-M", base, ...head === null ? [] : [head], "--"]);
  if (answer.status !== 0) throw new RevisionError(`git cannot compare ${base} with ${head ?? "the working tree"}: ${answer.stderr}`);
  const renames = /* @__PURE__ */ new Map();
  const fields = answer.stdout.toString("utf8").split("\0");
  for (let i = 0; i < fields.length - 1; ) {
    const status = fields[i];
    if (status.startsWith("R") || status.startsWith("C")) {
      if (status.startsWith("R")) renames.set(fields[i + 1], fields[i + 2]);
      i += 3;
    } else i += 2;
  }
  return renames;
}
// src/report/diff-json.ts
function diffJson(run) {
  return `${JSON.stringify(
    {
      profiles: run.profiles,
      base: run.base,
      head: run.head,
      audiences: run.audiences.map((a) => ({
        file: a.file,
        name: a.name,
        status: a.status,
        before: a.before,
        after: a.after,
        realized: a.realized,
        exited: a.exited,
        through: a.through,
        sample: { realized: a.sample.realized.map((s) => s.primaryId), exited: a.sample.exited.map((s) => s.primaryId) },
        ms: Math.round(a.ms)
      })),
      problems: run.problems
    },
    null,
    2
  )}
`;
}
// src/report/diff-words.ts
var count = (x) => x.toLocaleString("en-US");
function sizes(a, arrow) {
  const side = (x) => x === null ? "none" : count(x);
  return `${side(a.before)} ${arrow} ${side(a.after)}`;
}
function shareChange(a, profiles) {
  if (profiles === 0) return "0 pp";
  const points = ((a.after ?? 0) - (a.before ?? 0)) / profiles * 100;
  return `${points > 0 ? "+" : points < 0 ? "\u2212" : "\xB1"}${Math.abs(points).toFixed(2)} pp`;
}
function profileName(s) {
  return s.primaryId ?? `profile #${s.pid + 1} (no identity)`;
}
function shown(a, all) {
  return all || a.status !== "unchanged";
}
function statusCounts(run) {
  const order = ["changed", "changed-through", "new", "deleted", "unchanged"];
  const parts = order.flatMap((status) => {
    const n = run.audiences.filter((a) => a.status === status).length;
    return n > 0 ? [`${n} ${status}`] : [];
  });
  return `${(0, import_cli_chunk_FCDA32LZ.plural)(run.audiences.length, "audience")}${parts.length > 0 ? `: ${parts.join(", ")}` : ""}`;
}
function overLimitWords(a, limit) {
  const moved = a.before === null ? "new" : a.after === null ? "deleted" : a.before === 0 ? `from no member to ${count(a.after)}` : `${sizes(a, "->")}`;
  return `${a.file}: ${a.name}: its size moved more than ${limit} % (${moved})`;
}
// src/report/diff-markdown.ts
var BADGE = {
  changed: "\u270F\uFE0F changed",
  "changed-through": "\u21AA\uFE0F changed-through",
  new: "\u{1F195} new",
  deleted: "\u{1F5D1}\uFE0F deleted",
  unchanged: "unchanged"
};
function diffMarkdown(run, options = {}) {
  const listed = run.audiences.filter((a) => shown(a, options.all === true));
  const out = [
    "## pql-audience diff",
    "",
    `${(0, import_cli_chunk_2PHBWWK7.markdownCell)(`\`${run.base}\` \u2192 ${run.head === "working tree" ? "the working tree" : `\`${run.head}\``}`)} \xB7 ${count(run.profiles)} profiles \xB7 ${statusCounts(run)}`,
    ""
  ];
  if (listed.length > 0) {
    out.push("| Audience | Status | Before \u2192 after | Realized | Exited | Share change |", "| --- | --- | --- | ---: | ---: | ---: |");
    for (const a of listed) out.push(row(a, run.profiles));
    out.push("");
  }
  if (run.failOnChange !== void 0)
    for (const a of run.audiences.filter((x) => x.overLimit))
      out.push(`> [!CAUTION]
> ${(0, import_cli_chunk_2PHBWWK7.markdownCell)(overLimitWords(a, run.failOnChange))}`, "");
  if (run.problems.length > 0) {
    out.push("### Not counted", "");
    for (const p of run.problems) out.push(`- **${p.side}**: ${(0, import_cli_chunk_2PHBWWK7.markdownCell)(p.file ? `${p.file}: ${p.message}` : p.message)}`);
    out.push("");
  }
  const budget = options.budgetBytes ?? import_cli_chunk_2PHBWWK7.SUMMARY_BUDGET_BYTES;
  let used = utf8Bytes(out.join("\n"));
  let left = 0;
  for (const a of listed) {
    const block = details(a);
    if (block === "") continue;
    const size = utf8Bytes(block) + 1;
    if (used + size > budget) {
      left++;
      continue;
    }
    out.push(block);
    used += size;
  }
  if (left > 0) out.push(`\u2026 the samples of ${left} more audiences are not shown (summary size limit); see the log.`, "");
  return `${out.join("\n").trimEnd()}
`;
}
function row(a, profiles) {
  const audience = `${(0, import_cli_chunk_2PHBWWK7.markdownCell)(a.name)}<br>\`${(0, import_cli_chunk_2PHBWWK7.markdownCell)(a.file)}\`${a.renamedFrom ? ` (was \`${(0, import_cli_chunk_2PHBWWK7.markdownCell)(a.renamedFrom)}\`)` : ""}`;
  const status = a.through.length > 0 ? `${BADGE[a.status]} via ${a.through.map((f) => `\`${(0, import_cli_chunk_2PHBWWK7.markdownCell)(f)}\``).join(" \u2192 ")}` : BADGE[a.status];
  return `| ${audience} | ${status} | ${sizes(a, "\u2192")} | +${count(a.realized)} | \u2212${count(a.exited)} | ${shareChange(a, profiles)} |`;
}
function details(a) {
  const { realized, exited } = a.sample;
  if (realized.length === 0 && exited.length === 0) return "";
  const lines = [];
  const add = (word, sample) => {
    if (sample.length === 0) return;
    lines.push(word);
    for (const s of sample) {
      lines.push(`  ${profileName(s)}${s.overBudget ? " (its outline went over the evaluation budget)" : ""}`);
      for (const line of s.outline)
        lines.push(`    ${"  ".repeat(line.depth)}${(line.value === null ? "unknown" : String(line.value)).padEnd(7)} ${line.text}`);
    }
  };
  add(`realized (${count(realized.length)} of ${count(a.realized)})`, realized);
  add(`exited (${count(exited.length)} of ${count(a.exited)})`, exited);
  const text = lines.join("\n").replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, "?");
  const longest = Math.max(2, ...[...text.matchAll(/`+/g)].map((m) => m[0].length));
  const fence = "`".repeat(longest + 1);
  const summary = `${(0, import_cli_chunk_2PHBWWK7.markdownCell)(a.name)}: ${count(a.realized)} realized, ${count(a.exited)} exited`;
  return ["<details>", `<summary>${summary}</summary>`, "", `${fence}text`, text, fence, "", "</details>", ""].join("\n");
}
function diffAnnotations(run) {
  let out = "";
  for (const a of run.audiences) {
    if (a.status === "unchanged") continue;
    const level = a.overLimit ? "error" : "notice";
    const place = a.status === "deleted" ? "" : `file=${(0, import_cli_chunk_2PHBWWK7.escapeProperty)(a.repoFile)},line=${a.line},`;
    const through = a.through.length > 0 ? ` through ${a.through.join(" -> ")}` : "";
    const message = `${a.name}: ${a.status}${through}, ${sizes(a, "->")} (${count(a.realized)} realized, ${count(a.exited)} exited)`;
    out += `::${level} ${place}title=${(0, import_cli_chunk_2PHBWWK7.escapeProperty)(`pql-audience diff: ${a.status}`)}::${(0, import_cli_chunk_2PHBWWK7.escapeData)(message)}
`;
  }
  return out;
}
var encoder = new TextEncoder();
var utf8Bytes = (text) => encoder.encode(text).length;
// src/report/diff-text.ts
var TONE = { changed: import_cli_chunk_4OLANE6Q.ansi.yellow, "changed-through": import_cli_chunk_4OLANE6Q.ansi.yellow, new: import_cli_chunk_4OLANE6Q.ansi.green, deleted: import_cli_chunk_4OLANE6Q.ansi.red, unchanged: import_cli_chunk_4OLANE6Q.ansi.dim };
function diffText(run, options = {}) {
  const paint = (0, import_cli_chunk_4OLANE6Q.painter)(options.color);
  const out = [`${paint(import_cli_chunk_4OLANE6Q.ansi.bold, `${run.base} -> ${run.head}`)}: ${count(run.profiles)} profiles`, ""];
  for (const a of run.audiences) {
    if (!shown(a, options.all === true)) continue;
    out.push(...audienceLines(a, run.profiles, paint));
  }
  for (const p of run.problems)
    out.push(`${paint(import_cli_chunk_4OLANE6Q.ansi.red, "not counted")} ${p.side}: ${(0, import_cli_chunk_4OLANE6Q.safeText)(p.file ? `${p.file}: ${p.message}` : p.message)}`);
  if (run.problems.length > 0) out.push("");
  if (run.failOnChange !== void 0)
    for (const a of run.audiences.filter((x) => x.overLimit))
      out.push(`${paint(import_cli_chunk_4OLANE6Q.ansi.red, "error")} ${(0, import_cli_chunk_4OLANE6Q.safeText)(overLimitWords(a, run.failOnChange))}`);
  const unchanged = run.audiences.filter((a) => a.status === "unchanged").length;
  const hint = unchanged > 0 && options.all !== true ? " (--all lists the unchanged)" : "";
  out.push(`${statusCounts(run)}${hint} in ${(run.ms / 1e3).toFixed(1)} s`);
  return `${out.join("\n")}
`;
}
function audienceLines(a, profiles, paint) {
  const title = (0, import_cli_chunk_4OLANE6Q.safeText)(a.name === a.file ? a.file : `${a.file}: ${a.name}`);
  const moved = a.renamedFrom ? paint(import_cli_chunk_4OLANE6Q.ansi.dim, ` (was ${(0, import_cli_chunk_4OLANE6Q.safeText)(a.renamedFrom)})`) : "";
  const figures = a.status === "unchanged" ? `${count(a.after ?? 0)} members` : `${sizes(a, "->")}  realized ${paint(import_cli_chunk_4OLANE6Q.ansi.green, count(a.realized))}, exited ${paint(import_cli_chunk_4OLANE6Q.ansi.red, count(a.exited))}  ${shareChange(a, profiles)}`;
  const lines = [
    `${paint(import_cli_chunk_4OLANE6Q.ansi.bold, title)}${moved}  ${paint(TONE[a.status], a.status)}  ${figures}  ${paint(import_cli_chunk_4OLANE6Q.ansi.dim, `${Math.round(a.ms)} ms`)}`
  ];
  if (a.through.length > 0) lines.push(`  through ${(0, import_cli_chunk_4OLANE6Q.safeText)(a.through.join(" -> "))}`);
  lines.push(...sampleLines("realized", a.sample.realized, paint), ...sampleLines("exited", a.sample.exited, paint), "");
  return lines;
}
function sampleLines(word, sample, paint) {
  if (sample.length === 0) return [];
  const lines = [`  ${word}`];
  for (const s of sample) {
    const warn = s.overBudget ? ` ${paint(import_cli_chunk_4OLANE6Q.ansi.yellow, "(its outline went over the evaluation budget; --max-steps allows more)")}` : "";
    lines.push(`    ${paint(import_cli_chunk_4OLANE6Q.ansi.cyan, (0, import_cli_chunk_4OLANE6Q.safeText)(profileName(s)))}${warn}`, ...(0, import_cli_chunk_4BIEFC2H.traceLines)(s.outline, paint, "      "));
  }
  return lines;
}
// src/cli/diff-run.ts
async function runDiff(args) {
  const now = args.now === void 0 ? Date.now() : Date.parse(args.now);
  if (Number.isNaN(now)) throw new import_cli_chunk_EFID7JQ4.UsageError(`--now ${JSON.stringify(args.now)} is not an ISO-8601 instant (e.g. 2024-05-15T12:00:00Z)`);
  if (!Number.isSafeInteger(args.sample) || args.sample < 0)
    throw Object.assign(new import_cli_chunk_EFID7JQ4.UsageError(`--sample needs a whole number of profiles, 0 or more (got ${String(args.sample)})`), {
      showUsageHint: true
    });
  if (args.failOnChange !== void 0 && !(Number.isFinite(args.failOnChange) && args.failOnChange >= 0))
    throw Object.assign(new import_cli_chunk_EFID7JQ4.UsageError(`--fail-on-change needs a percentage, 0 or more (got ${String(args.failOnChange)})`), {
      showUsageHint: true
    });
  if (args.memoryLimit !== void 0 && !/^\d+(\.\d+)?\s*(KB|MB|GB|TB|KiB|MiB|GiB|TiB)$/i.test(args.memoryLimit))
    throw new import_cli_chunk_EFID7JQ4.UsageError(`--memory-limit ${JSON.stringify(args.memoryLimit)} is not a size (e.g. 3GB, 512MB)`);
  const progress = import_cli_chunk_VFSYOTZ5.stderr.isTTY ? (message) => import_cli_chunk_VFSYOTZ5.stderr.write(`\r\x1B[K${message}`) : void 0;
  const source = dataSource(args);
  let run;
  try {
    run = await diffRevisions({ ...args, data: source, cwd: process.cwd(), now, budget: (0, import_cli_chunk_4QVDYZUK.budgetOf)(args.maxSteps), onProgress: progress });
  } catch (e) {
    if (!(e instanceof import_cli_chunk_T54POBZT.DataError)) throw e;
    if (progress) import_cli_chunk_VFSYOTZ5.stderr.write("\r\x1B[K");
    import_cli_chunk_VFSYOTZ5.stderr.write(`${e.message}
not compared: the data has problems
`);
    return import_cli_chunk_EFID7JQ4.ExitCode.Problems;
  }
  if (progress) import_cli_chunk_VFSYOTZ5.stderr.write("\r\x1B[K");
  await write(run, args);
  return run.problems.length > 0 || run.audiences.some((a) => a.overLimit) ? import_cli_chunk_EFID7JQ4.ExitCode.Problems : import_cli_chunk_EFID7JQ4.ExitCode.Ok;
}
function dataSource(args, env = process.env) {
  if (args.engine !== "clickhouse") {
    if (args.url !== void 0 || args.user !== void 0) throw new import_cli_chunk_EFID7JQ4.UsageError("--url and --user are for --engine clickhouse");
    if (args.data === void 0) throw new import_cli_chunk_EFID7JQ4.UsageError("diff needs --data DIR (or --engine clickhouse --url URL)");
    return args.data;
  }
  (0, import_cli_chunk_KNSIF43Q.refuseDuckDbOptions)(args);
  return { clickhouse: (0, import_cli_chunk_KNSIF43Q.clickHouseTarget)(args.url, args.user, env), database: args.database ?? "default" };
}
async function diffRevisions(options) {
  const started = performance.now();
  const { cwd, now, budget } = options;
  const progress = options.onProgress;
  const args = options;
  const { root, baseCommit, headCommit } = await revisions(cwd, args);
  const temporary = (0, import_node_fs.mkdtempSync)((0, import_node_path.join)((0, import_node_os.tmpdir)(), "pql-audience-diff-"));
  try {
    const baseRoot = (0, import_node_path.join)(temporary, "base");
    await writeRevision(root, baseCommit, baseRoot);
    const headRoot = headCommit === null ? root : (0, import_node_path.join)(temporary, "head");
    if (headCommit !== null) await writeRevision(root, headCommit, headRoot);
    const renames = await renamedFiles(root, baseCommit, headCommit);
    const asked = askedPaths(root, cwd, args.paths.length > 0 ? args.paths : ["."]);
    const exists = (sideRoot, path) => path === "" || /[*?[\]{}]/.test(path) || (0, import_node_fs.statSync)((0, import_node_path.join)(sideRoot, path), { throwIfNoEntry: false }) !== void 0;
    const missing = asked.filter((p) => !exists(baseRoot, p) && !exists(headRoot, p));
    if (missing.length > 0)
      throw new import_cli_chunk_EFID7JQ4.UsageError(`${missing.join(", ")}: no such file or directory at ${args.base} nor at ${args.head ?? "the working tree"}`);
    const reversed = new Map([...renames].map(([from, to]) => [to, from]));
    const inAsked = (file) => asked.some((p) => p === "" || file === p || file.startsWith(`${p}/`));
    const basePaths = [...asked, ...[...reversed].filter(([to, from]) => inAsked(to) && !inAsked(from)).map(([, from]) => from)];
    const headPaths = [...asked, ...[...renames].filter(([from, to]) => inAsked(from) && !inAsked(to)).map(([, to]) => to)];
    const base = await readSide(
      "base",
      baseRoot,
      basePaths.filter((p) => exists(baseRoot, p)),
      root,
      cwd,
      now
    );
    const head = await readSide(
      "head",
      headRoot,
      headPaths.filter((p) => exists(headRoot, p)),
      root,
      cwd,
      now
    );
    const pairing = pairAudiences(base.compared, head.compared, renames);
    const comparison = compareSides(base.compared, head.compared, pairing);
    const problems = [...base.problems, ...head.problems];
    const read = [...base.audiences, ...head.audiences];
    const data = await openCounter(args.data, now, budget, args.memoryLimit, progress, read);
    try {
      const baseCounted = await data.count(shownAll(base.audiences), new Set(base.byKey.keys()));
      const needed = /* @__PURE__ */ new Set();
      const need = (h) => {
        if (needed.has(h)) return;
        needed.add(h);
        for (const r of head.compared[h].references) if ("audience" in r) need(r.audience);
      };
      head.audiences.forEach((_, h) => {
        if (!comparison.sameAsBase[h]) need(h);
      });
      const headList = [...needed].sort((a, b) => a - b);
      const headCounted = await data.count(
        headList.map((h) => ({ ...head.audiences[h], shown: true })),
        new Set(head.byKey.keys())
      );
      const at = new Map(headList.map((h, k) => [h, k]));
      const membersOf = (side, i) => side === "base" ? baseCounted.members[i] : comparison.sameAsBase[i] ? baseCounted.members[pairing.baseOf[i]] : headCounted.members[at.get(i)];
      const msOf = (side, i) => side === "base" ? baseCounted.ms[i] ?? 0 : headCounted.ms[at.get(i) ?? -1] ?? 0;
      for (const [side, counted] of [
        [base, baseCounted],
        [head, headCounted]
      ])
        for (const message of counted.refused) problems.push({ side: side.name, message: `not compared: ${message}` });
      for (const side of [base, head])
        side.audiences.forEach((a, i) => {
          const over = membersOf(side.name, i)?.overBudget.size ?? 0;
          if (over > 0 && a.shown)
            problems.push({
              side: side.name,
              file: side.compared[i].file,
              message: `${a.name}: ${over} profiles went over the evaluation budget, counted in neither (--max-steps allows more)`
            });
        });
      const membershipOf = (side) => (id, pid) => {
        const target = side.byKey.get(id);
        return target !== void 0 && membersOf(side.name, target)?.members.has(pid) === true;
      };
      const audiences = [];
      for (const entry of comparison.entries) {
        if (notComparable(entry, base, head, renames)) continue;
        const [baseMembers, headMembers] = [
          entry.base === void 0 ? void 0 : membersOf("base", entry.base),
          entry.head === void 0 ? void 0 : membersOf("head", entry.head)
        ];
        if (entry.base !== void 0 && baseMembers === void 0 || entry.head !== void 0 && headMembers === void 0) continue;
        const before = baseMembers?.members;
        const after = headMembers?.members;
        const change = memberChange(before, after);
        const [explainedSide, explained] = entry.head === void 0 ? [base, base.audiences[entry.base]] : [head, head.audiences[entry.head]];
        const membership = membershipOf(explainedSide);
        const trace = async (pids) => (await data.trace(explained, pids.slice(0, args.sample), membership)).map((t) => ({
          primaryId: t.primaryId,
          pid: t.pid,
          outline: t.outline,
          overBudget: t.overBudget
        }));
        const shownSide = entry.head === void 0 ? base : head;
        const at2 = entry.head ?? entry.base;
        const audience = shownSide.audiences[at2];
        const repoFile = shownSide.compared[at2].file;
        const baseFile = entry.base === void 0 ? void 0 : base.compared[entry.base].file;
        const size = { before: change.before, after: change.after };
        audiences.push({
          file: shownPath(root, cwd, repoFile),
          repoFile,
          ...baseFile !== void 0 && baseFile !== repoFile ? { renamedFrom: shownPath(root, cwd, baseFile) } : {},
          line: audience.mapSpan(audience.ast.span).start.line,
          name: audience.name,
          status: entry.status,
          ...size,
          realized: change.realized.length,
          exited: change.exited.length,
          through: entry.through.map((f) => shownPath(root, cwd, f)),
          sample: { realized: await trace(change.realized), exited: await trace(change.exited) },
          ms: (entry.base === void 0 ? 0 : msOf("base", entry.base)) + (entry.head === void 0 || comparison.sameAsBase[entry.head] ? 0 : msOf("head", entry.head)),
          overLimit: args.failOnChange !== void 0 && entry.status !== "unchanged" && sizeChangePercent(size) > args.failOnChange
        });
      }
      return {
        profiles: data.profiles,
        base: args.base,
        head: args.head ?? "working tree",
        audiences,
        problems,
        ...args.failOnChange !== void 0 ? { failOnChange: args.failOnChange } : {},
        ms: performance.now() - started
      };
    } finally {
      await data.close();
    }
  } catch (e) {
    if (e instanceof RevisionError) throw new import_cli_chunk_EFID7JQ4.UsageError(e.message);
    throw e;
  } finally {
    (0, import_node_fs.rmSync)(temporary, { recursive: true, force: true });
  }
}
async function revisions(cwd, args) {
  try {
    const root = await workTreeRoot(cwd);
    const baseCommit = await resolveRevision(root, args.base).catch((e) => {
      throw e instanceof RevisionError ? new RevisionError(`--base ${e.message}`) : e;
    });
    const headCommit = args.head === void 0 ? null : await resolveRevision(root, args.head).catch((e) => {
      throw e instanceof RevisionError ? new RevisionError(`--head ${e.message}`) : e;
    });
    return { root, baseCommit, headCommit };
  } catch (e) {
    if (e instanceof RevisionError) throw new import_cli_chunk_EFID7JQ4.UsageError(e.message);
    throw e;
  }
}
function askedPaths(root, cwd, paths) {
  return paths.map((p) => {
    const rel = (0, import_node_path.relative)(root, (0, import_node_path.resolve)(cwd, p));
    if (rel.startsWith("..") || (0, import_node_path.isAbsolute)(rel)) throw new import_cli_chunk_EFID7JQ4.UsageError(`${p}: outside the git work tree at ${root}`);
    return rel.split(import_node_path.sep).join("/");
  });
}
function shownPath(root, cwd, repoFile) {
  const rel = (0, import_node_path.relative)(cwd, (0, import_node_path.join)(root, repoFile));
  return (rel.startsWith("..") || (0, import_node_path.isAbsolute)(rel) ? (0, import_node_path.join)(root, repoFile) : rel).split(import_node_path.sep).join("/");
}
async function readSide(name, sideRoot, paths, root, cwd, now) {
  const side = { name, root: sideRoot, audiences: [], compared: [], byKey: /* @__PURE__ */ new Map(), refused: /* @__PURE__ */ new Set(), problems: [] };
  if (paths.length === 0) return side;
  const repoPath = (file) => (0, import_node_path.relative)(sideRoot, (0, import_node_path.resolve)(file)).split(import_node_path.sep).join("/");
  const args = paths.map((p) => (0, import_node_path.join)(sideRoot, p));
  try {
    const { audiences, refused } = await (0, import_cli_chunk_EDFDWF2J.audiencesOf)(args);
    side.audiences = audiences;
    for (const r of refused) {
      side.refused.add(repoPath(r.file));
      const at = shownPath(root, cwd, repoPath(r.file));
      side.problems.push(...r.messages.map((m) => ({ side: name, file: at, message: m.split(r.file).join(at) })), {
        side: name,
        file: at,
        message: "not compared: the file has errors on this side"
      });
    }
  } catch (e) {
    if (!(e instanceof import_cli_chunk_BPDGXKYC.InputError)) throw e;
    side.problems.push({ side: name, message: e.message.split(`${sideRoot}${import_node_path.sep}`).join(sideRoot === root ? `${root}${import_node_path.sep}` : "") });
    return side;
  }
  const byKey = side.byKey;
  side.audiences.forEach((a, i) => {
    for (const key of (0, import_cli_chunk_67JIP6KT.referenceKeys)(a)) byKey.set(key, i);
  });
  side.compared = side.audiences.map((a) => {
    const compiled = (0, import_cli_chunk_E342QO73.compileAudience)(a.ast, {
      dialect: "duckdb",
      now,
      localAudienceTable: (id) => byKey.has(id) ? "referenced_audience" : void 0
    });
    return {
      file: repoPath(a.file),
      name: a.name,
      alias: a.alias,
      id: a.id,
      fingerprint: compiled.ok ? compiled.sql : `pql ${(0, import_cli_chunk_UQL7A6YG.print)(a.ast)}`,
      references: (0, import_cli_chunk_67JIP6KT.referencedIds)(a.ast).map((id) => {
        const target = byKey.get(id);
        return target === void 0 ? { external: id } : { audience: target };
      }),
      shown: a.shown
    };
  });
  return side;
}
function notComparable(entry, base, head, renames) {
  const headFile = entry.head === void 0 ? void 0 : head.compared[entry.head].file;
  const baseFile = entry.base === void 0 ? void 0 : base.compared[entry.base].file;
  const refusedAtBase = new Set([...base.refused].map((f) => renames.get(f) ?? f));
  if (headFile !== void 0 && refusedAtBase.has(headFile)) return true;
  return baseFile !== void 0 && head.refused.has(renames.get(baseFile) ?? baseFile);
}
async function openCounter(source, now, budget, memoryLimit, progress, read) {
  if (typeof source !== "string") {
    const server = await openClickHouseData(source.clickhouse, source.database);
    return {
      profiles: server.profiles,
      count: async (audiences, references) => {
        const counted = await server.members(audiences, references, now);
        return {
          members: counted.map((c) => "members" in c ? { members: c.members, overBudget: /* @__PURE__ */ new Set() } : void 0),
          ms: counted.map((c) => "ms" in c ? c.ms : 0),
          refused: counted.flatMap((c) => "refused" in c ? [`not counted on ClickHouse: ${c.refused}`] : [])
        };
      },
      trace: (audience, pids, membership) => traceProfiles(server, audience, pids, { now, budget, membership }),
      close: async () => {
      }
    };
  }
  const data = await (0, import_cli_chunk_T54POBZT.loadData)(source, {
    eventFields: (0, import_cli_chunk_EDFDWF2J.eventFieldsRead)(read, import_cli_chunk_E342QO73.compileAudience, { now }),
    profileFields: (0, import_cli_chunk_EDFDWF2J.profileFieldsRead)(read, import_cli_chunk_E342QO73.compileAudience, { now }),
    // The paths both sides read as strings, numbers or booleans, each computed once into a column.
    profileScalars: (0, import_cli_chunk_EDFDWF2J.profileScalarsRead)(read, import_cli_chunk_E342QO73.compileAudience, { now }),
    ...progress ? { onProgress: progress } : {},
    ...memoryLimit !== void 0 ? { memoryLimit } : {}
  });
  const options = { now, sample: 0, compile: import_cli_chunk_E342QO73.compileAudience, budget, ...progress ? { onProgress: progress } : {} };
  return {
    profiles: data.profiles,
    count: async (audiences) => {
      const counted = await estimateMembers(data, audiences, options);
      return { members: counted.members, ms: audiences.map((_, i) => counted.estimates[i]?.ms ?? 0), refused: [] };
    },
    trace: (audience, pids, membership) => traceProfiles(data, audience, pids, { now, budget, membership }),
    close: () => data.close()
  };
}
function shownAll(audiences) {
  return audiences.map((a) => ({ ...a, shown: true }));
}
async function write(run, args) {
  const all = args.all;
  if (args.format === "json") import_cli_chunk_VFSYOTZ5.stdout.write(diffJson(run));
  else if (args.format === "markdown") import_cli_chunk_VFSYOTZ5.stdout.write(diffMarkdown(run, { all }));
  else if (args.format === "github") {
    import_cli_chunk_VFSYOTZ5.stdout.write(diffAnnotations(run));
    import_cli_chunk_VFSYOTZ5.stdout.write(diffText(run, { all }));
    const summary = process.env.GITHUB_STEP_SUMMARY;
    if (summary) {
      const { promises } = await Promise.resolve().then(() => __toESM(require("node:fs")));
      await promises.writeFile(summary, diffMarkdown(run, { all }), { flag: "a" });
    }
  } else import_cli_chunk_VFSYOTZ5.stdout.write(diffText(run, { color: (0, import_cli_chunk_MZC6GN3B.useColor)(import_cli_chunk_VFSYOTZ5.stdout), all }));
}
// Annotate the CommonJS export names for ESM import in node:
0 && (module.exports = {
  diffRevisions,
  runDiff
});
})
