/** The `.json`, `.rsc` and segment-prefetch forms Next.js also matches a page path in. */
const SUFFIX = String.raw`(?:\.json|\.rsc|\.segments/.+\.segment\.rsc)?`;

const DASHBOARD_PAGE = new RegExp(
  String.raw`^(?:/_next/data/[^/]+)?(?:(?:/{1,2}index${SUFFIX})?|/(?:intents|checkout|settings|reports|overview|account)(?:/[^/#?]+)*${SUFFIX})[/#?]?$`,
);

/**
 * Whether a path is one of the dashboard's signed-in pages (`/` and everything under `/intents`,
 * `/checkout`, `/settings`, `/reports`, `/overview`, `/account`), where the proxy sends a signed-out visitor to
 * /login. The same paths, in the same forms, as the proxy's matcher `["/", "/intents/:path*", …]`
 * compiled by Next.js when it was limited to them.
 */
export function isDashboardPage(pathname: string): boolean {
  return DASHBOARD_PAGE.test(pathname);
}
