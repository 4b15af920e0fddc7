// A real headless Chromium for the portal's tests, from the project's own install: the
// @sparticuz/chromium package ships a Linux Chromium inside it (unpacked on first use), and
// playwright-core drives it. Nothing is downloaded and no system browser is used, so a clean
// checkout with `npm ci` runs these tests.
import chromium from "@sparticuz/chromium";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type BrowserContext, chromium as playwright } from "playwright-core";

/** The flags this needs on a closed network, as root, without a GPU; nothing reaches out (updates, sync, QUIC). */
const FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export interface TestBrowser {
  context: BrowserContext;
  /** Requests the page tried to send anywhere but the emulator (aborted). */
  outside: string[];
  close(): Promise<void>;
}

/**
 * A browser with a fresh profile (Playwright takes the user data dir as an argument, not as
 * --user-data-dir), where every request to another origin than `allowedOrigin` is aborted and recorded.
 */
export async function openBrowser(allowedOrigin: string, viewport = { width: 1280, height: 800 }): Promise<TestBrowser> {
  const profile = mkdtempSync(join(tmpdir(), "pql-portal-profile-"));
  const context = await playwright.launchPersistentContext(profile, {
    executablePath: await chromium.executablePath(),
    headless: true,
    args: FLAGS,
    viewport,
  });
  const outside: string[] = [];
  await context.route("**/*", (route) => {
    const url = route.request().url();
    if (url.startsWith(`${allowedOrigin}/`) || url.startsWith("data:")) return route.continue();
    outside.push(url);
    return route.abort();
  });
  return {
    context,
    outside,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
