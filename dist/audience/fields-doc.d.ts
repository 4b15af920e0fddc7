export declare function audienceFieldsMarkdown(): string;
