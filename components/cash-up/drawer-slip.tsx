import { useTranslations } from "next-intl";
import { centsToMoney } from "@/lib/contract/money";
import { DENOMINATIONS } from "@/lib/dashboard/drawer/denominations";
import type { DrawerSummary } from "@/lib/dashboard/drawer/summarize-drawer";
import type { ShiftCharges } from "@/lib/dashboard/drawer/total-shift-charges";
import { minusMoney } from "@/lib/contract/money";
import type { Format } from "@/lib/i18n/create-format";
import { differenceWords } from "./drawers-table";

function Row({ label, value, testId, typed = false, strong = false }: { label: string; value: React.ReactNode; testId?: string; typed?: boolean; strong?: boolean }) {
  return (
    <div className={strong ? "receipt-row receipt-strong" : "receipt-row"} data-testid={testId}>
      <dt>{label}</dt>
      <dd translate={typed ? "no" : undefined}>{value}</dd>
    </div>
  );
}

/**
 * A drawer's corte de caja as a slip (58 mm, 80 mm or A4, on the receipts' paper): the till, who
 * opened and who closed it, the shift, every figure from the float to the difference (cash refunds
 * out of it included), the count by denomination as made at the close (its pieces add up to what
 * was counted then; a later correction is its own line), the movements and corrections with their
 * reasons, the card and QR sales of the shift beside it, and a line to sign.
 */
export function DrawerSlip({ drawer, charges, merchantName, f }: { drawer: DrawerSummary; charges?: ShiftCharges; merchantName: string; f: Format }) {
  const t = useTranslations("cashUp");
  const counted = DENOMINATIONS.filter(({ key }) => (drawer.count?.[key] ?? 0) > 0);
  return (
    <article className="receipt-slip" aria-labelledby="drawer-title" data-testid="drawer-slip" data-drawer={drawer.id}>
      <header className="receipt-center">
        {merchantName && (
          <p className="receipt-merchant receipt-wrap" translate="no">
            {merchantName}
          </p>
        )}
        <h1 id="drawer-title" className="receipt-title">
          {t("drawers.slipTitle")}
        </h1>
        <p className="receipt-muted">{f.zone()}</p>
      </header>
      <hr className="receipt-rule" />
      <dl>
        <Row label={t("till")} value={`${drawer.till.branch} › ${drawer.till.terminal}`} typed />
        <Row label={t("drawers.openedBy")} value={<span className="receipt-wrap">{drawer.openedBy}</span>} typed />
        <Row label={t("drawers.opened")} value={f.time(drawer.openedAt, true)} />
        {drawer.closedAt && <Row label={t("drawers.closed")} value={f.time(drawer.closedAt, true)} />}
        {drawer.closedBy && <Row testId="slip-closed-by" label={t("drawers.closedBy")} value={<span className="receipt-wrap">{drawer.closedBy}</span>} typed />}
      </dl>
      <hr className="receipt-rule" />
      <dl>
        <Row testId="slip-float" label={t("drawers.float")} value={f.money(drawer.float)} />
        <Row testId="slip-cash-sales" label={t("drawers.cashSalesCount", { count: drawer.sales.count })} value={f.money(drawer.sales.total)} />
        {drawer.sales.tips !== "0.00" && <Row testId="slip-tips" label={t("drawers.tipsIncluded")} value={f.money(drawer.sales.tips)} />}
        {drawer.refunds.count > 0 && <Row testId="slip-cash-refunds" label={t("drawers.cashRefundsCount", { count: drawer.refunds.count })} value={f.money(`-${drawer.refunds.total}`)} />}
        <Row testId="slip-cash-in" label={t("drawers.cashIn")} value={f.money(drawer.cashIn)} />
        <Row testId="slip-cash-out" label={t("drawers.cashOut")} value={f.money(`-${drawer.cashOut}`)} />
      </dl>
      <dl>
        <Row testId="slip-expected" label={t("drawers.expected")} value={f.money(drawer.expected)} strong />
        {drawer.counted !== null && (
          <>
            {drawer.countedAtClose !== null && drawer.countedAtClose !== drawer.counted && (
              <>
                <Row testId="slip-counted-at-close" label={t("drawers.countedAtClose")} value={f.money(drawer.countedAtClose)} />
                <Row testId="slip-corrections" label={t("drawers.corrections")} value={f.money(minusMoney(drawer.counted, drawer.countedAtClose))} />
              </>
            )}
            <Row testId="slip-counted" label={drawer.countedAsTotal ? t("drawers.countedTotal") : t("drawers.counted")} value={f.money(drawer.counted)} strong />
            <Row testId="slip-difference" label={t("drawers.difference")} value={differenceWords(t, f, drawer.difference)} strong />
          </>
        )}
      </dl>
      {counted.length > 0 && (
        <>
          <hr className="receipt-rule" />
          <p className="receipt-muted">{t("drawers.countTitle")}</p>
          <dl data-testid="slip-count" data-total={drawer.countedAtClose ?? undefined}>
            {counted.map(({ key, kind, cents }) => {
              const pieces = drawer.count![key]!;
              return <Row key={key} label={t(kind === "note" ? "drawers.notes" : "drawers.coins", { pieces, value: f.money(centsToMoney(cents)) })} value={f.money(centsToMoney(pieces * cents))} />;
            })}
          </dl>
        </>
      )}
      {charges && (
        <>
          <hr className="receipt-rule" />
          <p className="receipt-muted">{t("drawers.otherTenders")}</p>
          <dl data-testid="slip-other-tenders">
            <Row testId="slip-card" label={t("drawers.cardSales", { count: charges.card.count })} value={f.money(charges.card.amount)} />
            <Row testId="slip-qr" label={t("drawers.same.qrSales", { count: charges.qr.count })} value={f.money(charges.qr.amount)} />
            {charges.tips !== "0.00" && <Row testId="slip-other-tips" label={t("drawers.tipsIncluded")} value={f.money(charges.tips)} />}
          </dl>
        </>
      )}
      {drawer.refundsList.length > 0 && (
        <>
          <hr className="receipt-rule" />
          <p className="receipt-muted">{t("drawers.refunds")}</p>
          <ul data-testid="slip-refunds">
            {drawer.refundsList.map((refund) => (
              <li key={refund.id} className="receipt-item">
                <p className="receipt-wrap">
                  {f.clock(refund.at)} · {t("drawers.refundOf", { ticket: refund.ticket })}
                </p>
                <p className="receipt-amounts">
                  <span className="receipt-muted receipt-wrap" translate="no">
                    {refund.by}
                  </span>
                  <span>{f.money(`-${refund.amount}`)}</span>
                </p>
              </li>
            ))}
          </ul>
        </>
      )}
      {drawer.entries.length > 0 && (
        <>
          <hr className="receipt-rule" />
          <p className="receipt-muted">{t("drawers.movements")}</p>
          <ul data-testid="slip-movements">
            {drawer.entries.map((entry) => (
              <li key={entry.id} className="receipt-item">
                <p className="receipt-wrap">
                  {f.clock(entry.at)} · {t(`drawers.kind.${entry.kind}`)} · <span translate="no">{entry.reason}</span>
                </p>
                <p className="receipt-amounts">
                  <span className="receipt-muted receipt-wrap" translate="no">
                    {entry.by}
                  </span>
                  <span>{f.money(entry.kind === "out" ? `-${entry.amount}` : entry.amount)}</span>
                </p>
              </li>
            ))}
          </ul>
        </>
      )}
      {drawer.note && (
        <p className="receipt-wrap" translate="no">
          {t("drawers.noteLine", { note: drawer.note })}
        </p>
      )}
      <hr className="receipt-rule" />
      <p className="receipt-center receipt-muted">{t("drawers.signature")}</p>
      <p className="receipt-center" aria-hidden>
        {"________________________"}
      </p>
    </article>
  );
}
