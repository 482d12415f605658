import { getTranslations } from "next-intl/server";
import { z } from "zod";
import { answer, dashboardOperation } from "@/app/_server/dashboard-route";
import { requestLocale } from "@/app/_server/locale";
import { originOf } from "@/app/_server/request-origin";
import { getStore } from "@/lib/db/client";
import { describeImportReport } from "@/lib/dashboard/catalogue/describe-import-report";
import { IMPORT_MAX_BYTES, importProducts } from "@/lib/dashboard/catalogue/import-products";
import { AppError } from "@/lib/errors";
import { parseOrThrow } from "@/lib/http/parse";
import { requireMediaType } from "@/lib/http/read-body";

export const dynamic = "force-dynamic";

/** The form: the file, and whether to write the valid rows of a file that has bad ones. */
const importForm = z.object({
  file: z.instanceof(Blob, { message: "must be a CSV file" }),
  skipInvalid: z.enum(["true", "false"]).default("false").transform((value) => value === "true"),
});

/**
 * POST /api/dashboard/catalogue/import (multipart/form-data: file, skipInvalid): the report of
 * importProducts, its problems in the reader's words. From the dashboard's own origin when the
 * browser names one (a cross-site form can post multipart), at most 2 MB.
 */
export const POST = dashboardOperation("catalogue.import", "catalogue:write", async (request, { by }) => {
  const origin = request.headers.get("origin");
  if (origin && origin !== originOf((name) => request.headers.get(name))) throw new AppError("forbidden");
  requireMediaType(request.headers.get("content-type"), ["multipart/form-data"]);
  if (Number(request.headers.get("content-length") ?? 0) > IMPORT_MAX_BYTES + 64 * 1024) throw new AppError("payload_too_large", { maxBytes: IMPORT_MAX_BYTES });
  const form = await request.formData().catch(() => {
    throw AppError.invalid([{ field: "file", message: "must be a multipart form with a CSV file" }]);
  });
  const { file, skipInvalid } = parseOrThrow(importForm, { file: form.get("file") ?? undefined, skipInvalid: form.get("skipInvalid") ?? undefined });
  const report = await importProducts(await getStore(), new Uint8Array(await file.arrayBuffer()), { skipInvalid, by });
  const t = await getTranslations({ locale: await requestLocale(), namespace: "catalogue" });
  return answer("catalogue.import", describeImportReport(report, (key, values) => t(key as never, values as never)));
});
