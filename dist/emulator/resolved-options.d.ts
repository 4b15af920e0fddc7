/** One reason a definition is not edge-eligible, as the project's analyzer reports it. */
export interface JudgeReason {
    rule: string;
    message: string;
}
/**
 * An edge analyzer to use instead of the linter's eligibility errors (the default), run on every definition created or updated with
 * `evaluationInfo.synchronous.enabled: true`. `eligible: null` means only an unresolved segment
 * reference stands in the way; the emulator accepts those (the real service resolves references
 * itself and we cannot second-guess it).
 */
export type EdgeJudge = (pqlText: string, definition: Record<string, unknown>) => {
    eligible: boolean | null;
    reasons: JudgeReason[];
};
/**
 * What to do with a definition asking for edge evaluation that is not eligible:
 * - "reject" (default): 400 with a problem body listing the reasons, as AEP refuses it; refusing
 *   it loudly is what a CI dry run wants, since a silent downgrade is exactly the surprise
 *   pql-audience exists to prevent.
 * - "downgrade": accept it and turn `synchronous` off and `continuous` on, the behaviour the docs
 *   suggest for the real service ("Getting started with Experience Platform APIs" in docs/aep-docs.md).
 */
export type IneligibleEdgePolicy = "reject" | "downgrade";
export interface ResolvedEmulatorOptions {
    clientId: string | undefined;
    clientSecret: string | undefined;
    /** True when started with a client id and secret. */
    strictAuth: boolean;
    tokenTtlSeconds: number;
    judge: EdgeJudge | undefined;
    ineligibleEdge: IneligibleEdgePolicy;
    localAudiences: readonly unknown[];
    maxProfiles: number;
    maxStoreBytes: number;
}
