// Every rule, in code order. Codes are stable and never reused.
import type { Rule } from "../rule.js";
import { syntaxParseError } from "../../syntax/rules/syntax-parse-error.js";
import { syntaxUnexpectedCharacter } from "../../syntax/rules/syntax-unexpected-character.js";
import { syntaxUnclosedString } from "../../syntax/rules/syntax-unclosed-string.js";
import { syntaxInvalidEscape } from "../../syntax/rules/syntax-invalid-escape.js";
import { syntaxPlaceholder } from "../../syntax/rules/syntax-placeholder.js";
import { syntaxTooDeep } from "../../syntax/rules/syntax-too-deep.js";
import { syntaxUnknownFunction } from "../../syntax/rules/syntax-unknown-function.js";
import { audienceInvalidJson } from "../../audience/rules/audience-invalid-json.js";
import { audienceInvalidYaml } from "../../audience/rules/audience-invalid-yaml.js";
import { audienceSchemaRule } from "../../audience/rules/audience-schema.js";
import { audienceExpressionType } from "./audience-expression-type.js";
import { audienceExpressionFormat } from "../../audience/rules/audience-expression-format.js";
import { audienceEvaluationInfo } from "./audience-evaluation-info.js";
import { audienceSchemaName } from "./audience-schema-name.js";
import { audienceInvalidUtf8 } from "../../audience/rules/audience-invalid-utf8.js";
import { audienceTooLarge } from "../../audience/rules/audience-too-large.js";
import { audienceNameControlCharacter } from "./audience-name-control-character.js";
import { refUnknownSegment } from "./ref-unknown-segment.js";
import { refCycle } from "./ref-cycle.js";
import { refSelfReference } from "./ref-self-reference.js";
import { refDuplicateName } from "./ref-duplicate-name.js";
import { refDuplicateId } from "./ref-duplicate-id.js";
import { edgeIgnoreYear } from "../../analysis/rules/edge-ignore-year.js";
import { edgeNegatedEvent } from "../../analysis/rules/edge-negated-event.js";
import { edgeEventAggregation } from "../../analysis/rules/edge-event-aggregation.js";
import { edgeWindowTooLong } from "../../analysis/rules/edge-window-too-long.js";
import { edgeWindowBoundary } from "../../analysis/rules/edge-window-boundary.js";
import { edgeWindowAbsolute } from "../../analysis/rules/edge-window-absolute.js";
import { edgeWindowNotCurrent } from "../../analysis/rules/edge-window-not-current.js";
import { edgeNoTimeWindow } from "../../analysis/rules/edge-no-time-window.js";
import { edgeMultipleEvents } from "../../analysis/rules/edge-multiple-events.js";
import { edgeEventWithSegment } from "../../analysis/rules/edge-event-with-segment.js";
import { edgeUnresolvedSegment } from "../../analysis/rules/edge-unresolved-segment.js";
import { edgeNoCriteria } from "../../analysis/rules/edge-no-criteria.js";
import { edgeProfileOnlyDaily } from "../../analysis/rules/edge-profile-only-daily.js";
import { edgeSegmentDisqualification } from "../../analysis/rules/edge-segment-disqualification.js";
import { edgeMergePolicy } from "./edge-merge-policy.js";
import { edgeSchema } from "./edge-schema.js";
import { edgeMarkedButIneligible } from "./edge-marked-but-ineligible.js";
import { edgeEligibleNotMarked } from "./edge-eligible-not-marked.js";
import { edgeMixedEvaluation } from "./edge-mixed-evaluation.js";
import { styleCanonicalFormat } from "./style-canonical-format.js";
import { styleUppercaseKeyword } from "./style-uppercase-keyword.js";
import { streamingIgnoreYear } from "../../analysis/rules/streaming-ignore-year.js";
import { streamingNegatedEvent } from "../../analysis/rules/streaming-negated-event.js";
import { streamingEventAggregation } from "../../analysis/rules/streaming-event-aggregation.js";
import { streamingWindowTooLong } from "../../analysis/rules/streaming-window-too-long.js";
import { streamingWindowNotCurrent } from "../../analysis/rules/streaming-window-not-current.js";
import { streamingNoTimeWindow } from "../../analysis/rules/streaming-no-time-window.js";
import { streamingEventOrder } from "../../analysis/rules/streaming-event-order.js";
import { streamingEventWithSegment } from "../../analysis/rules/streaming-event-with-segment.js";
import { streamingUnresolvedSegment } from "../../analysis/rules/streaming-unresolved-segment.js";
import { streamingMarkedButIneligible } from "./streaming-marked-but-ineligible.js";
import { streamingEligibleNotMarked } from "./streaming-eligible-not-marked.js";
import { streamingSlowerReference } from "./streaming-slower-reference.js";
import { projectSandboxBudget } from "./project-sandbox-budget.js";
import { suppressionsUnused } from "../../audience/rules/suppressions-unused.js";
import { suppressionsMissingReason } from "../../audience/rules/suppressions-missing-reason.js";
import { suppressionsMissingRule } from "../../audience/rules/suppressions-missing-rule.js";
import { suppressionsUnknownDirective } from "../../audience/rules/suppressions-unknown-directive.js";

export const allRules: readonly Rule[] = [
  syntaxParseError,
  syntaxUnexpectedCharacter,
  syntaxUnclosedString,
  syntaxInvalidEscape,
  syntaxPlaceholder,
  syntaxTooDeep,
  syntaxUnknownFunction,
  audienceInvalidJson,
  audienceInvalidYaml,
  audienceSchemaRule,
  audienceExpressionType,
  audienceExpressionFormat,
  audienceEvaluationInfo,
  audienceSchemaName,
  audienceInvalidUtf8,
  audienceTooLarge,
  audienceNameControlCharacter,
  refUnknownSegment,
  refCycle,
  refSelfReference,
  refDuplicateName,
  refDuplicateId,
  edgeIgnoreYear,
  edgeNegatedEvent,
  edgeEventAggregation,
  edgeWindowTooLong,
  edgeWindowBoundary,
  edgeWindowAbsolute,
  edgeWindowNotCurrent,
  edgeNoTimeWindow,
  edgeMultipleEvents,
  edgeEventWithSegment,
  edgeUnresolvedSegment,
  edgeNoCriteria,
  edgeProfileOnlyDaily,
  edgeSegmentDisqualification,
  edgeMergePolicy,
  edgeSchema,
  edgeMarkedButIneligible,
  edgeEligibleNotMarked,
  edgeMixedEvaluation,
  styleCanonicalFormat,
  styleUppercaseKeyword,
  streamingIgnoreYear,
  streamingNegatedEvent,
  streamingEventAggregation,
  streamingWindowTooLong,
  streamingWindowNotCurrent,
  streamingNoTimeWindow,
  streamingEventOrder,
  streamingEventWithSegment,
  streamingUnresolvedSegment,
  streamingMarkedButIneligible,
  streamingEligibleNotMarked,
  streamingSlowerReference,
  projectSandboxBudget,
  suppressionsUnused,
  suppressionsMissingReason,
  suppressionsMissingRule,
  suppressionsUnknownDirective,
];
