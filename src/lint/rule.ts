// What a rule is: its documentation (meta) and where its findings come from. Most rules have a
// `check`; rules whose findings are computed by an earlier stage (the parser, the audience
// loader, the edge analyzer) say so with `source`, so the knowledge lives in one place and the
// rule file still documents it.
import type { Span } from "../syntax/ast.js";
import type { Fix } from "./diagnostic.js";
import type { LintedAudience, AudienceGraph } from "./model.js";
import type { ResolvedConfig } from "./config.js";
import type { RuleMeta } from "./types.js";

export interface Finding {
  message: string;
  /** A range in the PQL expression (`pql`) or in the audience file itself (`file`). */
  range: Span;
  in: "pql" | "file";
  label?: string;
  hints?: string[];
  fix?: Fix;
}

export interface RuleContext {
  audience: LintedAudience;
  graph: AudienceGraph;
  config: ResolvedConfig;
  report(finding: Finding): void;
}

export type FindingSource = "parser" | "loader" | "analyzer" | "engine";

export interface Rule {
  meta: RuleMeta;
  /** Set when another stage computes this rule's findings; see FindingSource. */
  source?: FindingSource;
  check?: (context: RuleContext) => void;
}
