import { Rfc } from "@nodecfdi/rfc";
import { z } from "zod";
import { REGIMENES, receiverProblem, USOS } from "../../cfdi/receiver-rules";

/**
 * The customer's fiscal data, as the receipt's factura page and the payment's page send it
 * (messages are `invoices.form.*` catalogue keys). The RFC: structure, date and **check digit**
 * (@nodecfdi/rfc), never the generic or foreign one (those are the factura global's and exports');
 * the name as on the customer's Constancia, upper-cased as SAT compares it; the régimen and uso
 * only in a combination SAT allows for that person (lib/cfdi/receiver-rules.ts).
 */
export const receiverSchema = z
  .object({
    rfc: z
      .string()
      .trim()
      .transform((rfc) => rfc.toUpperCase().replace(/\s+/g, ""))
      .superRefine((rfc, ctx) => {
        const parsed = Rfc.parseOrNull(rfc);
        if (!parsed || parsed.isGeneric() || parsed.isForeign()) ctx.addIssue({ code: "custom", message: "invoices.form.rfcInvalid" });
        else if (!parsed.doesCheckSumMatch()) ctx.addIssue({ code: "custom", message: "invoices.form.rfcCheckDigit" });
      }),
    name: z
      .string()
      .trim()
      .min(1, "invoices.form.required")
      .max(254, "invoices.form.tooLong")
      .transform((name) => name.toUpperCase().replace(/\s+/g, " ")),
    zip: z.string().trim().regex(/^\d{5}$/, "invoices.form.zipInvalid"),
    regime: z.enum(Object.keys(REGIMENES) as [string, ...string[]], "invoices.form.regimeInvalid"),
    use: z.enum(Object.keys(USOS) as [string, ...string[]], "invoices.form.useInvalid"),
    email: z
      .string()
      .trim()
      .max(254, "invoices.form.tooLong")
      .transform((email) => (email === "" ? undefined : email))
      .pipe(z.email("invoices.form.emailInvalid").optional()),
  })
  .superRefine((value, ctx) => {
    const problem = receiverProblem(value.rfc, value.regime, value.use);
    if (problem === "regimeNotForPerson") ctx.addIssue({ code: "custom", path: ["regime"], message: "invoices.form.regimeNotForPerson" });
    if (problem === "useNotForRegime") ctx.addIssue({ code: "custom", path: ["use"], message: "invoices.form.useNotForRegime" });
  });

export type ReceiverInput = z.output<typeof receiverSchema>;

/** A branch's place of issue and series (Settings). */
export const seriesSchema = z.object({
  branch: z.string().trim().max(60, "invoices.setup.tooLong"),
  zip: z.string().trim().regex(/^\d{5}$/, "invoices.form.zipInvalid"),
  series: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{1,10}$/, "invoices.setup.seriesInvalid")
    .transform((series) => series.toUpperCase()),
});

/** c_Periodicidad of a factura global: daily (01), weekly (02), fortnightly (03), monthly (04). */
export const GLOBAL_PERIODICITIES = ["01", "02", "03", "04"] as const;

export const globalSchema = z.object({
  branch: z.string().trim().max(60),
  periodicity: z.enum(GLOBAL_PERIODICITIES, "invoices.global.periodicityInvalid"),
  /** the first day of the period, in the shop's time zone (YYYY-MM-DD) */
  from: z.iso.date("invoices.global.dateInvalid"),
});

/** c_MotivoCancelacion, and the replacement's UUID motivo 01 needs. */
export const cancelSchema = z
  .object({
    motivo: z.enum(["01", "02", "03", "04"], "invoices.cancel.motivoInvalid"),
    replacement: z
      .string()
      .trim()
      .transform((uuid) => (uuid === "" ? undefined : uuid.toUpperCase()))
      .pipe(z.uuid("invoices.cancel.uuidInvalid").optional()),
  })
  .superRefine((value, ctx) => {
    if (value.motivo === "01" && !value.replacement) ctx.addIssue({ code: "custom", path: ["replacement"], message: "invoices.cancel.replacementRequired" });
    if (value.motivo !== "01" && value.replacement) ctx.addIssue({ code: "custom", path: ["replacement"], message: "invoices.cancel.replacementOnlyFor01" });
  });
