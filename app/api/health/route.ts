import { DATABASE_RETRY_AFTER_SECONDS } from "@/lib/db/database-errors";
import { envelope } from "@/lib/http/envelope";
import { checkHealth } from "@/lib/system/check-health";

export const dynamic = "force-dynamic";

export async function GET() {
  const { ok, ...data } = await checkHealth();
  return ok ? envelope(200, "ok", data) : envelope(503, "database_unavailable", data, { "retry-after": String(DATABASE_RETRY_AFTER_SECONDS) });
}
