import { useTranslations } from "next-intl";
import type { FieldError } from "@/lib/errors";

/**
 * What is wrong with a report's choices in the URL, in words: each field with its reason (a
 * `reports.invalid.*` key), and that nothing was shown rather than something else.
 */
export function InvalidChoices({ errors }: { errors: FieldError[] }) {
  const t = useTranslations("reports.invalid");
  const fields = useTranslations("reports.field");
  const word = (message: string) => {
    const key = message.replace(/^reports\.invalid\./, "");
    return t.has(key as "range") ? t(key as "range") : message;
  };
  const same = useTranslations("reports.same");
  const name = (field: string) => (field === "terminal" ? same("terminal") : fields.has(field as "day") ? fields(field as "day") : field);
  return (
    <div role="alert" data-testid="report-errors" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
      <p className="font-medium">{t("title")}</p>
      <ul className="mt-1 list-disc pl-5">
        {errors.map((error) => (
          <li key={error.field}>
            {name(error.field)}: {word(error.message)}
          </li>
        ))}
      </ul>
    </div>
  );
}
