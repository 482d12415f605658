import { z } from "zod";

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

/** FormData (item_sku, item_description, item_price, item_qty repeated per line) → the form object. */
export function readPaymentForm(form: FormData): PaymentForm {
  const all = (name: string) => form.getAll(name).map(String);
  const skus = all("item_sku");
  const items = skus
    .map((sku, i) => ({ sku, description: all("item_description")[i] ?? "", price: all("item_price")[i] ?? "", qty: all("item_qty")[i] ?? "" }))
    .filter((item) => item.sku || item.description || item.price || item.qty);
  return paymentFormSchema.parse({
    payment: form.get("payment"),
    amount: form.get("amount") ?? "",
    branch: form.get("branch") ?? "",
    terminal: form.get("terminal") ?? "",
    concept: form.get("concept") || undefined,
    ticket: form.get("ticket") || undefined,
    items,
  });
}

/** The API body. A number-looking amount is sent as a number (the API refuses strings); anything else as typed, for the API to name. */
export function toIntentBody(form: PaymentForm, now = new Date()) {
  const number = (value: string) => (value !== "" && /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value);
  return {
    payment: form.payment,
    amount: number(form.amount.replace(/,/g, "")),
    data: {
      branch: form.branch,
      terminal: form.terminal,
      time: now.toISOString(),
      ...(form.concept ? { concept: form.concept } : {}),
      ...(form.ticket ? { ticket: form.ticket } : {}),
      items: form.items.map((item) => ({
        ...(item.sku ? { sku: item.sku } : {}),
        ...(item.description ? { description: item.description } : {}),
        ...(item.price ? { price: item.price } : {}),
        ...(item.qty ? { qty: number(item.qty) } : {}),
      })),
    },
  };
}
