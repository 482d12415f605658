import { getTranslations } from "next-intl/server";
import { isAuditAction } from "@/lib/dashboard/audit/audit-actions";
import { describeAuditDetails, type AuditDetail } from "@/lib/dashboard/audit/describe-audit-details";
import type { AuditRow } from "@/lib/dashboard/audit/list-audit-events";
import { ROLES, type Role } from "@/lib/dashboard/users/roles";
import type { Format } from "@/lib/i18n/create-format";
import { Wrappable } from "../wrappable";

/** Detail keys whose values are words of the trail's own (`activity.values.*`), not what someone typed. */
const WORDED = new Set(["via", "reason", "second_factor", "proof", "outcome", "locked"]);

const cell = "grid grid-cols-[6.5rem_minmax(0,1fr)] gap-x-3 py-1 lg:table-cell lg:px-4 lg:py-3";
const label = "text-xs font-medium uppercase tracking-wide text-slate-500 lg:hidden";

/**
 * One page of the audit trail: when (in the merchant's time zone), who, what (a sentence in the
 * reader's language), on what, from where, what changed. A table on wide screens; each event a card
 * of labelled lines on narrow ones.
 */
export async function AuditTable({ rows, f }: { rows: AuditRow[]; f: Format }) {
  const [t, roles] = await Promise.all([getTranslations("activity"), getTranslations("nav.roles")]);
  if (rows.length === 0) {
    return (
      <div data-testid="audit-empty" className="rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center text-slate-600">
        <p className="font-medium text-slate-800">{t("empty")}</p>
        <p className="mt-1 text-sm">{t("emptyHint")}</p>
      </div>
    );
  }

  /** A value as people read it; what is not a word of ours (names, ids, addresses) is marked so no translator touches it. */
  const value = (key: string, raw: unknown): React.ReactNode => {
    if (raw === null || raw === undefined) return t("values.null");
    if (typeof raw === "boolean") return raw ? t("values.true") : t("values.false");
    if (Array.isArray(raw)) return raw.map((item, i) => [i > 0 ? ", " : null, <span key={i}>{value(key, item)}</span>]);
    if (typeof raw === "object") return <code className="break-all text-xs">{JSON.stringify(raw)}</code>;
    const text = String(raw);
    if (key === "role" && (ROLES as readonly string[]).includes(text)) return roles(text as Role);
    if (key === "payment") return f.payment(text);
    if (key === "amount") return f.money(text);
    if (key === "previousValidUntil") return f.time(text);
    const word = `values.${text.replace(/\W+/g, "_")}`;
    if (WORDED.has(key) && t.has(word as never)) return t(word as never);
    return (
      <span translate="no">
        <Wrappable text={text} />
      </span>
    );
  };
  const fieldName = (key: string) => (t.has(`fields.${key}` as never) ? t(`fields.${key}` as never) : key);
  const line = (detail: AuditDetail) =>
    detail.change ? (
      <>
        {fieldName(detail.key)}: {value(detail.key, detail.from)} → {value(detail.key, detail.to)}
      </>
    ) : (
      <>
        {fieldName(detail.key)}: {value(detail.key, detail.value)}
      </>
    );

  return (
    <div className="rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className="block w-full text-left text-sm lg:table" data-testid="audit-table">
        <caption className="sr-only">{t("caption", { zone: f.zone() })}</caption>
        <thead className="hidden border-b border-slate-200 bg-slate-50 text-xs uppercase tracking-wide text-slate-500 lg:table-header-group">
          <tr>
            <th scope="col" className="px-4 py-3 font-medium">{t("columns.when")}</th>
            <th scope="col" className="px-4 py-3 font-medium">{t("columns.who")}</th>
            <th scope="col" className="px-4 py-3 font-medium">{t("columns.action")}</th>
            <th scope="col" className="px-4 py-3 font-medium">{t("columns.target")}</th>
            <th scope="col" className="px-4 py-3 font-medium">{t("columns.from")}</th>
            <th scope="col" className="px-4 py-3 font-medium">{t("columns.changes")}</th>
          </tr>
        </thead>
        <tbody className="block divide-y divide-slate-100 lg:table-row-group lg:align-top">
          {rows.map((row) => {
            const changes = describeAuditDetails(row.details);
            return (
              <tr key={row.id} data-audit-action={row.action} data-testid="audit-row" className="block p-3 lg:table-row lg:p-0">
                <td className={`${cell} text-slate-600 lg:whitespace-nowrap`}>
                  <span className={label}>{t("columns.when")}</span>
                  <time dateTime={row.occurredAt}>{f.time(row.occurredAt, true)}</time>
                </td>
                <td className={cell}>
                  <span className={label}>{t("columns.who")}</span>
                  {/* emails and ids wrap after @ . _ - only, not inside a word */}
                  <span className="min-w-0 break-words" data-testid="audit-actor">
                    {row.actorEmail ? (
                      <span translate="no">
                        <Wrappable text={row.actorEmail} />
                      </span>
                    ) : (
                      <span className="text-slate-400">{t("unknownActor")}</span>
                    )}
                    {!row.actorId && row.actorEmail && <span className="block text-xs text-slate-500">{t("noSuchUser")}</span>}
                  </span>
                </td>
                <td className={`${cell} font-medium`}>
                  <span className={label}>{t("columns.action")}</span>
                  <span data-testid="audit-action">{isAuditAction(row.action) ? t(`actions.${row.action}`) : <code>{row.action}</code>}</span>
                </td>
                <td className={`${cell} font-mono text-xs`}>
                  <span className={`${label} font-sans`}>{t("columns.target")}</span>
                  <span translate="no" className="min-w-0 break-words" data-testid="audit-target">
                    {row.target ? <Wrappable text={row.target} /> : "—"}
                  </span>
                </td>
                <td className={cell}>
                  <span className={label}>{t("columns.from")}</span>
                  <span className="min-w-0" translate="no" data-testid="audit-from">
                    <span className="font-mono text-xs">{row.ip ?? "—"}</span>
                    {row.userAgent && (
                      <span className="block max-w-64 truncate text-xs text-slate-500" title={row.userAgent}>
                        {row.userAgent}
                      </span>
                    )}
                  </span>
                </td>
                <td className={cell}>
                  <span className={label}>{t("columns.changes")}</span>
                  {changes.length > 0 ? (
                    <ul className="min-w-0 space-y-0.5 break-words" data-testid="audit-changes">
                      {changes.map((detail) => (
                        <li key={detail.key}>{line(detail)}</li>
                      ))}
                    </ul>
                  ) : (
                    <span className="text-slate-400" data-testid="audit-changes">
                      —
                    </span>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
