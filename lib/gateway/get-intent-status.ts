import type { PrismaClient } from "../db/generated/client";
import { AppError } from "../errors";
import type { Merchant, StatusRecord } from "./types";

/** The spec's status record, plus the failure reason for the X-Status-Reason header. */
export async function getIntentStatus(
  prisma: PrismaClient,
  merchant: Merchant,
  intentId: string,
): Promise<{ record: StatusRecord; reason: string | null }> {
  const row = await prisma.paymentIntent.findFirst({
    where: { id: intentId, merchantId: merchant.id },
    select: { status: true, code: true, reason: true },
  });
  if (!row) throw new AppError("intent_not_found");
  return { record: { intent: intentId, status: row.status, code: row.code }, reason: row.reason };
}
