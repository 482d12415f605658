export const metadata = { title: "Receipt not found" };

/** The one answer for a receipt URL that shows nothing: a wrong MAC, an unknown intent, a payment not authorized (never which). */
export default function ReceiptNotFound() {
  return (
    <main className="mx-auto flex min-h-screen max-w-sm flex-col justify-center gap-3 px-6 text-center" data-testid="receipt-not-found">
      <p className="text-sm font-semibold uppercase tracking-widest text-indigo-700">Caja</p>
      <h1 className="text-2xl font-semibold">Receipt not found</h1>
      <p className="text-slate-600">There is no receipt at this address. Check that the whole link was copied, or ask the shop for it again.</p>
    </main>
  );
}
