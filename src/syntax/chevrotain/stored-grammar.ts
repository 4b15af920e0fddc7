// The parser's grammar, recorded ahead of time. To learn its own grammar, a Chevrotain parser runs
// every rule once in a recording mode when it is built: it installs recording methods on itself,
// calls each rule, and deletes them again, on every start of the CLI. The result only changes with
// the grammar, so `npm run grammar` stores it in ../generated/grammar-table.ts and the parser replays it: the
// recording steps of Chevrotain's performSelfAnalysis hand back the stored rules instead, and
// everything after them (resolving, lookahead, error recovery's follow sets) runs as usual.
// test/syntax/grammar.test.ts fails when the table is not what the parser records now.
import {
  Alternation,
  Alternative,
  NonTerminal,
  Option,
  Repetition,
  RepetitionMandatory,
  RepetitionMandatoryWithSeparator,
  RepetitionWithSeparator,
  Rule,
  Terminal,
  tokenName,
  type IProduction,
  type TokenType,
} from "chevrotain";

/**
 * One grammar node as data: its class, its own fields (token types by name; a reference to a
 * rule by the rule's name, which Chevrotain resolves) and its children.
 */
export interface StoredNode {
  kind: string;
  fields?: Record<string, string | number | boolean>;
  definition?: StoredNode[];
}

/** Rule name -> the rule. */
export type StoredGrammar = Record<string, StoredNode>;

const kinds = {
  Rule,
  NonTerminal,
  Terminal,
  Alternation,
  Alternative,
  Option,
  Repetition,
  RepetitionMandatory,
  RepetitionMandatoryWithSeparator,
  RepetitionWithSeparator,
} as const;
type Kind = keyof typeof kinds;

/** Fields holding a token type, stored as its name. */
const tokenFields = new Set(["terminalType", "separator"]);

/** A recorded rule as data. */
export function storeNode(node: IProduction & { definition?: IProduction[] }): StoredNode {
  const kind = (Object.keys(kinds) as Kind[]).find((k) => Object.getPrototypeOf(node) === kinds[k].prototype);
  if (!kind) throw new Error(`a grammar node of an unknown kind: ${node.constructor.name}`);
  const fields: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(node)) {
    // The children are stored below; a reference is found again by its name (nonTerminalName).
    if (key === "_definition" || key === "referencedRule" || value === undefined) continue;
    if (tokenFields.has(key)) fields[key] = tokenName(value as TokenType);
    else if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") fields[key] = value;
    else throw new Error(`a ${kind} field that cannot be stored: ${key}`);
  }
  const stored: StoredNode = { kind, ...(Object.keys(fields).length > 0 ? { fields } : {}) };
  // A NonTerminal's definition is its rule's (a getter): not its own.
  if (kind !== "NonTerminal" && kind !== "Terminal") stored.definition = (node.definition ?? []).map(storeNode);
  return stored;
}

/**
 * Builds the rules back as Chevrotain's classes, each node with the fields the recorder gave it,
 * in the same order. Not through the constructors: they copy their options with lodash (pickBy,
 * assign), which is slow enough at start-up to matter for a few hundred nodes.
 */
export function loadGrammar(grammar: StoredGrammar, tokensByName: ReadonlyMap<string, TokenType>): Map<string, Rule> {
  const build = (node: StoredNode): IProduction => {
    const Kind = kinds[node.kind as Kind];
    if (!Kind) throw new Error(`the stored grammar has a node of an unknown kind: ${node.kind}`);
    const built = Object.create(Kind.prototype) as Record<string, unknown>;
    // Every production but a terminal has children (a NonTerminal an empty list: its rule's are used).
    if (Kind !== Terminal) built._definition = node.definition?.map(build) ?? [];
    for (const [key, value] of Object.entries(node.fields ?? {})) {
      if (!tokenFields.has(key)) built[key] = value;
      else {
        const token = tokensByName.get(value as string);
        if (!token) throw new Error(`the stored grammar names a token the parser does not have: ${String(value)}`);
        built[key] = token;
      }
    }
    return built as unknown as IProduction;
  };
  return new Map(Object.entries(grammar).map(([name, rule]) => [name, build(rule) as Rule]));
}

/** The steps of Chevrotain's performSelfAnalysis that record the grammar (chevrotain 11: gast_recorder.js). */
interface Recorder {
  definedRulesNames: string[];
  enableRecording(): void;
  disableRecording(): void;
  topLevelRuleRecord(name: string, implementation: unknown): Rule;
}

/**
 * Has the parser's coming performSelfAnalysis take the stored rules instead of recording them,
 * when the table has every rule the parser defines (otherwise it records, as usual).
 */
export function replayGrammar(parser: object, grammar: StoredGrammar, tokensByName: ReadonlyMap<string, TokenType>): boolean {
  const recorder = parser as Recorder;
  if (!recorder.definedRulesNames.every((name) => Object.hasOwn(grammar, name))) return false;
  const rules = loadGrammar(grammar, tokensByName);
  recorder.enableRecording = () => {};
  recorder.disableRecording = () => {};
  recorder.topLevelRuleRecord = (name) => rules.get(name)!;
  return true;
}
