export const metadata = { title: "Not found" };

/**
 * Any path that is not a page. Next.js's own 404 page styles itself with inline style attributes,
 * which the CSP refuses. A plain link, not next/link: this page is part of every page's tree (the
 * root layout's not-found boundary), and next/link would add its chunk to pages that have no other use for it.
 */
export default function NotFound() {
  return (
    <main className="mx-auto flex min-h-screen max-w-md flex-col justify-center gap-4 px-6">
      <h1 className="text-2xl font-semibold">Page not found</h1>
      <p className="text-slate-600">There is no page at this address.</p>
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full load is fine here; see above */}
      <a href="/intents" className="font-medium text-indigo-700 underline">
        Back to payments
      </a>
    </main>
  );
}
