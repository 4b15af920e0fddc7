// A recording proxy on loopback between the real client and the real emulator: it forwards each
// request as it came and keeps both sides of every exchange, for the contract test to check.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export interface Exchange {
  method: string;
  path: string;
  query: Record<string, string | string[]>;
  /** Lower-case names. */
  headers: Record<string, string>;
  body: unknown;
  status: number;
  response: unknown;
}

function parse(text: string, type: string): unknown {
  if (!text) return undefined;
  if (/x-www-form-urlencoded/i.test(type)) return Object.fromEntries(new URLSearchParams(text));
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export async function recordingProxy(target: string): Promise<{ url: string; exchanges: Exchange[]; close(): Promise<void> }> {
  const exchanges: Exchange[] = [];
  const server: Server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const text = Buffer.concat(chunks).toString("utf8");
    const url = new URL(req.url ?? "/", "http://proxy");
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(req.headers)) if (typeof v === "string") headers[k.toLowerCase()] = v;
    const forward = new Headers();
    for (const [k, v] of Object.entries(headers)) if (!["host", "connection", "content-length"].includes(k)) forward.set(k, v);
    const answer = await fetch(`${target}${url.pathname}${url.search}`, { method: req.method, headers: forward, body: text || undefined });
    const answerText = await answer.text();
    const query: Record<string, string | string[]> = {};
    for (const key of new Set(url.searchParams.keys())) {
      const all = url.searchParams.getAll(key);
      query[key] = all.length === 1 ? all[0]! : all;
    }
    exchanges.push({
      method: req.method ?? "GET",
      path: url.pathname,
      query,
      headers,
      body: parse(text, headers["content-type"] ?? ""),
      status: answer.status,
      response: parse(answerText, answer.headers.get("content-type") ?? ""),
    });
    const out: Record<string, string> = {};
    answer.headers.forEach((v, k) => {
      if (!["content-length", "transfer-encoding", "connection", "keep-alive"].includes(k)) out[k] = v;
    });
    res.writeHead(answer.status, out);
    res.end(answerText);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    exchanges,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
