import type { Timbre } from "../types";

/**
 * A PAC (proveedor autorizado de certificación) as Caja uses one: stamp a sealed CFDI, cancel a
 * stamped one, ask for its status at the SAT. The built-in sandbox (sandbox-pac.ts) and each real
 * PAC's adapter implement it; the dashboard picks one from its configuration.
 */
export interface PacAdapter {
  /** "sandbox", "sw"… shown in the dashboard and written next to each factura */
  readonly name: string;
  /** Stamp a sealed CFDI 4.0 (the whole XML, UTF-8): the XML with its TimbreFiscalDigital, and the timbre's data. */
  stamp(xml: string): Promise<StampResult>;
  /** Ask the SAT (through the PAC) to cancel a stamped CFDI. */
  cancel(request: CancelRequest): Promise<CancelResult>;
  /** The CFDI's status at the SAT. */
  status(request: StatusRequest): Promise<CfdiStatus>;
}

export type StampResult = { xml: string; timbre: Timbre };

/** c_MotivoCancelacion: 01 with errors and a replacement (folioSustitucion required), 02 with errors and none, 03 the operation did not happen, 04 a nominative operation in a factura global. */
export type CancelMotivo = "01" | "02" | "03" | "04";

/** The issuer's CSD, which signs a cancellation request (a real PAC needs it; the sandbox checks it is the issuer's). */
export type CancelCredentials = { certificateDer: Buffer; privateKeyPem: string };

export type CancelRequest = {
  uuid: string;
  rfcEmisor: string;
  rfcReceptor: string;
  /** the CFDI's Total as written in it */
  total: string;
  motivo: CancelMotivo;
  folioSustitucion?: string;
  credentials: CancelCredentials;
};

/** canceled: done; pending: the receiver must accept (the SAT's rules), asked again with status(). */
export type CancelResult = { status: "canceled" | "pending"; acknowledgement?: string };

export type StatusRequest = { uuid: string; rfcEmisor: string; rfcReceptor: string; total: string };

/** As the SAT's consulta answers: Vigente / Cancelado / No Encontrado, and a cancellation in progress. */
export type CfdiStatus = { state: "vigente" | "cancelado" | "no_encontrado"; cancellation: "none" | "pending" | "rejected" };

/** A PAC's refusal or failure, with a stable code the dashboard words: the XML is wrong (invalid), the PAC said no (refused), or it could not be reached (unavailable: try again). */
export class PacError extends Error {
  constructor(
    readonly code: "invalid" | "refused" | "unavailable",
    message: string,
    /** the PAC's own code and words, for the logs and the support agent */
    readonly detail?: { pacCode?: string; pacMessage?: string },
  ) {
    super(message);
    this.name = "PacError";
  }
}
