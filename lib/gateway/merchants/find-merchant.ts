import type { Store } from "../../db/store";
import { AppError } from "../../errors";

/** That a merchant exists (the admin API's operations on it): 404 merchant_not_found otherwise. */
export async function findMerchant(store: Store, merchantId: string): Promise<{ id: string; name: string }> {
  const merchant = await store.prisma.merchant.findUnique({ where: { id: merchantId }, select: { id: true, name: true } });
  if (!merchant) throw new AppError("merchant_not_found");
  return merchant;
}
