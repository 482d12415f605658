import type { Tx } from "../types";

/** The channel on which committed outbox rows are announced to every dispatcher. */
export const OUTBOX_CHANNEL = "caja_outbox";

/**
 * Announces new outbox rows. NOTIFY inside the transaction is delivered only if it commits, to
 * every process listening on the database (the in-process dispatcher on PGlite, every instance's on
 * PostgreSQL), so a delivery starts within milliseconds of the change instead of at the next poll.
 */
export async function notifyOutbox(tx: Tx, intentId: string): Promise<void> {
  await tx.$executeRaw`SELECT pg_notify(${OUTBOX_CHANNEL}, ${intentId})`;
}
