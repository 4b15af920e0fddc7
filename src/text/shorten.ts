// Long text quoted in a message (a token, a value the author wrote) is cut so the message stays
// one readable line: its first 37 characters and `...`.
export const SHORTEN_LIMIT = 40;

export function shorten(text: string, limit = SHORTEN_LIMIT): string {
  return text.length > limit ? `${text.slice(0, limit - 3)}...` : text;
}
