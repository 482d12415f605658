import { centsToMoney } from "../../contract/money";
import { randomToken } from "../../crypto";
import { statement } from "../../db/statements";
import type { Store } from "../../db/store";
import { AppError } from "../../errors";
import { announceCashChange } from "./announce-cash-change";
import { recordAudit, type AuditBy } from "../audit/record-audit";
import { findTill } from "../till/find-till";
import { summarizeDrawer, type DrawerSummary } from "./summarize-drawer";

/** The till's drawer, unless one is open there ($1 id, $2 till, $3 who, $4 float): a row when it was opened. */
const OPEN_DRAWER = statement<{ id: string }>(
  "dash_drawer_open",
  `
      INSERT INTO dashboard_drawer (id, till_id, opened_by, float) VALUES ($1, $2, $3, $4::numeric)
      ON CONFLICT (till_id) WHERE closed_at IS NULL DO NOTHING RETURNING id`,
);

/**
 * Opens a till's drawer for a shift with its float (the change it starts with), in the name of the
 * signed-in cashier. A till has one open drawer at a time (a unique index, so two tablets opening
 * at once cannot both succeed): opening again while open answers drawer_already_open.
 */
export async function openDrawer(store: Store, input: { tillId: string; float: number }, by: AuditBy): Promise<DrawerSummary> {
  const id = randomToken("dr_", 16);
  await store.transaction(async (tx) => {
    const till = await findTill(tx, input.tillId);
    if (!till) throw new AppError("till_not_found");
    const [taken] = await tx.sql(OPEN_DRAWER, [id, till.id, by.actor.email ?? "?", centsToMoney(input.float)]);
    if (!taken) throw new AppError("drawer_already_open");
    await recordAudit(tx, { ...by, action: "drawer.opened", target: id, details: { till: till.id, float: centsToMoney(input.float) } });
    await announceCashChange(tx, { drawer: id });
  });
  return summarizeDrawer(store, id);
}
