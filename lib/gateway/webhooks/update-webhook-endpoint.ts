import type { Db } from "../../db/store";
import type { Merchant } from "../types";
import { OUTBOX_CHANNEL } from "./notify-outbox";

/**
 * Sets the webhook URL (null: none) and/or re-enables a disabled endpoint; either clears the run of
 * failures, and deliveries held while it was disabled resume at once.
 */
export async function updateWebhookEndpoint(prisma: Db, merchant: Merchant, change: { url?: string | null; enable?: boolean }) {
  await prisma.merchant.update({
    where: { id: merchant.id },
    data: {
      ...(change.url !== undefined ? { webhookUrl: change.url } : {}),
      webhookDisabledAt: null,
      webhookDisabledWhy: null,
      webhookFailingSince: null,
    },
  });
  await prisma.$executeRaw`SELECT pg_notify(${OUTBOX_CHANNEL}, ${merchant.id})`;
}
