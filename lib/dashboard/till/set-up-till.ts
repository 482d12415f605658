import type { Store } from "../../db/store";
import { randomToken } from "../../crypto";
import type { Till, TillNames } from "./till-schemas";

/**
 * Sets a tablet up as a till (owners only, checked by the caller): the till with these branch and
 * terminal names, created the first time they are used. Two tablets set up with the same names are
 * the same till: they share its ticket counter and its sales. Renaming is setting up again with
 * other names (the old till and its sales stay as they were).
 */
export async function setUpTill(store: Store, names: TillNames): Promise<Till> {
  const till = await store.prisma.dashboardTill.upsert({
    where: { branch_terminal: { branch: names.branch, terminal: names.terminal } },
    create: { id: randomToken("till_", 16), branch: names.branch, terminal: names.terminal },
    update: {},
    select: { id: true, branch: true, terminal: true, series: true },
  });
  return till;
}
