// A problem in the data `estimate --data` reads (a record that is not JSON, a timestamp that is
// not ISO-8601, a file over the memory limit): one message with the file and, where there is one,
// the line. The command prints it and exits 1, as for any other input with problems.
export class DataError extends Error {
  override name = "DataError";
}
