import { z } from "zod";
import { CASH_SALE_ID } from "../cash-sale";

/**
 * A till's names as an owner types them: what the payment API accepts for data.branch /
 * data.terminal (1-64 characters, trimmed). Its messages are catalogue keys (lib/i18n/messages,
 * `till`): the dashboard's actions word them in the user's language.
 */
export const tillNamesSchema = z.object({
  branch: z.string().trim().min(1, "till.setup.branchRequired").max(64, "till.setup.tooLong"),
  terminal: z.string().trim().min(1, "till.setup.terminalRequired").max(64, "till.setup.tooLong"),
});

export type TillNames = z.infer<typeof tillNamesSchema>;

/** A till as the device keeps it (its id) and shows it (its names). */
export type Till = TillNames & { id: string };

/** The ticket a till prints for its n-th charge: T-00001, T-00002, … (per till). */
export function ticketNumber(n: number): string {
  return `T-${String(n).padStart(5, "0")}`;
}

/** A till's cash sale as the payments list and its receipt name it: cash_ and the sale's attempt (a UUID). */
export const cashSaleIdSchema = z.string().regex(CASH_SALE_ID);
