// A draft cache file (src/node/draft-cache.ts) sealed again after a test changed its bytes: the
// hashes of its head recomputed over its parts, as a run writes them, so that the run trusts it.
import { createHash } from "node:crypto";

/** The file's bytes with its head's two hashes made again: of the index and results, and of the drafts. */
export function resealDraftCache(bytes: Buffer): Buffer {
  const end = bytes.indexOf(10);
  const words = bytes.toString("latin1", 0, end).split(" ");
  const [, index, results] = words.slice(-4).map(Number);
  const body = bytes.subarray(end + 1);
  const sha = (part: Buffer) => createHash("sha256").update(part).digest("hex");
  const hashes = [sha(body.subarray(0, index! + results!)), index, results, sha(body.subarray(index! + results!))];
  return Buffer.concat([Buffer.from(`${[...words.slice(0, -4), ...hashes].join(" ")}\n`, "latin1"), body]);
}
