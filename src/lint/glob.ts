// Globs for config `overrides` and `ignores` and for path arguments: `**`, `*`, `?`, `{a,b}`,
// `[abc]`, matched against `/`-separated paths. Pure, so the config logic stays browser-safe.

/** Turns a glob (`**`, `*`, `?`, `{a,b}`, `[abc]`) into an anchored regular expression over `/` paths. */
export function globToRegExp(glob: string): RegExp {
  let re = "";
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i]!;
    if (c === "*") {
      if (glob[i + 1] === "*") {
        const slash = glob[i + 2] === "/";
        re += slash ? "(?:.*/)?" : ".*";
        i += slash ? 2 : 1;
      } else re += "[^/]*";
    } else if (c === "?") re += "[^/]";
    else if (c === "{") {
      const close = glob.indexOf("}", i);
      if (close < 0) re += "\\{";
      else {
        re += `(?:${glob
          .slice(i + 1, close)
          .split(",")
          .map(escapeRegExp)
          .join("|")})`;
        i = close;
      }
    } else if (c === "[") {
      const close = glob.indexOf("]", i);
      if (close < 0) re += "\\[";
      else {
        re += `[${glob.slice(i + 1, close).replace(/^!/, "^")}]`;
        i = close;
      }
    } else re += escapeRegExp(c);
  }
  return new RegExp(`^${re}$`);
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.+^$()|\\]/g, "\\$&");
}
