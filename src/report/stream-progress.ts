// How `stream create` reports each step on stderr: one line per step as it finishes, then one
// line per resource during a rollback.
import { ApiError } from "../api/errors.js";
import type { StreamEvent } from "../stream/create.js";
import { visibleControls as v } from "../text/visible-controls.js";

export function progressLine(event: StreamEvent, color: boolean): string | undefined {
  const paint = (text: string, code: number) => (color ? `\u001b[${code}m${text}\u001b[39m` : text);
  const label = event.label.padEnd(23);
  if (event.kind === "step") {
    switch (event.status) {
      case "start":
        return undefined;
      case "done":
        return `  ${paint("✓", 32)} ${label} ${v(event.id ?? "")}`.trimEnd();
      case "reused":
        return `  ${paint("=", 36)} ${label} ${v(event.id ?? "")} (given)`;
      case "failed":
        return `  ${paint("✗", 31)} ${label} ${errorText(event.error)}`;
    }
  }
  switch (event.status) {
    case "deleted":
      return `  ${paint("-", 33)} deleted ${event.label} ${v(event.resource.id)}`;
    case "kept":
      return `  ${paint("=", 36)} kept ${event.label} ${v(event.resource.id)}`;
    case "undeletable":
      return `  ${paint("=", 36)} left ${event.label} ${v(event.resource.id)}: ${event.reason}`;
    case "failed":
      return `  ${paint("!", 31)} could not delete ${event.label} ${v(event.resource.id)}: ${errorText(event.error)}`;
  }
}

/** The error's message; what a server said is shown with its control characters made visible. */
export function errorText(e: unknown): string {
  if (e instanceof ApiError) return v(e.message);
  return v(e instanceof Error ? e.message : String(e));
}
