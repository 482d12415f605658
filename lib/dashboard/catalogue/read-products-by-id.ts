import { centsToMoney, moneyToCents } from "../../contract/money";
import type { IvaRate } from "../../contract/ticket-lines";
import type { Store } from "../../db/store";

/** A product as the till's server prices a line with it (inactive ones included: the caller refuses them). */
export type ProductForSale = {
  id: string;
  name: string;
  price: string;
  iva: IvaRate;
  productKey: string;
  unitKey: string;
  sku: string | null;
  byWeight: boolean;
  active: boolean;
};

/** The products of `ids` by id, as they stand now (a till's lines are priced with them, never with the tablet's copy). */
export async function readProductsById(store: Store, ids: readonly string[]): Promise<Map<string, ProductForSale>> {
  const rows = await store.prisma.dashboardProduct.findMany({
    where: { id: { in: [...ids] } },
    select: { id: true, name: true, price: true, iva: true, productKey: true, unitKey: true, sku: true, byWeight: true, active: true },
  });
  return new Map(rows.map((row) => [row.id, { ...row, price: centsToMoney(moneyToCents(row.price)), iva: row.iva as IvaRate }]));
}
