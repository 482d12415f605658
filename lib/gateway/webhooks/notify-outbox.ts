/**
 * The channel on which committed outbox rows are announced (NOTIFY inside the writing statement,
 * delivered only on commit) to every dispatcher listening on the database: the in-process one on
 * PGlite, every instance's on PostgreSQL. A delivery starts within milliseconds of the change.
 */
export const OUTBOX_CHANNEL = "caja_outbox";
