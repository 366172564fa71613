import type { RouteConfigEntry } from "@react-router/dev/routes";
import type { ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import routes from "~/routes";
import { publicPageLanguage } from "./page-language.server";

/** The route manifest a build makes of the route table: ids, parents and each route's module (its file here). */
function manifestOf(entries: RouteConfigEntry[], parentId = "root", manifest: Record<string, unknown> = {}) {
  for (const entry of entries) {
    const id = entry.id ?? entry.file.replace(/\.[jt]sx?$/, "");
    manifest[id] = { id, parentId, path: entry.path, index: entry.index, module: entry.file };
    manifestOf(entry.children ?? [], id, manifest);
  }
  return manifest;
}

const languageOf = publicPageLanguage({
  root: { id: "root", path: "", module: "root.tsx" },
  ...manifestOf(routes),
} as unknown as ServerBuild["routes"]);

describe("the language of the page a path leads to", () => {
  it("is the matched route's, however the address is written", () => {
    for (const path of [
      "/",
      "/about",
      "/about/",
      "/About",
      "/ABOUT//",
      "/Contact",
      "/abo%75t",
      "/blog/power-of-play",
    ]) {
      expect(languageOf(path), path).toBe("en");
    }
    for (const path of ["/bn", "/bn/", "/BN", "/bn/About/", "/bn/contact", "/Bn/blog/power-of-play/", "/bn/nope"]) {
      expect(languageOf(path), path).toBe("bn");
    }
  });

  it("is left to the person on pages without a Bangla twin, and on addresses outside /bn that lead nowhere", () => {
    for (const path of ["/login", "/dashboard", "/dashboard/payments", "/staff", "/enroll/apply", "/nope", "/bnx"]) {
      expect(languageOf(path), path).toBeNull();
    }
  });
});
