import type { Store } from "../../db/store";

/** The saved values of `keys` (dashboard_setting), by key; a key without a row is absent. */
export async function readSettings(store: Store, keys: readonly string[]): Promise<Map<string, string>> {
  const rows = await store.prisma.dashboardSetting.findMany({ where: { key: { in: [...keys] } } });
  return new Map(rows.map((row) => [row.key, row.value]));
}
