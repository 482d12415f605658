// zod-free: the settings card lists them.
/** The SAT's régimen fiscal keys (catálogo c_RegimenFiscal) a shop can be under; names (the SAT's, in both languages): the `fiscal` catalogue, `fiscal.regimes.*`, which Settings and receipts share. */
export const TAX_REGIMES_ZOD_FREE = ["601", "603", "605", "606", "607", "608", "610", "611", "612", "614", "615", "616", "620", "621", "622", "623", "624", "625", "626"] as const;
export type TaxRegime = (typeof TAX_REGIMES_ZOD_FREE)[number];

/** Whether a stored régimen is one of the catalogue's keys (and so has a name to print). */
export const isTaxRegime = (key: string): key is TaxRegime => (TAX_REGIMES_ZOD_FREE as readonly string[]).includes(key);
