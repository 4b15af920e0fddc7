// The rules the analyzer asks, in code order (the order it asks them in). This is not a table of
// codes: src/lint/rules/index.ts is, and imports these files too; test/analysis/edge-rules.test.ts
// checks that this list holds exactly its rules with a checkFacts or checkEligible hook.
import type { EdgeRule } from "../edge-rule.js";
import { edgeIgnoreYear } from "./edge-ignore-year.js";
import { edgeNegatedEvent } from "./edge-negated-event.js";
import { edgeEventAggregation } from "./edge-event-aggregation.js";
import { edgeWindowTooLong } from "./edge-window-too-long.js";
import { edgeWindowBoundary } from "./edge-window-boundary.js";
import { edgeWindowAbsolute } from "./edge-window-absolute.js";
import { edgeWindowNotCurrent } from "./edge-window-not-current.js";
import { edgeNoTimeWindow } from "./edge-no-time-window.js";
import { edgeMultipleEvents } from "./edge-multiple-events.js";
import { edgeEventWithSegment } from "./edge-event-with-segment.js";
import { edgeUnresolvedSegment } from "./edge-unresolved-segment.js";
import { edgeNoCriteria } from "./edge-no-criteria.js";
import { edgeProfileOnlyDaily } from "./edge-profile-only-daily.js";
import { edgeSegmentDisqualification } from "./edge-segment-disqualification.js";

export const edgeRules: readonly EdgeRule[] = [
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
];
