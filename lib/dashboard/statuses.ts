/**
 * What the dashboard knows of the payment API's statuses (its public contract, spelt exactly as
 * the API sends them): a label, a tone for the badge, and whether the status is final.
 */
export type Tone = "neutral" | "info" | "progress" | "success" | "danger" | "muted";

type Info = { code: number; label: string; tone: Tone; final: boolean };

export const STATUS_INFO: Record<string, Info> = {
  qr_created: { code: 100, label: "Waiting for scan", tone: "neutral", final: false },
  qr_scanned: { code: 101, label: "Scanned", tone: "info", final: false },
  qr_progress: { code: 102, label: "Processing", tone: "progress", final: false },
  qr_authorized: { code: 103, label: "Authorized", tone: "success", final: true },
  qr_expired: { code: 104, label: "Expired", tone: "muted", final: true },
  qr_error_x: { code: 402, label: "Failed", tone: "danger", final: true },
  ec_created: { code: 109, label: "Created", tone: "neutral", final: false },
  ec_inited: { code: 110, label: "Initialized", tone: "info", final: false },
  ec_validating: { code: 111, label: "Validating", tone: "progress", final: false },
  ec_conecting: { code: 112, label: "Connecting", tone: "progress", final: false },
  ec_conected: { code: 113, label: "Connected", tone: "progress", final: false },
  ec_progress: { code: 114, label: "Processing", tone: "progress", final: false },
  ec_auhtorized: { code: 115, label: "Authorized", tone: "success", final: true },
  ec_expired: { code: 116, label: "Expired", tone: "muted", final: true },
  ec_error_x: { code: 402, label: "Failed", tone: "danger", final: true },
  cp_created: { code: 120, label: "Waiting for card", tone: "neutral", final: false },
  cp_progress: { code: 121, label: "Authorizing", tone: "progress", final: false },
  cp_authorized: { code: 122, label: "Authorized", tone: "success", final: true },
  cp_expired: { code: 123, label: "Expired", tone: "muted", final: true },
  cp_error_x: { code: 402, label: "Failed", tone: "danger", final: true },
};

export const PAYMENT_LABELS: Record<string, string> = { qr_present: "QR", ec_remote: "E-commerce", card_present: "Card" };

export function statusInfo(status: string): Info {
  return STATUS_INFO[status] ?? { code: 0, label: status, tone: "neutral", final: false };
}

export function isFinalStatus(status: string): boolean {
  return statusInfo(status).final;
}
