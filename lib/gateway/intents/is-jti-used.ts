import { statement } from "../../db/statements";
import type { Store } from "../../db/store";

const JTI_USED = statement("gw_jti_used", "SELECT 1 AS used FROM used_jti WHERE intent_id = $1 AND jti = $2");

/** Whether a card transaction's token (its jti) was already used on this intent (each is used once). */
export async function isJtiUsed(store: Store, intentId: string, jti: string): Promise<boolean> {
  return (await store.sql(JTI_USED, [intentId, jti])).length > 0;
}
