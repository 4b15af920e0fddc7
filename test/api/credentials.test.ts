import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CredentialsError, DEFAULT_BASE_URL, DEFAULT_SCOPES, loadCredentials } from "../../src/api/credentials.js";

const SECRET = "cred-canary-secret-9a7b";
const full = { AEP_CLIENT_ID: "cid", AEP_CLIENT_SECRET: SECRET, AEP_ORG_ID: "ORG@AdobeOrg", AEP_SANDBOX: "prod" };

async function failure(p: Promise<unknown>): Promise<CredentialsError> {
  const e = await p.then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(CredentialsError);
  return e as CredentialsError;
}

describe("credentials", () => {
  it("from the environment, with defaults", async () => {
    expect(await loadCredentials({ env: full })).toEqual({
      clientId: "cid",
      clientSecret: SECRET,
      scopes: DEFAULT_SCOPES,
      orgId: "ORG@AdobeOrg",
      sandbox: "prod",
      accessToken: undefined,
      baseUrl: DEFAULT_BASE_URL,
      imsUrl: "https://ims-na1.adobelogin.com",
    });
  });

  it.each([
    [{ ...full, AEP_ORG_ID: "" }, "set AEP_ORG_ID in the environment"],
    [{ AEP_CLIENT_SECRET: SECRET }, "set AEP_CLIENT_ID, AEP_ORG_ID and AEP_SANDBOX in the environment"],
    [{ ...full, AEP_CLIENT_SECRET: undefined }, "set AEP_CLIENT_SECRET (or AEP_ACCESS_TOKEN for a ready token) in the environment"],
    [{ ...full, AEP_SANDBOX: "Prod" }, "AEP_SANDBOX must be a sandbox name in lowercase"],
    [{ ...full, AEP_BASE_URL: "platform.adobe.io" }, "AEP_BASE_URL must be an http(s) URL"],
  ])("names what is missing or wrong: %j", async (env, message) => {
    const e = await failure(loadCredentials({ env }));
    expect(e.message).toContain(message);
    expect(e.message).not.toContain(SECRET);
  });

  it("a ready token replaces the client secret", async () => {
    const c = await loadCredentials({ env: { ...full, AEP_CLIENT_SECRET: undefined, AEP_ACCESS_TOKEN: "tok-123456" } });
    expect(c.accessToken).toBe("tok-123456");
  });

  it("scopes lose their spaces; URLs lose trailing slashes", async () => {
    const c = await loadCredentials({
      env: { ...full, AEP_SCOPES: "openid, AdobeID", AEP_BASE_URL: "http://127.0.0.1:1234/", AEP_IMS_URL: "http://127.0.0.1:1234//" },
    });
    expect(c).toMatchObject({ scopes: "openid,AdobeID", baseUrl: "http://127.0.0.1:1234", imsUrl: "http://127.0.0.1:1234" });
  });

  describe("from a file", () => {
    const dir = mkdtempSync(join(tmpdir(), "pql-cred-"));
    const yaml = join(dir, "aep.yaml");
    writeFileSync(
      yaml,
      `client_id: from-file\nclientSecret: ${SECRET}\nAEP_ORG_ID: FILE@AdobeOrg\nsandbox: dev\nscopes: [openid, AdobeID]\n`,
    );
    const json = join(dir, "aep.json");
    writeFileSync(json, JSON.stringify({ clientId: "j", accessToken: "tok-abcdef", orgId: "J@AdobeOrg", sandbox: "prod" }));

    it("YAML with any key spelling", async () => {
      expect(await loadCredentials({ env: {}, file: yaml })).toMatchObject({
        clientId: "from-file",
        orgId: "FILE@AdobeOrg",
        sandbox: "dev",
        scopes: "openid,AdobeID",
      });
    });
    it("JSON", async () => {
      expect(await loadCredentials({ env: {}, file: json })).toMatchObject({ clientId: "j", accessToken: "tok-abcdef" });
    });
    it("environment variables win over the file", async () => {
      expect((await loadCredentials({ env: { AEP_SANDBOX: "stage" }, file: yaml })).sandbox).toBe("stage");
    });
    it("an unknown key is named", async () => {
      const bad = join(dir, "bad.yaml");
      writeFileSync(bad, "clientid: x\npasword: y\n");
      expect((await failure(loadCredentials({ env: {}, file: bad }))).message).toContain('unknown key "pasword"');
    });
    it("a missing file is named", async () => {
      expect((await failure(loadCredentials({ env: {}, file: join(dir, "nope.yaml") }))).message).toContain("no such file");
    });
    it("a malformed file is named without quoting its content", async () => {
      const bad = join(dir, "broken.json");
      writeFileSync(bad, `{"clientSecret": "${SECRET}",`);
      const e = await failure(loadCredentials({ env: {}, file: bad }));
      expect(e.message).toBe(`credentials file ${bad} is not valid JSON`);
    });
  });
});
