// What a compiled query reads of each profile's doc, as the compiler writes its reads: these
// top-level fields (sorted), or the whole doc (the doc as a value: `$1`, `this` at the top, `^`
// out to it). A loader that keeps only the fields reported, each whole, gives the query the same
// rows (test/sql/profile-reads.test.ts), as EventReads does for the events (events.ts).
export type ProfileReads = { kind: "fields"; fields: readonly string[] } | { kind: "whole" };

export class ProfileReadLog {
  private readonly fields = new Set<string>();
  private wholeDoc = false;

  /** A member of the profile row's doc is read (compile.ts member(), inSegment). */
  readField(name: string): void {
    this.fields.add(name);
  }

  /** The profile row's doc is read other than by one member. */
  readWholeDoc(): void {
    this.wholeDoc = true;
  }

  reads(): ProfileReads {
    return this.wholeDoc ? { kind: "whole" } : { kind: "fields", fields: [...this.fields].sort() };
  }
}
