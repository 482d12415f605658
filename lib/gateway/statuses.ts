/**
 * Status names and codes, exactly as the spec's tables spell them (misspellings included:
 * ec_conecting, ec_conected, ec_auhtorized), plus our documented extensions:
 * ec_created 109 (an ec_remote intent before POST /payment/init) and the card_present family.
 */
export const PAYMENT_TYPES = ["card_present", "qr_present", "ec_remote"] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

export const STATUS_CODES = {
  qr_created: 100,
  qr_scanned: 101,
  qr_progress: 102,
  qr_authorized: 103,
  qr_expired: 104,
  qr_error_x: 402,
  ec_created: 109,
  ec_inited: 110,
  ec_validating: 111,
  ec_conecting: 112,
  ec_conected: 113,
  ec_progress: 114,
  ec_auhtorized: 115,
  ec_expired: 116,
  ec_error_x: 402,
  cp_created: 120,
  cp_progress: 121,
  cp_authorized: 122,
  cp_expired: 123,
  cp_error_x: 402,
} as const;

export type Status = keyof typeof STATUS_CODES;

type Family = {
  /** The happy path, first status first. */
  path: readonly Status[];
  expired: Status;
  error: Status;
};

export const FAMILIES: Record<PaymentType, Family> = {
  qr_present: { path: ["qr_created", "qr_scanned", "qr_progress", "qr_authorized"], expired: "qr_expired", error: "qr_error_x" },
  ec_remote: {
    path: ["ec_created", "ec_inited", "ec_validating", "ec_conecting", "ec_conected", "ec_progress", "ec_auhtorized"],
    expired: "ec_expired",
    error: "ec_error_x",
  },
  card_present: { path: ["cp_created", "cp_progress", "cp_authorized"], expired: "cp_expired", error: "cp_error_x" },
};

export const ID_PREFIX: Record<PaymentType, string> = { card_present: "cp_", qr_present: "qp_", ec_remote: "ec_" };

export function initialStatus(payment: PaymentType): Status {
  return FAMILIES[payment].path[0]!;
}

export function isFinal(payment: PaymentType, status: Status): boolean {
  const family = FAMILIES[payment];
  return status === family.path.at(-1) || status === family.expired || status === family.error;
}

export function isStatusOf(payment: PaymentType, status: string): status is Status {
  const family = FAMILIES[payment];
  return family.path.includes(status as Status) || status === family.expired || status === family.error;
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

/** Every status name of every family, for validation messages and documentation. */
export const ALL_STATUSES = Object.keys(STATUS_CODES) as Status[];
