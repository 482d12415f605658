import { Rfc } from "@nodecfdi/rfc";
import { z } from "zod";
import { TAX_REGIMES_ZOD_FREE as TAX_REGIMES } from "./tax-regimes";
import { VAT_CHOICES } from "./vat";


/**
 * The fiscal profile as an owner types it in Settings. The RFC is checked with @nodecfdi/rfc (its
 * structure and date), upper-cased; messages are catalogue keys (`settings.fiscal.*`).
 */
export const fiscalProfileSchema = z.object({
  legalName: z.string().trim().min(1, "settings.fiscal.required").max(200, "settings.fiscal.tooLong"),
  rfc: z
    .string()
    .trim()
    .transform((rfc) => rfc.toUpperCase())
    // structure and date as @nodecfdi/rfc checks them; its check digit is not enforced (the SAT has
    // issued RFCs whose digit does not match, and the library leaves it out of validity for that);
    // the generic and foreign RFCs name no shop
    .refine((rfc) => Rfc.isValid(rfc, Rfc.DISALLOW_GENERIC | Rfc.DISALLOW_FOREIGN), "settings.fiscal.rfcInvalid"),
  taxRegime: z.enum(TAX_REGIMES, "settings.fiscal.regimeInvalid"),
  address: z.string().trim().min(1, "settings.fiscal.required").max(300, "settings.fiscal.tooLong"),
  invoiceContact: z.string().trim().min(1, "settings.fiscal.required").max(200, "settings.fiscal.tooLong"),
  vat: z.enum(VAT_CHOICES, "settings.fiscal.vatInvalid"),
});

export type FiscalProfileInput = z.output<typeof fiscalProfileSchema>;
