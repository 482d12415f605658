import { z } from "zod";
import { instantSchema } from "@/lib/contract/requests";
import { dashboardRoute } from "@/app/_server/dashboard-route";
import { getStore } from "@/lib/db/client";
import { envelope } from "@/lib/http/envelope";
import { checkBooks } from "@/lib/dashboard/books/check-books";
import { merchantConfig } from "@/lib/dashboard/merchant-config";
import { paymentApi } from "@/lib/dashboard/payment-api";
import { can } from "@/lib/dashboard/users/roles";

export const dynamic = "force-dynamic";

const instant = instantSchema().transform((value) => new Date(value));
const query = z
  .object({ from: instant, to: instant, branch: z.string().trim().min(1).max(64).optional(), terminal: z.string().trim().min(1).max(64).optional() })
  .refine((range) => range.from < range.to, { message: "must be after from", path: ["to"] });

/**
 * GET /api/dashboard/books?from&to&branch&terminal: whether the dashboard's totals of the range
 * balance with the service's; the differing payments, both sides, to owners (the others read how
 * many differ).
 */
export const GET = dashboardRoute("cashup:read", { query }, async (_request, { query: range, user }) => {
  const checked = await checkBooks(await getStore(), paymentApi(merchantConfig()), range);
  if (checked.state === "differs" && !can(user.role, "books:details")) return envelope(200, "books_success", { ...checked, differences: [] });
  return envelope(200, "books_success", checked);
});
