import type { Store } from "../../db/store";
import { readSetting } from "../settings/read-setting";

export const REQUIREMENT_SETTING = "require_two_factor";

/** Whether owners require two-factor sign-in of every user. */
export async function getTwoFactorRequirement(store: Store): Promise<boolean> {
  return (await readSetting(store, REQUIREMENT_SETTING)) === "true";
}
