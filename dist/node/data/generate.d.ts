import { type RecordFormat } from "./record-stream.js";
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
export declare const ANONYMOUS_PER_100_EVENTS = 1;
export declare function generateDataSet(options: GenerateOptions): Promise<GenerateResult>;
