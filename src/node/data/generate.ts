// `data generate`: writes profiles and their events to DIR, profile by profile, streaming, so the
// memory used does not grow with the number of profiles. The records are pure functions of
// (seed, index, now): the same options give byte-identical files on every machine.
import { join } from "node:path";
import { anonymousEvent, makeEvents } from "./events.js";
import { makeProfile } from "./profile.js";
import { RecordStream, type RecordFormat } from "./record-stream.js";

export interface GenerateOptions {
  dir: string;
  profiles: number;
  /** The mean number of events a profile has (each has from 0 to twice as many). */
  eventsPerProfile: number;
  seed: number;
  /** The instant the events end at, epoch milliseconds: they fall in the 60 days before it. */
  now: number;
  format: RecordFormat;
  /** Called now and then with the number of profiles written so far. */
  onProgress?: (profilesWritten: number) => void;
}

export interface WrittenFile {
  path: string;
  records: number;
  bytes: number;
}

export interface GenerateResult {
  profiles: WrittenFile;
  events: WrittenFile;
  /** Events of visitors no profile knows (in events, counted in its records). */
  anonymousEvents: number;
}

/** One event in a hundred belongs to no profile: an anonymous visitor's page view. */
export const ANONYMOUS_PER_100_EVENTS = 1;

export async function generateDataSet(options: GenerateOptions): Promise<GenerateResult> {
  const { seed, now, eventsPerProfile } = options;
  const profiles = new RecordStream(join(options.dir, `profiles.${options.format}`), options.format);
  const events = new RecordStream(join(options.dir, `events.${options.format}`), options.format);
  let anonymous = 0;
  for (let i = 0; i < options.profiles; i++) {
    const { profile, identity } = makeProfile(seed, i, now);
    await profiles.write(profile);
    for (const event of makeEvents(seed, i, identity, now, eventsPerProfile)) await events.write(event);
    // Spread evenly through the file: after profile i, as many as its share of the events so far.
    const due = Math.floor(((i + 1) * eventsPerProfile * ANONYMOUS_PER_100_EVENTS) / 100);
    while (anonymous < due) await events.write(anonymousEvent(seed, anonymous++, now));
    if (options.onProgress && i % 10_000 === 9_999) options.onProgress(i + 1);
  }
  const profileBytes = await profiles.close();
  const eventBytes = await events.close();
  return {
    profiles: { path: profiles.path, records: profiles.records, bytes: profileBytes },
    events: { path: events.path, records: events.records, bytes: eventBytes },
    anonymousEvents: anonymous,
  };
}
