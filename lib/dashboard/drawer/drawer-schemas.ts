import { z } from "zod";
import { moneyToCents } from "../../contract/money";
import { DENOMINATIONS, type DrawerCount } from "./denominations";

/** Money as a cashier keys it: pesos with up to two decimals, at most MXN 9 999 999.99. Messages are catalogue keys (`drawer.*`). */
const money = (message: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,7}(\.\d{1,2})?$/, message)
    .transform((value) => moneyToCents(value));

export const openDrawerSchema = z.object({ tillId: z.string().min(1).max(64), float: money("till.drawer.floatInvalid") });

export const moveCashSchema = z.object({
  drawerId: z.string().min(1).max(64),
  kind: z.enum(["in", "out"]),
  amount: money("till.drawer.amountInvalid").refine((cents) => cents > 0, "till.drawer.amountInvalid"),
  reason: z.string().trim().min(1, "till.drawer.reasonRequired").max(200, "till.drawer.reasonTooLong"),
});

/**
 * The close: the count by denomination (whole pieces), or the total the cashier typed instead
 * (`total`, then no pieces); `confirmed` once the cashier said yes to closing with nothing counted
 * or a difference past the shop's threshold (closeDrawer refuses those unconfirmed).
 */
export const closeDrawerSchema = z.object({
  drawerId: z.string().min(1).max(64),
  count: z.object(Object.fromEntries(DENOMINATIONS.map(({ key }) => [key, z.number().int("till.drawer.countInvalid").min(0, "till.drawer.countInvalid").max(100_000, "till.drawer.countInvalid").optional()]))) as z.ZodType<DrawerCount>,
  total: money("till.drawer.amountInvalid").optional(),
  confirmed: z.boolean().default(false),
  note: z
    .string()
    .trim()
    .max(500)
    .transform((note) => note || null),
});

export const correctDrawerSchema = z.object({
  drawerId: z.string().min(1).max(64),
  /** what the count should have been (the corrected total counted) */
  counted: money("till.drawer.amountInvalid"),
  reason: z.string().trim().min(1, "till.drawer.reasonRequired").max(200, "till.drawer.reasonTooLong"),
});
