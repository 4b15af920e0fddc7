// The tokens that may follow a token the parser expected (`getFollowsForInRuleRecovery`,
// traits/recoverable.js), which Chevrotain's single-token insertion asks for when a CONSUME fails.
// Chevrotain walks the grammar from the top rule down the whole rule stack, copying the "rest" of
// every enclosing rule into each alternative it passes (NextAfterTokenWalker): stack size squared,
// about 10 ms for one error 63 brackets deep. The answer is the same when put together from parts
// that depend on the grammar alone, computed once: the rest of each rule after the rule (or token)
// it was in, innermost first, read only as far as FIRST needs (up to the first part that cannot
// be empty). Internal members: check them on a Chevrotain upgrade (README.md here).
import {
  Alternation,
  Alternative,
  NonTerminal,
  Option,
  Repetition,
  RepetitionMandatory,
  RepetitionMandatoryWithSeparator,
  RepetitionWithSeparator,
  type Rule,
  Terminal,
  type IProduction,
  type TokenType,
} from "chevrotain";

/** The members of Chevrotain's parser the answer reads (recognizer_engine.js, gast_recorder.js). */
export interface FollowsInternals {
  RULE_OCCURRENCE_STACK: number[];
  RULE_OCCURRENCE_STACK_IDX: number;
  getHumanReadableRuleStack(): string[];
  getGAstProductions(): Record<string, Rule>;
}

/** What a rule of the stack was in, in the rule below it: another rule, or (innermost) the token. */
type Target = { kind: "rule"; name: string; idx: number } | { kind: "token"; name: string; idx: number };

export function followsForInRuleRecovery(parser: FollowsInternals, tokType: TokenType, tokIdxInRule: number): TokenType[] {
  const rules = parser.getGAstProductions();
  const stack = parser.getHumanReadableRuleStack();
  const occurrences = parser.RULE_OCCURRENCE_STACK.slice(0, parser.RULE_OCCURRENCE_STACK_IDX + 1);
  const rests: IProduction[][] = [];
  for (let i = 0; i < stack.length; i++) {
    const target: Target =
      i + 1 < stack.length
        ? { kind: "rule", name: stack[i + 1]!, idx: occurrences[i + 1]! }
        : { kind: "token", name: tokType.name, idx: tokIdxInRule };
    const rest = restAfter(rules[stack[i]!]!, target);
    if (rest === undefined) return []; // as Chevrotain's walker, when the path is not in the grammar
    rests.push(rest);
  }
  const follows = new Set<TokenType>();
  for (let i = rests.length - 1; i >= 0; i--)
    for (const production of rests[i]!) {
      for (const type of first(production)) follows.add(type);
      if (!isOptional(production)) return [...follows];
    }
  return [...follows];
}

const restsByRule = new WeakMap<Rule, Map<string, IProduction[] | undefined>>();

/**
 * What comes after `target` inside `rule` (RestWalker's rest, with the enclosing rules' rests left
 * out): the productions after it, and after each production that encloses it; a repetition
 * around it may repeat first (an Option of its body, with its separator).
 */
function restAfter(rule: Rule, target: Target): IProduction[] | undefined {
  let known = restsByRule.get(rule);
  if (!known) restsByRule.set(rule, (known = new Map()));
  const key = `${target.kind}:${target.name}:${target.idx}`;
  if (!known.has(key)) known.set(key, find(rule.definition, [], target));
  return known.get(key);
}

function find(definition: IProduction[], outer: IProduction[], target: Target): IProduction[] | undefined {
  for (let i = 0; i < definition.length; i++) {
    const production = definition[i]!;
    const rest = [...definition.slice(i + 1), ...outer];
    const found = inside(production, rest, target);
    if (found) return found;
  }
  return undefined;
}

function inside(production: IProduction, rest: IProduction[], target: Target): IProduction[] | undefined {
  if (production instanceof NonTerminal)
    return target.kind === "rule" && production.referencedRule.name === target.name && production.idx === target.idx ? rest : undefined;
  if (production instanceof Terminal)
    return target.kind === "token" && production.terminalType.name === target.name && production.idx === target.idx ? rest : undefined;
  if (production instanceof Alternative || production instanceof Option) return find(production.definition, rest, target);
  if (production instanceof RepetitionMandatory || production instanceof Repetition)
    return find(production.definition, [new Option({ definition: production.definition }), ...rest], target);
  if (production instanceof RepetitionMandatoryWithSeparator || production instanceof RepetitionWithSeparator) {
    const again = new Option({ definition: [new Terminal({ terminalType: production.separator }), ...production.definition] });
    return find(production.definition, [again, ...rest], target);
  }
  if (production instanceof Alternation) {
    for (const alternative of production.definition) {
      const found = find([alternative], rest, target);
      if (found) return found;
    }
    return undefined;
  }
  throw new Error(`unknown grammar production ${production.constructor.name}`);
}

const firsts = new WeakMap<IProduction, TokenType[]>();

/** FIRST of a production, as Chevrotain's grammar/first.js computes it. */
function first(production: IProduction): TokenType[] {
  let known = firsts.get(production);
  if (known) return known;
  if (production instanceof NonTerminal) known = first(production.referencedRule);
  else if (production instanceof Terminal) known = [production.terminalType];
  else if (production instanceof Alternation) known = [...new Set(production.definition.flatMap(first))];
  else {
    // A sequence (a rule, an alternative, an option, a repetition): up to its first part that cannot be empty.
    const out = new Set<TokenType>();
    for (const part of (production as unknown as { definition: IProduction[] }).definition) {
      for (const type of first(part)) out.add(type);
      if (!isOptional(part)) break;
    }
    known = [...out];
  }
  firsts.set(production, known);
  return known;
}

/** Whether a production may match nothing, as Chevrotain's isOptionalProd decides it. */
function isOptional(production: IProduction, visited: NonTerminal[] = []): boolean {
  if (production instanceof Option || production instanceof Repetition || production instanceof RepetitionWithSeparator) return true;
  if (production instanceof Alternation) return production.definition.some((p) => isOptional(p, visited));
  if (production instanceof NonTerminal && visited.includes(production)) return false;
  if (production instanceof Terminal) return false;
  if (production instanceof NonTerminal) visited.push(production);
  return (production as unknown as { definition: IProduction[] }).definition.every((p) => isOptional(p, visited));
}
