// Strings cut from a file's text (a name, an id) can share that text's memory in V8: a slice of
// 13 characters or more is a view into its parent (a draft's `name` was such a view of the whole
// file, seen with %DebugPrint), so keeping the name would keep the file. Drafts outlive their
// files (a run over 100 000 files holds them all), so what they keep from the text is copied.

/** A copy of `s` that shares no memory with the text it was cut from. */
export function detachString(s: string): string {
  // Concatenation then slicing makes V8 flatten the string into fresh memory (shorter strings are
  // always copied, never views).
  return s.length < 13 ? s : ` ${s}`.slice(1);
}
