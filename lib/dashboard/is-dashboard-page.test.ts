import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isDashboardPage } from "./is-dashboard-page";

/**
 * What Next.js 16 compiled the proxy's former matcher `["/", "/intents/:path*", "/checkout/:path*",
 * "/settings/:path*", "/reports/:path*", "/overview/:path*"]` to (.next/server/functions-config-manifest.json),
 * with `/account/:path*` (Your account) added in the same form.
 */
const FORMER_MATCHER = [
  String.raw`^(?:\/(_next\/data\/[^/]{1,}))?(?:\/(\/?index|\/?index\.json|\/?index(?:\.rsc|\.segments\/.+\.segment\.rsc)))?[\/#\?]?$`,
  ...["intents", "checkout", "settings", "reports", "overview", "account"].map(
    (name) => String.raw`^(?:\/(_next\/data\/[^/]{1,}))?\/${name}(?:\/((?:[^\/#\?]+?)(?:\/(?:[^\/#\?]+?))*))?(\.json|\.rsc|\.segments\/.+\.segment\.rsc)?[\/#\?]?$`,
  ),
].map((source) => new RegExp(source));
const formerlyMatched = (pathname: string) => FORMER_MATCHER.some((regexp) => regexp.test(pathname));

describe("dashboard pages (the sign-in redirect's paths)", () => {
  it("are the home page and everything under the dashboard's sections, nothing else", () => {
    for (const path of ["/", "/intents", "/intents/qp_0000000000000000000000", "/intents/new", "/checkout", "/settings", "/overview", "/reports/x/y", "/intents.rsc", "/account", "/settings/activity"]) {
      expect(isDashboardPage(path), path).toBe(true);
    }
    for (const path of ["/login", "/forbidden", "/no-such-page", "/intentsx", "/Intents", "/_next/static/chunks/a.js", "/favicon.ico", "/api/auth/session", "/r/qp_0123456789abcdefghijAB/AAAAAAAAAAAAAAAAAAAAAA", "/r"]) {
      expect(isDashboardPage(path), path).toBe(false);
    }
  });

  it("match exactly the paths the proxy's former matcher did", () => {
    const segment = fc.oneof(
      fc.constantFrom("", "intents", "checkout", "settings", "reports", "overview", "account", "login", "index", "new", "_next", "data", "b1", "x.rsc", "a.segments", "_tree.segment.rsc", ".json"),
      fc.string({ unit: fc.constantFrom("a", "i", ".", "-", "_", "#", "?", "/", "%", "n") , maxLength: 6 }),
    );
    const path = fc.array(segment, { minLength: 1, maxLength: 5 }).map((parts) => `/${parts.join("/")}`);
    const suffixed = fc.tuple(path, fc.constantFrom("", ".rsc", ".json", ".segments/_tree.segment.rsc", "/", "#", "?")).map(([p, s]) => `${p}${s}`);
    fc.assert(fc.property(suffixed, (pathname) => isDashboardPage(pathname) === formerlyMatched(pathname)), { numRuns: 20_000 });
  });
});
