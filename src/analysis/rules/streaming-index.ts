// The streaming rules the analyzer asks, in code order. Not a table of codes: src/lint/rules/index.ts
// is, and imports these files too; test/analysis/streaming-rules.test.ts checks that this list holds
// exactly its rules with a checkStreaming hook.
import type { StreamingRule } from "../streaming-rule.js";
import { streamingIgnoreYear } from "./streaming-ignore-year.js";
import { streamingNegatedEvent } from "./streaming-negated-event.js";
import { streamingEventAggregation } from "./streaming-event-aggregation.js";
import { streamingWindowTooLong } from "./streaming-window-too-long.js";
import { streamingWindowNotCurrent } from "./streaming-window-not-current.js";
import { streamingNoTimeWindow } from "./streaming-no-time-window.js";
import { streamingEventOrder } from "./streaming-event-order.js";
import { streamingEventWithSegment } from "./streaming-event-with-segment.js";
import { streamingUnresolvedSegment } from "./streaming-unresolved-segment.js";

export const streamingRules: readonly StreamingRule[] = [
  streamingIgnoreYear,
  streamingNegatedEvent,
  streamingEventAggregation,
  streamingWindowTooLong,
  streamingWindowNotCurrent,
  streamingNoTimeWindow,
  streamingEventOrder,
  streamingEventWithSegment,
  streamingUnresolvedSegment,
];
