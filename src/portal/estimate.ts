// "Estimated profiles", as Segment Builder shows it while an audience is written: AEP's preview
// and estimate endpoints on the emulator (a job per expression, polled until RESULT_READY), the
// figure with its 95 % confidence interval. The emulator reads its whole profile store, so its
// interval has width 0; the wording stays AEP's, because against an org the figure is sampled.
export interface ProfileEstimate {
  estimatedSize: number;
  /** The confidence level AEP names ("95%") and the interval it implies. */
  level: string;
  low: number;
  high: number;
  profilesReadSoFar: number;
  totalRows: number;
  /** When the estimate was made, on the emulator's clock (ms). */
  at: number;
}

/** `estimatedSize ± 1.96 × standardError` for AEP's "95%" (the only level it names), never below 0. */
export function interval(estimatedSize: number, standardError: number): { low: number; high: number } {
  const margin = 1.96 * standardError;
  return { low: Math.max(0, Math.round(estimatedSize - margin)), high: Math.round(estimatedSize + margin) };
}
