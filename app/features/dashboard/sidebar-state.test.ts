import { describe, expect, it } from "vitest";
import {
  closedCategoriesFromCookie,
  dashboardReturnTo,
  sidebarCookie,
  withCategory,
} from "./sidebar-state";

describe("sidebar cookie", () => {
  it("opens everything when absent, empty or unreadable", () => {
    expect(closedCategoriesFromCookie(null)).toEqual([]);
    expect(closedCategoriesFromCookie("theme=dark")).toEqual([]);
    expect(closedCategoriesFromCookie("dashboard_sidebar=")).toEqual([]);
    expect(closedCategoriesFromCookie("dashboard_sidebar=<script>.nope")).toEqual([]);
  });

  it("reads the closed categories in catalogue order", () => {
    expect(
      closedCategoriesFromCookie("theme=light; dashboard_sidebar=cloud-devops.finance-budget"),
    ).toEqual(["finance-budget", "cloud-devops"]);
  });

  it("writes a year-long cookie scoped to the dashboard", () => {
    expect(sidebarCookie(["cloud-devops", "finance-budget"])).toBe(
      "dashboard_sidebar=finance-budget.cloud-devops; Path=/dashboard; Max-Age=31536000; SameSite=Lax",
    );
    expect(sidebarCookie([], true)).toMatch(/^dashboard_sidebar=; .*; Secure$/);
  });

  it("opens and closes one category at a time, ignoring unknown ids", () => {
    expect(withCategory([], "finance-budget", false)).toEqual(["finance-budget"]);
    expect(withCategory(["finance-budget"], "finance-budget", true)).toEqual([]);
    expect(withCategory([], "nope", false)).toEqual([]);
  });

  it("only goes back to a dashboard path", () => {
    expect(dashboardReturnTo("/dashboard/helpdesk")).toBe("/dashboard/helpdesk");
    expect(dashboardReturnTo("/dashboard?q=x")).toBe("/dashboard?q=x");
    expect(dashboardReturnTo("//evil.example")).toBe("/dashboard");
    expect(dashboardReturnTo("/dashboardx")).toBe("/dashboard");
    expect(dashboardReturnTo("https://evil.example/dashboard")).toBe("/dashboard");
    expect(dashboardReturnTo(null)).toBe("/dashboard");
  });
});
