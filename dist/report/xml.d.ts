/** Text content: `&`, `<`, `>` escaped. */
export declare function escapeXmlText(text: string): string;
/** An attribute value in double quotes; line breaks and tabs as references so parsers keep them. */
export declare function escapeXmlAttribute(text: string): string;
