import type { Store } from "../../db/store";

/** Saves a dashboard setting (replacing what was saved under its key). */
export async function writeSetting(store: Store, key: string, value: string): Promise<void> {
  await store.prisma.dashboardSetting.upsert({ where: { key }, create: { key, value }, update: { value } });
}
