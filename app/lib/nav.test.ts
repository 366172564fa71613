import { describe, expect, it } from "vitest";
import { pageRoutes } from "../../tests/support/pages";
import { consoleNav, dashboardNav, footerNav, mainNav } from "./nav";

const pages = pageRoutes.map((page) => page.pattern);

/** A menu's part of the site: its first page, and the pages one step below it ('/staff', '/staff/inbox'…). */
const sectionsOf = (home: string) =>
  pages.filter((page) => page === home || (page.startsWith(`${home}/`) && page.split("/").length === 3)).sort();

describe("the site's menus", () => {
  it("link to pages of app/routes.ts", () => {
    const links = [...mainNav, ...footerNav.quickLinks, ...footerNav.resources, ...dashboardNav, ...consoleNav];
    expect(links.map((link) => link.to).filter((to) => !pages.includes(to))).toEqual([]);
  });

  it("list every section of the dashboard and of the console", () => {
    expect(dashboardNav.map((link) => link.to).sort()).toEqual(sectionsOf("/dashboard"));
    expect(consoleNav.map((link) => link.to).sort()).toEqual(sectionsOf("/staff"));
  });
});
