import { describe, expect, it } from "vitest";
import { loader } from "./in-bangla";

const redirectOf = (path: string) => {
  const response = loader({ request: new Request(`http://localhost${path}`) } as never) as Response;
  return { status: response.status, location: response.headers.get("Location") };
};

describe("the account pages' addresses under /bn", () => {
  it.each([
    ["/bn/login", "/login?lang=bn"],
    ["/bn/register", "/register?lang=bn"],
    ["/bn/forgot-password", "/forgot-password?lang=bn"],
    ["/bn/reset-password?token=abc", "/reset-password?token=abc&lang=bn"],
    ["/bn/verify-email?token=abc", "/verify-email?token=abc&lang=bn"],
    ["/bn/login?redirectTo=%2Fdashboard", "/login?redirectTo=%2Fdashboard&lang=bn"],
  ])("%s leads to %s", (from, to) => {
    expect(redirectOf(from)).toEqual({ status: 302, location: to });
  });
});
