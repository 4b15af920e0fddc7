// XML 1.0 escaping for the JUnit report. Characters XML 1.0 cannot carry at all (most C0
// controls, lone surrogates, U+FFFE/FFFF) become U+FFFD, so one odd byte in an audience file
// cannot make the whole report unreadable to a CI server.
const NOT_XML = /[^\t\n\r\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/gu;

/** Text content: `&`, `<`, `>` escaped. */
export function escapeXmlText(text: string): string {
  return text.replace(NOT_XML, "\ufffd").replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** An attribute value in double quotes; line breaks and tabs as references so parsers keep them. */
export function escapeXmlAttribute(text: string): string {
  return escapeXmlText(text)
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;")
    .replace(/\n/g, "&#10;")
    .replace(/\r/g, "&#13;")
    .replace(/\t/g, "&#9;");
}
