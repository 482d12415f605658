import type { Prisma } from "../db/generated/client";

/** The merchant a request is authenticated as. */
export type Merchant = { id: string; name: string };

/** A Prisma transaction: every state change runs inside one (on PGlite, use only this inside it). */
export type Tx = Prisma.TransactionClient;

/** The status record of the spec: exactly these three fields. */
export type StatusRecord = { intent: string; status: string; code: number };
