/**
 * The statuses of the payment intent API, once for everyone: the service moves intents with this
 * table, the dashboard parses and labels with it, the OpenAPI document and the database's CHECK
 * constraints list it. Names and codes exactly as the spec's tables spell them (misspellings
 * included: ec_conecting, ec_conected, ec_auhtorized), plus our documented extensions: ec_created
 * 109 (an ec_remote intent before POST /payment/init) and the card_present family.
 */
export const PAYMENT_TYPES = ["card_present", "qr_present", "ec_remote"] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

/** What a status means to people: the groups filters and reports use. */
export type StatusGroup = "in_progress" | "authorized" | "failed" | "expired";
/** How a badge shows it. */
export type Tone = "neutral" | "info" | "progress" | "success" | "danger" | "muted";

type Row = { code: number; payment: PaymentType; group: StatusGroup; label: string; tone: Tone };

const row = (code: number, payment: PaymentType, group: StatusGroup, label: string, tone: Tone): Row => ({ code, payment, group, label, tone });

/** Every status, in the order of its family's path (then expired, then error). */
export const STATUS_TABLE = {
  qr_created: row(100, "qr_present", "in_progress", "Waiting for scan", "neutral"),
  qr_scanned: row(101, "qr_present", "in_progress", "Scanned", "info"),
  qr_progress: row(102, "qr_present", "in_progress", "Processing", "progress"),
  qr_authorized: row(103, "qr_present", "authorized", "Authorized", "success"),
  qr_expired: row(104, "qr_present", "expired", "Expired", "muted"),
  qr_error_x: row(402, "qr_present", "failed", "Failed", "danger"),
  ec_created: row(109, "ec_remote", "in_progress", "Created", "neutral"),
  ec_inited: row(110, "ec_remote", "in_progress", "Initialized", "info"),
  ec_validating: row(111, "ec_remote", "in_progress", "Validating", "progress"),
  ec_conecting: row(112, "ec_remote", "in_progress", "Connecting", "progress"),
  ec_conected: row(113, "ec_remote", "in_progress", "Connected", "progress"),
  ec_progress: row(114, "ec_remote", "in_progress", "Processing", "progress"),
  ec_auhtorized: row(115, "ec_remote", "authorized", "Authorized", "success"),
  ec_expired: row(116, "ec_remote", "expired", "Expired", "muted"),
  ec_error_x: row(402, "ec_remote", "failed", "Failed", "danger"),
  cp_created: row(120, "card_present", "in_progress", "Waiting for card", "neutral"),
  cp_progress: row(121, "card_present", "in_progress", "Authorizing", "progress"),
  cp_authorized: row(122, "card_present", "authorized", "Authorized", "success"),
  cp_expired: row(123, "card_present", "expired", "Expired", "muted"),
  cp_error_x: row(402, "card_present", "failed", "Failed", "danger"),
} as const satisfies Record<string, Row>;

export type Status = keyof typeof STATUS_TABLE;

/** Every status name, for validation, documentation and the database's CHECK constraints. */
export const ALL_STATUSES = Object.keys(STATUS_TABLE) as [Status, ...Status[]];

export const STATUS_CODES = Object.fromEntries(ALL_STATUSES.map((s) => [s, STATUS_TABLE[s].code])) as { [S in Status]: (typeof STATUS_TABLE)[S]["code"] };

type Family = {
  /** The happy path, first status first. */
  path: readonly Status[];
  expired: Status;
  error: Status;
};

function familyOf(payment: PaymentType): Family {
  const mine = ALL_STATUSES.filter((s) => STATUS_TABLE[s].payment === payment);
  return {
    path: mine.filter((s) => STATUS_TABLE[s].group === "in_progress" || STATUS_TABLE[s].group === "authorized"),
    expired: mine.find((s) => STATUS_TABLE[s].group === "expired")!,
    error: mine.find((s) => STATUS_TABLE[s].group === "failed")!,
  };
}

export const FAMILIES: Record<PaymentType, Family> = {
  qr_present: familyOf("qr_present"),
  ec_remote: familyOf("ec_remote"),
  card_present: familyOf("card_present"),
};

export function isStatus(value: string): value is Status {
  return Object.hasOwn(STATUS_TABLE, value);
}

export function initialStatus(payment: PaymentType): Status {
  return FAMILIES[payment].path[0]!;
}

/** Final: authorized, expired or failed; nothing moves it again. */
export function isFinalStatus(status: string): boolean {
  return isStatus(status) && STATUS_TABLE[status].group !== "in_progress";
}

export function isFinal(payment: PaymentType, status: Status): boolean {
  return isStatusOf(payment, status) && isFinalStatus(status);
}

export function isStatusOf(payment: PaymentType, status: string): status is Status {
  return isStatus(status) && STATUS_TABLE[status].payment === payment;
}

/** The legal single-step moves out of a status: the next one on the path, error, expired. */
export function nextStatuses(payment: PaymentType, from: Status): Status[] {
  if (isFinal(payment, from)) return [];
  const family = FAMILIES[payment];
  const index = family.path.indexOf(from);
  return [family.path[index + 1]!, family.error, family.expired];
}

export function canMove(payment: PaymentType, from: Status, to: Status): boolean {
  return nextStatuses(payment, from).includes(to);
}

/**
 * The statuses to enter, in order, to walk from `from` to `to` along legal moves
 * (every intermediate status of the path included), or null when `to` is not reachable.
 */
export function pathTo(payment: PaymentType, from: Status, to: Status): Status[] | null {
  if (isFinal(payment, from) || from === to || !isStatusOf(payment, to)) return null;
  const family = FAMILIES[payment];
  if (to === family.error || to === family.expired) return [to];
  const start = family.path.indexOf(from);
  const end = family.path.indexOf(to);
  return end > start ? family.path.slice(start + 1, end + 1) : null;
}

/** The statuses of a group, every family ("all authorized" is qr_authorized, ec_auhtorized, cp_authorized). */
export function statusesIn(group: StatusGroup): Status[] {
  return ALL_STATUSES.filter((s) => STATUS_TABLE[s].group === group);
}

/** Whether a status (any string, as a row holds it) is one of the authorized ones: the payment was made. */
export function isAuthorizedStatus(status: string): boolean {
  return isStatus(status) && STATUS_TABLE[status].group === "authorized";
}

/**
 * The reason an intent canceled through `POST /payment/{intent}/cancel` carries: it is in its
 * family's expired status (the spec's statuses stay exact) with this reason.
 */
export const CANCELED_REASON = "canceled";

/**
 * The statuses an intent can be canceled from: authorization has not started (the QR not yet
 * confirmed in the payer's bank, the e-commerce payment not yet validating, no card presented).
 * From any later non-final status the outcome is up to the payer's bank or the issuer.
 */
export const CANCELABLE_STATUSES: readonly Status[] = ["qr_created", "qr_scanned", "ec_created", "ec_inited", "cp_created"];

export function isCancelable(status: string): boolean {
  return (CANCELABLE_STATUSES as readonly string[]).includes(status);
}

/** How people see a status: the spec's groups, plus "canceled" (an expired status whose reason is `canceled`). */
export type DisplayGroup = StatusGroup | "canceled";

/** The display groups in the order reports show them (their names are in the catalogues: statuses.group). */
export const DISPLAY_GROUPS = ["authorized", "in_progress", "failed", "expired", "canceled"] as const satisfies readonly DisplayGroup[];

/**
 * What the dashboard shows of a status (and, when known, its reason: an expired intent that was
 * canceled reads "Canceled"); a status this version does not know is shown as sent.
 */
export function statusInfo(status: string, reason?: string | null): { code: number; label: string; tone: Tone; final: boolean; group: DisplayGroup | null } {
  if (!isStatus(status)) return { code: 0, label: status, tone: "neutral", final: false, group: null };
  const { code, label, tone, group } = STATUS_TABLE[status];
  if (group === "expired" && reason === CANCELED_REASON) return { code, label: "Canceled", tone: "muted", group: "canceled", final: true };
  return { code, label, tone, group, final: group !== "in_progress" };
}
