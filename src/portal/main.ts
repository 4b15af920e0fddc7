// The portal's entry (bundled to dist/portal/app.js by scripts/build.mjs): opens a session with
// the emulator and shows the page the location's hash names: `#/` the list, `#/new` create,
// `#/audience/ID` an org definition, `#/audience/ID/edit` its edit form, `#/local/N` a local
// audience file.
import "./portal.css";
import { PortalApi } from "./api.js";
import { createPage, editPage } from "./audience-form.js";
import { detailsPage, localDetailsPage } from "./details-page.js";
import { fill, h } from "./dom.js";
import { listPage } from "./list-page.js";
import { chosenScope, scopeQuery } from "./view-state.js";

async function show(main: HTMLElement, api: PortalApi): Promise<void> {
  const [hash = "#/", query = ""] = (location.hash || "#/").split("?");
  const navigate = (to: string) => {
    location.hash = to;
  };
  main.setAttribute("aria-busy", "true");
  try {
    const edit = /^#\/audience\/([^/]+)\/edit$/.exec(hash);
    const audience = /^#\/audience\/([^/]+)$/.exec(hash);
    const local = /^#\/local\/(\d+)$/.exec(hash);
    if (hash === "#/new") {
      document.title = "Create audience · pql-audience portal";
      await createPage(main, api, navigate);
    } else if (edit) {
      await editPage(main, api, navigate, decodeURIComponent(edit[1]!));
      document.title = `${main.querySelector("h1")?.textContent ?? "Edit audience"} · pql-audience portal`;
    } else if (audience) {
      await detailsPage(main, api, decodeURIComponent(audience[1]!), navigate);
      document.title = `${main.querySelector("h1")?.textContent ?? "Audience"} · pql-audience portal`;
    } else if (local) {
      await localDetailsPage(main, api, Number(local[1]));
      document.title = `${main.querySelector("h1")?.textContent ?? "Audience"} · pql-audience portal`;
    } else {
      document.title = "Audiences · pql-audience portal";
      await listPage(main, api, query);
    }
  } catch (e) {
    fill(
      main,
      h("h1", {}, "Something went wrong"),
      h("p", { class: "error", role: "alert" }, e instanceof Error ? e.message : String(e)),
      h("a", { href: "#/" }, "Back to audiences"),
    );
  } finally {
    main.removeAttribute("aria-busy");
    main.dataset.page = hash.split("/")[1] || "list";
    main.dataset.ready = "true";
  }
}

/**
 * The org and sandbox switcher in the header, when the emulator holds definitions in more than
 * one: choosing reloads the portal with `?org=...&sandbox=...`, which every page keeps.
 */
function scopeSwitcher(api: PortalApi): void {
  const scopes = api.session.scopes ?? [];
  if (scopes.length < 2) return;
  const key = (s: { orgId: string; sandbox: string }) => `${s.orgId}\u0000${s.sandbox}`;
  const select = h(
    "select",
    {
      id: "scope",
      onchange: () => {
        const scope = scopes.find((s) => key(s) === select.value)!;
        location.assign(`${location.pathname}${scopeQuery(scope)}#/`);
      },
    },
    ...scopes.map((s) => h("option", { value: key(s) }, `${s.orgId} / ${s.sandbox}`)),
  );
  select.value = key(api.session);
  document.querySelector(".top")?.append(h("span", { class: "scope" }, h("label", { for: "scope" }, "Org and sandbox"), select));
}

async function start(): Promise<void> {
  const main = document.getElementById("main")!;
  let api: PortalApi;
  try {
    api = await PortalApi.open((scopes) => chosenScope(location.search, scopes));
  } catch (e) {
    fill(
      main,
      h("h1", {}, "The portal cannot reach the emulator"),
      h("p", { class: "error", role: "alert" }, e instanceof Error ? e.message : String(e)),
    );
    return;
  }
  scopeSwitcher(api);
  window.addEventListener("hashchange", () => {
    main.dataset.ready = "false";
    void show(main, api).then(() => main.focus());
  });
  await show(main, api);
}

void start();
