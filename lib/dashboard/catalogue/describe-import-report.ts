import type { ImportReport } from "./import-products";
import type { ProductCsvColumn } from "./product-csv";

/** The `catalogue` catalogue's translator of the reader's language (next-intl's `t`). */
export type CatalogueWords = (key: string, values?: Record<string, string | number>) => string;

/**
 * An import's report as the page shows it: each problem with its column named as the file's header
 * names it and its message, in the reader's language (`catalogue.invalid.*`, `catalogue.csv.*`).
 */
export function describeImportReport(report: ImportReport, t: CatalogueWords) {
  const columnName = (column: ProductCsvColumn) => (column === "sku" ? t("csv.same.sku") : t(`csv.columns.${column}`));
  const file = report.fileProblem;
  const fileValues: Record<string, string | number> =
    file?.code === "tooManyRows" ? { rows: file.rows, max: file.max } : file?.code === "missingColumns" ? { columns: file.columns.map(columnName).join(", ") } : {};
  return {
    ...report,
    problems: report.problems.map((problem) => ({
      ...problem,
      columnName: problem.column ? columnName(problem.column) : null,
      message: t(`invalid.${problem.code}`, problem.values ?? {}),
    })),
    fileProblem: file ? { code: file.code, message: t(`invalid.${file.code}`, fileValues) } : null,
  };
}
