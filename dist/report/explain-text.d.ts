import type { AudienceExplanation } from "../lint/explain.js";
export declare function explainText(file: string, source: string, explanations: AudienceExplanation[], options?: {
    color?: boolean;
    width?: number;
}): string;
