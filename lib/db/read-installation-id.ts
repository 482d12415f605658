import { statement } from "./statements";
import type { Store } from "./store";

/**
 * The installation id as an SQL expression, for a statement that answers it beside its own rows in
 * the same round trip (the feed's cursor tag): app_setting is lib/db's, so its SQL stays here.
 */
export const INSTALLATION_ID_SQL = "(SELECT value FROM app_setting WHERE key = 'installation_id')";

const INSTALLATION_ID = statement<{ value: string }>("db_read_installation_id", "SELECT value FROM app_setting WHERE key = 'installation_id'");

/**
 * This installation's id: made once, when its database is first opened (openDatabase), and kept
 * for ever after; "" before that.
 */
export async function readInstallationId(store: Store): Promise<string> {
  const [setting] = await store.sql(INSTALLATION_ID, []);
  return setting?.value ?? "";
}
