import { receiptInvoiceFile } from "@/app/_server/invoice-file";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ intent: string; mac: string }> };

/** GET /r/{intent}/{mac}/factura/pdf: the receipt's factura as PDF, public as the receipt is (MAC checked; anything else the same 404). */
export async function GET(_request: Request, { params }: Context): Promise<Response> {
  return receiptInvoiceFile(await params, "pdf");
}
