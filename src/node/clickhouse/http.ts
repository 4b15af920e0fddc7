// ClickHouse over its HTTP interface (https://clickhouse.com/docs/interfaces/http), with Node's
// http module: no client library. @clickhouse/client states support for 24.8 and later only, and the
// Debian package these machines and CI install is 18.16; the HTTP interface is the one both speak.
// Credentials go in the X-ClickHouse-User / X-ClickHouse-Key headers, never in the URL, and no
// message here prints them (the URL is shown without user info).
import { type ClientRequest, request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import { InputError } from "../errors.js";

export interface ClickHouseTarget {
  /** The server's HTTP endpoint, e.g. http://127.0.0.1:8123 */
  url: string;
  user?: string;
  password?: string;
}

/** A server that answered with an error, or could not be reached. */
export class ClickHouseError extends InputError {
  override name = "ClickHouseError";
}

/** The URL as it may be printed: no user, no password, no query string. */
export function shownUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.protocol}//${u.host}${u.pathname === "/" ? "" : u.pathname}`;
  } catch {
    return "(a URL that does not parse)";
  }
}

/** A streamed INSERT (ClickHouse.insert). */
export interface InsertStream {
  write(data: string): Promise<void>;
  end(): Promise<void>;
  /** Drops the connection: the server discards the rows of the block it was reading. */
  abort(): void;
}

export class ClickHouse {
  constructor(private readonly target: ClickHouseTarget) {
    try {
      const u = new URL(target.url);
      if (u.protocol !== "http:" && u.protocol !== "https:") throw new Error("scheme");
    } catch {
      throw new InputError(`--url ${shownUrl(target.url)} is not an http:// or https:// URL of a ClickHouse server`);
    }
  }

  get shown(): string {
    return shownUrl(this.target.url);
  }

  /** Runs one statement; `body` is the data of an INSERT ... FORMAT. Returns the response text. */
  async exec(sql: string, body?: string, settings: Record<string, string> = {}): Promise<string> {
    // User info in the URL is taken as credentials, then dropped from the request line.
    const { url: u, headers, password } = this.request(settings);
    if (body !== undefined) u.searchParams.set("query", sql);
    const { status, text } = await this.send(u, headers, body ?? sql);
    if (status !== 200) throw new ClickHouseError(`ClickHouse at ${this.shown} refused a query: ${firstLine(text, password)}`);
    return text;
  }

  /**
   * An INSERT whose data is streamed: `write` sends a piece of it (waiting while the socket's
   * buffer is full, so nothing piles up in memory), `end` finishes it and resolves once the
   * server has stored the rows. A refusal the server sends early fails the next `write`.
   */
  insert(sql: string, settings: Record<string, string> = {}): InsertStream {
    const { url, headers, password } = this.request({ ...settings, query: sql });
    const request = url.protocol === "https:" ? httpsRequest : httpRequest;
    let failure: Error | undefined;
    let req!: ClientRequest;
    const fail = (e: Error) => {
      failure ??=
        e instanceof ClickHouseError
          ? e
          : new ClickHouseError(`cannot reach ClickHouse at ${this.shown} (${(e as NodeJS.ErrnoException).code ?? e.message})`);
    };
    const response = new Promise<void>((resolve) => {
      req = request(url, { method: "POST", headers: { ...headers, Connection: "close" }, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => {
          if (res.statusCode !== 200)
            fail(
              new ClickHouseError(
                `ClickHouse at ${this.shown} refused an INSERT: ${firstLine(Buffer.concat(chunks).toString("utf8"), password)}`,
              ),
            );
          resolve();
        });
        res.on("error", (e) => {
          fail(e);
          resolve();
        });
      });
      req.on("error", (e) => {
        fail(e);
        resolve();
      });
    });
    return {
      write: async (data: string) => {
        if (failure) throw failure;
        if (!req.write(data))
          await new Promise<void>((resolve) => {
            const done = () => {
              req.off("drain", done);
              req.off("close", done);
              resolve();
            };
            req.on("drain", done);
            req.on("close", done);
          });
        if (failure) throw failure;
      },
      end: async () => {
        req.end();
        await response;
        if (failure) throw failure;
      },
      abort: () => {
        failure ??= new ClickHouseError(`the INSERT into ClickHouse at ${this.shown} was abandoned`);
        req.destroy();
      },
    };
  }

  /** The request's URL (settings in its query string, no user info) and the credential headers. */
  private request(settings: Record<string, string>): { url: URL; headers: Record<string, string>; password: string | undefined } {
    const u = new URL(this.target.url);
    for (const [k, v] of Object.entries(settings)) u.searchParams.set(k, v);
    const headers: Record<string, string> = {};
    const user = this.target.user ?? (u.username ? decodeURIComponent(u.username) : undefined);
    const password = this.target.password ?? (u.password ? decodeURIComponent(u.password) : undefined);
    u.username = "";
    u.password = "";
    if (user !== undefined) headers["X-ClickHouse-User"] = user;
    if (password !== undefined) headers["X-ClickHouse-Key"] = password;
    return { url: u, headers, password };
  }

  /** Rows of a SELECT, as JSON objects (64-bit integers as numbers). */
  async rows(sql: string, settings: Record<string, string> = {}): Promise<Record<string, unknown>[]> {
    const text = await this.exec(`${sql}\nFORMAT JSONEachRow`, undefined, { ...settings, output_format_json_quote_64bit_integers: "0" });
    return text
      .split("\n")
      .filter((line) => line !== "")
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  }

  /**
   * One POST on a connection of its own: ClickHouse closes an idle keep-alive connection after 3 s
   * (keep_alive_timeout), and a request sent on it as it closes fails with no way to tell whether
   * the server ran it, which an INSERT must know.
   */
  private send(u: URL, headers: Record<string, string>, body: string): Promise<{ status: number; text: string }> {
    const request = u.protocol === "https:" ? httpsRequest : httpRequest;
    return new Promise((resolve, reject) => {
      const req = request(u, { method: "POST", headers: { ...headers, Connection: "close" }, agent: false }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString("utf8") }));
        res.on("error", fail);
      });
      function fail(e: Error) {
        const code = (e as NodeJS.ErrnoException).code ?? e.message;
        reject(new ClickHouseError(`cannot reach ClickHouse at ${shownUrl(u.href)} (${code})`));
      }
      req.on("error", fail);
      req.end(body);
    });
  }
}

/** ClickHouse's error text up to the first line break, with the password cut out should it echo it. */
function firstLine(text: string, secret: string | undefined): string {
  let line = text.trim().split("\n")[0] ?? "";
  if (secret) line = line.replaceAll(secret, "***");
  return line.length > 300 ? `${line.slice(0, 297)}...` : line;
}
