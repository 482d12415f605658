/**
 * Which of the navigation's links the page at `pathname` belongs to: the longest link that is the
 * path itself or one of its parents (`/intents/qp_1` is under Payments, `/intents/new` is New
 * payment, `/settings/activity` is under Settings); null when none is.
 */
export function currentLink(pathname: string, hrefs: readonly string[]): string | null {
  const path = pathname.replace(/\/+$/, "") || "/";
  let best: string | null = null;
  for (const href of hrefs) {
    const under = path === href || path.startsWith(href === "/" ? "/" : `${href}/`);
    if (under && (best === null || href.length > best.length)) best = href;
  }
  return best;
}
