"use client";

/** Opens the browser's print dialog (the print styles leave out the navigation and the controls). */
export function PrintButton() {
  return (
    <button
      type="button"
      onClick={() => window.print()}
      className="rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-700 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 print:hidden"
    >
      Print
    </button>
  );
}
