import type { PrismaClient } from "../../db/generated/client";
import type { Till } from "./till-schemas";

/** Every till set up so far, by branch then terminal (the set-up form offers them). */
export async function listTills(prisma: PrismaClient): Promise<Till[]> {
  return prisma.dashboardTill.findMany({ orderBy: [{ branch: "asc" }, { terminal: "asc" }], select: { id: true, branch: true, terminal: true, series: true } });
}
