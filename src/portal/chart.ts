// The "Profiles over time" line graph, hand-drawn as SVG text: a line through one point per
// bucket, a baseline, a few value ticks and time labels as dense as fit readably. Pure (no DOM),
// so the drawing is tested without a browser; the page puts the text into the card.
import type { Bucket, Range } from "./history.js";

export interface ChartSize {
  width: number;
  height: number;
}

const PAD = { left: 36, right: 12, top: 12, bottom: 28 };
/** The least room between two time labels' centres: a 12 px "25 Nov" is about 42 px wide. */
const MIN_LABEL_GAP = 64;

/** Labels for bucket starts: hours of the day for 24 hours, "25 Nov" for days; in UTC, as AEP's graph. */
export function bucketLabel(start: number, range: Range): string {
  const d = new Date(start);
  if (range === "24h") return `${String(d.getUTCHours()).padStart(2, "0")}:00`;
  return `${d.getUTCDate()} ${["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"][d.getUTCMonth()]}`;
}

/** Round ticks from 0 to at least the largest count (1, 2, 5 × 10^n steps, at most 5 ticks). */
export function valueTicks(max: number): number[] {
  if (max <= 0) return [0, 1];
  const rough = max / 4;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((m) => m * magnitude).find((s) => s >= rough && Number.isInteger(s)) ?? Math.ceil(rough);
  const ticks: number[] = [];
  for (let v = 0; v < max + step; v += step) ticks.push(v);
  return ticks;
}

export function lineChart(buckets: readonly Bucket[], range: Range, size: ChartSize, title: string): string {
  const { width, height } = size;
  const ticks = valueTicks(Math.max(0, ...buckets.map((b) => b.count)));
  const top = ticks[ticks.length - 1]!;
  const plotW = width - PAD.left - PAD.right;
  const plotH = height - PAD.top - PAD.bottom;
  const x = (i: number) => PAD.left + (buckets.length <= 1 ? plotW / 2 : (i * plotW) / (buckets.length - 1));
  const y = (v: number) => PAD.top + plotH - (v / top) * plotH;
  const round = (n: number) => Math.round(n * 10) / 10;
  const grid = ticks
    .map(
      (t) =>
        `<line class="grid" x1="${PAD.left}" x2="${width - PAD.right}" y1="${round(y(t))}" y2="${round(y(t))}"/>` +
        `<text class="tick" x="${PAD.left - 6}" y="${round(y(t) + 4)}" text-anchor="end">${t}</text>`,
    )
    .join("");
  // As many time labels as fit MIN_LABEL_GAP apart, counted back from the newest bucket (the one
  // a reader looks for), so a wide card labels every few hours and a narrow one fewer.
  const gap = buckets.length <= 1 ? plotW : plotW / (buckets.length - 1);
  const every = Math.max(1, Math.ceil(MIN_LABEL_GAP / gap));
  const labelled = new Set(
    buckets
      .map((_, i) => i)
      .filter((i) => (buckets.length - 1 - i) % every === 0 && (i === buckets.length - 1 || x(buckets.length - 1) - x(i) >= MIN_LABEL_GAP)),
  );
  const labels = buckets
    .map((b, i) =>
      labelled.has(i)
        ? `<text class="tick" x="${round(x(i))}" y="${height - 8}" text-anchor="${i === 0 && x(i) - PAD.left < MIN_LABEL_GAP / 2 ? "start" : i === buckets.length - 1 ? "end" : "middle"}">${bucketLabel(b.start, range)}</text>`
        : "",
    )
    .join("");
  const path = buckets.map((b, i) => `${i === 0 ? "M" : "L"}${round(x(i))},${round(y(b.count))}`).join(" ");
  const points = buckets
    .map(
      (b, i) =>
        `<circle class="point" cx="${round(x(i))}" cy="${round(y(b.count))}" r="3" data-count="${b.count}" data-start="${new Date(b.start).toISOString()}"><title>${bucketLabel(b.start, range)}: ${b.count}</title></circle>`,
    )
    .join("");
  return (
    `<svg class="chart" viewBox="0 0 ${width} ${height}" width="100%" role="img" aria-label="${escapeXml(title)}">` +
    `${grid}${labels}<path class="line" d="${path}"/>${points}</svg>`
  );
}

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}
