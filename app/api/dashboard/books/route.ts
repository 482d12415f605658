import { answer, dashboardOperation } from "@/app/_server/dashboard-route";
import { getStore } from "@/lib/db/client";
import { checkBooks } from "@/lib/dashboard/books/check-books";
import { merchantConfig } from "@/lib/dashboard/merchant-config";
import { paymentApi } from "@/lib/dashboard/payment-api";
import { can } from "@/lib/dashboard/users/roles";

export const dynamic = "force-dynamic";

/**
 * GET /api/dashboard/books?from&to&branch&terminal: whether the dashboard's totals of the range
 * balance with the service's; the differing payments, both sides, to owners (the others read how
 * many differ).
 */
export const GET = dashboardOperation("books.check", "cashup:read", async (_request, { query: range, user }) => {
  const checked = await checkBooks(await getStore(), paymentApi(merchantConfig()), range);
  if (checked.state === "differs" && !can(user.role, "books:details")) return answer("books.check", { ...checked, differences: [] });
  return answer("books.check", checked);
});
