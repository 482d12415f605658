import { z } from "zod";
import { typedDecimal } from "../typed-decimal";

/**
 * The new-payment form as the browser posts it (strings), turned into the API's creation body.
 * Only shapes are checked here; the API's own validation answers field by field, and its errors
 * are shown next to the same-named fields.
 */
export const paymentFormSchema = z.object({
  payment: z.enum(["qr_present", "ec_remote", "card_present"]),
  amount: z.string().trim(),
  branch: z.string().trim(),
  terminal: z.string().trim(),
  concept: z.string().trim().optional(),
  ticket: z.string().trim().optional(),
  items: z
    .array(z.object({ sku: z.string().trim(), description: z.string().trim(), price: z.string().trim(), qty: z.string().trim() }))
    .max(100),
});

export type PaymentForm = z.infer<typeof paymentFormSchema>;

/**
 * The form's fields as posted (one value as a string, a repeated name as an array: item_sku,
 * item_description, item_price and item_qty once per line) → the form object. A form without a
 * payment type is refused as a whole.
 */
export const paymentFormFieldsSchema = z.preprocess(
  (value) => {
    const fields = (value ?? {}) as Record<string, string | string[] | undefined>;
    const all = (name: string) => [fields[name] ?? []].flat();
    const one = (name: string) => all(name)[0];
    const items = all("item_sku")
      .map((sku, i) => ({ sku, description: all("item_description")[i] ?? "", price: all("item_price")[i] ?? "", qty: all("item_qty")[i] ?? "" }))
      .filter((item) => item.sku || item.description || item.price || item.qty);
    return {
      payment: one("payment"),
      amount: one("amount") ?? "",
      branch: one("branch") ?? "",
      terminal: one("terminal") ?? "",
      concept: one("concept") || undefined,
      ticket: one("ticket") || undefined,
      items,
    };
  },
  paymentFormSchema,
);

/**
 * The API body. A number-looking amount is sent as a number (the API refuses strings); anything
 * else as typed, for the API to name. Amounts and prices are read as people in Mexico type them
 * (`typedDecimal`): "125,50" is 125.50 (it was once read as 12550), "1,234.50" is 1234.50.
 */
export function toIntentBody(form: PaymentForm, now = new Date()) {
  const number = (value: string) => (value !== "" && /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value);
  const decimal = (value: string) => typedDecimal(value) ?? value;
  return {
    payment: form.payment,
    amount: number(decimal(form.amount)),
    data: {
      branch: form.branch,
      terminal: form.terminal,
      time: now.toISOString(),
      ...(form.concept ? { concept: form.concept } : {}),
      ...(form.ticket ? { ticket: form.ticket } : {}),
      items: form.items.map((item) => ({
        ...(item.sku ? { sku: item.sku } : {}),
        ...(item.description ? { description: item.description } : {}),
        ...(item.price ? { price: decimal(item.price) } : {}),
        ...(item.qty ? { qty: number(item.qty) } : {}),
      })),
    },
  };
}
