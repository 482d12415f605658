import { dashboardOperation } from "@/app/_server/dashboard-route";
import { invoiceFileResponse } from "@/app/_server/invoice-file";
import { getStore } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { readInvoiceFile } from "@/lib/dashboard/invoices/read-invoice-file";

export const dynamic = "force-dynamic";

/** GET /api/dashboard/invoices/{id}/xml: a stamped CFDI's XML, as kept, as a download (unknown or not stamped: 404 invoice_not_found). */
export const GET = dashboardOperation("invoices.xml", "invoices:read", async (_request, { params: { id } }) => {
  const file = await readInvoiceFile(await getStore(), id, "xml");
  if (!file) throw new AppError("invoice_not_found");
  return invoiceFileResponse(file);
});
