// zod-free: the settings card lists them.
/** The SAT's régimen fiscal keys (catálogo c_RegimenFiscal) a shop can be under; names: `settings.fiscal.regimes.*`. */
export const TAX_REGIMES_ZOD_FREE = ["601", "603", "605", "606", "607", "608", "610", "611", "612", "614", "615", "616", "620", "621", "622", "623", "624", "625", "626"] as const;
