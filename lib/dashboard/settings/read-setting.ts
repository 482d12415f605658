import type { Store } from "../../db/store";

/** The saved value of one dashboard setting, or null when none was saved. */
export async function readSetting(store: Store, key: string): Promise<string | null> {
  const row = await store.prisma.dashboardSetting.findUnique({ where: { key } });
  return row?.value ?? null;
}
