import type { Store } from "../../db/store";

/** A till by its id (its id only: whether it exists), or null. */
export async function findTill(store: Store, tillId: string): Promise<{ id: string } | null> {
  return store.prisma.dashboardTill.findUnique({ where: { id: tillId }, select: { id: true } });
}
