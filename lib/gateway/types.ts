
/** The merchant a request is authenticated as. */
export type Merchant = { id: string; name: string };

/** The status record of the spec: exactly these three fields. */
export type StatusRecord = { intent: string; status: string; code: number };
