import { centsOf, type IvaRate } from "../../contract/ticket-lines";
import type { Store } from "../../db/store";
import { AppError } from "../../errors";
import { readProductsById } from "../catalogue/read-products-by-id";
import { readFiscalProfile } from "../fiscal/read-fiscal-profile";
import { priceTicket, SOLD_BY_AMOUNT, type Discount, type PricedLineInput, type PricedTicket } from "./price-ticket";
import type { TillLineInput } from "./till-schemas";

/**
 * A till's ticket as the server charges it: each product line priced again from the catalogue (a
 * price changed since the tablet read it, or a product made inactive, is refused: the cashier sees
 * the new ticket before charging), lines sold by amount at the IVA typed or the shop's, the
 * discounts only for those allowed to give them, and the total equal to the amount the tablet
 * showed the customer (else `amount` is refused as changed). Null for a sale keyed in as an
 * amount (no lines).
 */
export async function buildTicket(
  store: Store,
  input: { amount: string; lines?: TillLineInput[]; discount?: Discount },
  options: { canDiscount: boolean },
): Promise<PricedTicket | null> {
  if (!input.lines) return null;
  const discounted = (input.discount && input.discount.value !== "" && centsOf(input.discount.value) > 0n) || input.lines.some((line) => line.discount && centsOf(line.discount.value) > 0n);
  if (discounted && !options.canDiscount) throw new AppError("forbidden");
  const ids = [...new Set(input.lines.flatMap((line) => (line.product ? [line.product] : [])))];
  const products = ids.length ? await readProductsById(store, ids) : new Map();
  let shopRate: IvaRate | undefined;
  const lines: PricedLineInput[] = [];
  for (const [i, line] of input.lines.entries()) {
    if (line.product) {
      const product = products.get(line.product);
      if (!product || !product.active) throw AppError.invalid([{ field: `lines.${i}.product`, message: "till.ticket.productGone" }]);
      if (!product.byWeight && !/^\d+$/.test(line.quantity)) throw AppError.invalid([{ field: `lines.${i}.quantity`, message: "till.ticket.wholeUnits" }]);
      lines.push({
        product: product.id,
        ...(product.sku ? { sku: product.sku } : {}),
        description: product.name,
        price: product.price,
        iva: product.iva,
        productKey: product.productKey,
        unitKey: product.unitKey,
        quantity: line.quantity,
        byWeight: product.byWeight,
        ...(line.discount ? { discount: line.discount } : {}),
      });
      continue;
    }
    if (!line.price) throw AppError.invalid([{ field: `lines.${i}.price`, message: "till.amountInvalid" }]);
    shopRate ??= (await readFiscalProfile(store))?.vat ?? "16";
    lines.push({ description: line.description || SOLD_BY_AMOUNT, price: line.price, iva: line.iva ?? shopRate, quantity: line.quantity, ...(line.discount ? { discount: line.discount } : {}) });
  }
  let ticket: PricedTicket;
  try {
    ticket = priceTicket(lines, input.discount);
  } catch (error) {
    if (error instanceof RangeError && error.message.startsWith("till.")) throw AppError.invalid([{ field: "discount", message: error.message }]);
    throw error;
  }
  if (ticket.totalCents <= 0n) throw AppError.invalid([{ field: "amount", message: "till.amountInvalid" }]);
  if (ticket.totalCents !== centsOf(input.amount)) throw AppError.invalid([{ field: "amount", message: "till.ticket.changed" }]);
  return ticket;
}
