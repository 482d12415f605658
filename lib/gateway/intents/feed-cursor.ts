import { createHash } from "node:crypto";

/**
 * A position in one merchant's event feed, as the opaque `after`/`next` cursor of
 * `GET /payment/events`: the position and a tag binding it to this service's database (its
 * installation id) and to the merchant. A consumer keeps it and hands it back; it never parses it.
 *
 * The tag makes a cursor of another deployment (a dashboard pointed at a new service) or of
 * another merchant recognisable as such, instead of silently designating an unrelated position.
 */
export type FeedCursor = { position: bigint; tag: string };

const VERSION = "f1";

/** The tag of a merchant's feed in one database: 12 hex characters of SHA-256(installation, merchant). */
export function feedTag(installationId: string, merchantId: string): string {
  return createHash("sha256").update(`${installationId}\n${merchantId}`).digest("hex").slice(0, 12);
}

/** `f1.<position>.<tag>`, base64url: opaque to consumers, stable across instances and restarts. */
export function encodeFeedCursor(cursor: FeedCursor): string {
  return Buffer.from(`${VERSION}.${cursor.position.toString(10)}.${cursor.tag}`).toString("base64url");
}

/** The cursor `text` encodes, or null when it is not a cursor of any feed (malformed). */
export function decodeFeedCursor(text: string): FeedCursor | null {
  if (!/^[A-Za-z0-9_-]{1,100}$/.test(text)) return null;
  const [version, position, tag, ...rest] = Buffer.from(text, "base64url").toString("latin1").split(".");
  if (version !== VERSION || rest.length > 0 || !position || !/^(0|[1-9][0-9]{0,18})$/.test(position) || !tag || !/^[0-9a-f]{12}$/.test(tag)) return null;
  return { position: BigInt(position), tag };
}
