import { useTranslations } from "next-intl";
import type { Format } from "@/lib/i18n/create-format";
import type { VatSplit } from "@/lib/dashboard/fiscal/vat";
import type { RateSplit } from "@/lib/contract/ticket-lines";
import { isTaxRegime } from "@/lib/dashboard/fiscal/tax-regimes";
import type { Receipt, ReceiptLine, ReceiptRefund } from "@/lib/dashboard/receipts/get-receipt";

/** A label and its value on one line when they fit, the value wrapping under it when not. */
function Row({ label, value, testId, typed = false }: { label: string; value: React.ReactNode; testId?: string; typed?: boolean }) {
  return (
    <div className="receipt-row" data-testid={testId}>
      <dt>{label}</dt>
      <dd translate={typed ? "no" : undefined}>{value}</dd>
    </div>
  );
}

/** The top of a slip: the shop, the title, when (in the merchant's zone, named), and the sale's ticket, branch and till. */
function SlipHead({ receipt, title, at, f, children }: { receipt: Receipt; title: string; at: string; f: Format; children?: React.ReactNode }) {
  const t = useTranslations("receipt");
  const regimes = useTranslations("fiscal.regimes");
  const facts: Array<[string, string, string | null]> = [
    ["ticket", t("same.ticket"), receipt.ticket],
    ["branch", t("branch"), receipt.branch],
    ["terminal", t("same.terminal"), receipt.terminal],
  ];
  return (
    <>
      <header className="receipt-center">
        {receipt.merchantName && (
          <p className="receipt-merchant receipt-wrap" data-testid="receipt-merchant" translate="no">
            {receipt.merchantName}
          </p>
        )}
        {receipt.fiscal && (
          <div data-testid="receipt-fiscal" translate="no">
            <p className="receipt-wrap">{receipt.fiscal.legalName}</p>
            <p data-testid="receipt-rfc">{t("same.rfc", { rfc: receipt.fiscal.rfc })}</p>
            <p className="receipt-wrap receipt-muted" data-testid="receipt-regime">
              {t("regime", { regime: isTaxRegime(receipt.fiscal.taxRegime) ? regimes(receipt.fiscal.taxRegime) : receipt.fiscal.taxRegime })}
            </p>
            <p className="receipt-wrap" data-testid="receipt-address">
              {receipt.fiscal.address}
            </p>
          </div>
        )}
        <h1 id="receipt-title" className="receipt-title">
          {title}
        </h1>
        <p>
          <time dateTime={at} data-testid="receipt-time">
            {f.time(at, true)}
          </time>
        </p>
        <p className="receipt-muted" data-testid="receipt-zone">
          {f.zone()}
        </p>
      </header>
      <hr className="receipt-rule" />
      <dl>
        {facts
          .filter(([, , value]) => value)
          .map(([key, label, value]) => (
            <Row key={key} label={label} value={value} testId={`receipt-${key}`} typed />
          ))}
        {children}
      </dl>
    </>
  );
}

function Line({ item, f }: { item: ReceiptLine; f: Format }) {
  const t = useTranslations("receipt");
  return (
    <li className="receipt-item" data-testid="receipt-item">
      <p className="receipt-wrap" translate={item.description ? "no" : undefined}>
        {item.description ?? (item.sku ? t("same.sku", { sku: item.sku }) : t("item"))}
      </p>
      {item.sku && item.description && (
        <p className="receipt-muted receipt-wrap" translate="no">
          {t("same.sku", { sku: item.sku })}
        </p>
      )}
      <p className="receipt-amounts">
        <span>{item.price === null ? t("qty", { qty: item.quantity }) : t("same.line", { qty: item.quantity, price: f.money(item.price) })}</span>
        {item.total !== null && (
          <span className="receipt-nowrap" data-testid="receipt-item-total">
            {f.money(item.total)}
          </span>
        )}
      </p>
      {item.discount && (
        <p className="receipt-muted receipt-amounts" data-testid="receipt-item-discount">
          <span>{t("discount")}</span>
          <span className="receipt-nowrap">{`−${f.money(item.discount)}`}</span>
        </p>
      )}
      {item.iva && <p className="receipt-muted">{item.iva === "exempt" ? t("vat.exemptShort") : t("vat.lineRate", { rate: item.iva })}</p>}
    </li>
  );
}

/**
 * A payment's receipt, laid out like a till slip: one narrow column of monospace text that wraps
 * (long descriptions and ids break instead of being cut), amounts right-aligned with their currency
 * code, the time in the merchant's zone with the zone named. Sized by its paper (receipt.css, set by
 * ReceiptPaper): the same markup prints on 58 mm, 80 mm and A4. In the reader's language; `f` is the
 * request's formatting layer (lib/i18n/create-format.ts). Rendered on the server only. With
 * `invoicePath` (the receipt's factura page), "Solicitar factura" links to it.
 */
export function ReceiptSlip({ receipt, f, invoicePath }: { receipt: Receipt; f: Format; invoicePath?: string }) {
  const t = useTranslations("receipt");
  const refundWords = useTranslations("statuses.refund");
  if (receipt.refund) return <RefundSlip receipt={receipt} refund={receipt.refund} f={f} />;
  const method = receipt.payment ? f.payment(receipt.payment) : "—";
  const paidWith = receipt.cardLast4
    ? t("same.card", { method, last4: receipt.cardLast4 })
    : receipt.phoneLast4
      ? t("phone", { method, last4: receipt.phoneLast4 })
      : method;
  return (
    <article className="receipt-slip font-mono" data-testid="receipt" data-intent={receipt.intent} aria-labelledby="receipt-title">
      <SlipHead receipt={receipt} title={t("title")} at={receipt.paidAt} f={f} />
      {receipt.items.length > 0 && (
        <>
          <hr className="receipt-rule" />
          <ul className="receipt-items" data-testid="receipt-items">
            {receipt.items.map((item, index) => (
              <Line key={index} item={item} f={f} />
            ))}
          </ul>
        </>
      )}
      <hr className="receipt-rule" />
      {receipt.tip !== "0.00" ? (
        <>
          {/* a tip is not a sale: the IVA is the sale's alone, the tip a line of its own (docs/dashboard.md, Receipts) */}
          <div className="receipt-amounts" data-testid="receipt-sale">
            <span>{t("sale")}</span>
            <span className="receipt-nowrap">{f.money(receipt.sale)}</span>
          </div>
          <TaxLines receipt={receipt} f={f} />
          <div className="receipt-amounts" data-testid="receipt-tip">
            <span>{t("tip")}</span>
            <span className="receipt-nowrap">{f.money(receipt.tip)}</span>
          </div>
          <p className="receipt-total" data-testid="receipt-total">
            <span>{t("same.total")}</span>
            <span className="receipt-nowrap">{f.money(receipt.amount)}</span>
          </p>
        </>
      ) : (
        <>
          <p className="receipt-total" data-testid="receipt-total">
            <span>{t("same.total")}</span>
            <span className="receipt-nowrap">{f.money(receipt.amount)}</span>
          </p>
          <TaxLines receipt={receipt} f={f} />
        </>
      )}
      {receipt.refunds.length > 0 && <Refunds receipt={receipt} f={f} />}
      <hr className="receipt-rule" />
      <dl>
        {receipt.ticket && <Row label={t("folio")} value={receipt.ticket} testId="receipt-folio" typed />}
        {receipt.concept && <Row label={t("concept")} value={receipt.concept} testId="receipt-concept" typed />}
        <Row label={t("paidWith")} value={paidWith} testId="receipt-paid-with" />
        {receipt.cash && <Row label={t("cashReceived")} value={f.money(receipt.cash.received)} testId="receipt-cash-received" />}
        {receipt.cash && <Row label={t("cashChange")} value={f.money(receipt.cash.change)} testId="receipt-cash-change" />}
        <Row label={t("status")} value={receipt.refundState ? refundWords(receipt.refundState) : f.status(receipt.status, receipt.reason)} testId="receipt-status" />
      </dl>
      <p className="receipt-muted receipt-id">
        {t("payment")} <span translate="no">{receipt.intent}</span>
      </p>
      {receipt.fiscal && receipt.refundState !== "full" && (
        <section data-testid="receipt-invoice" aria-label={t("invoice.title")}>
          <hr className="receipt-rule" />
          <p className="receipt-center receipt-title">{t("invoice.title")}</p>
          {invoicePath && (
            // the customer's own way to a factura, on screen (a printed slip keeps the code and the contact below)
            <div className="receipt-screen-only receipt-center my-2">
              <a
                href={invoicePath}
                data-testid="receipt-invoice-link"
                className="inline-flex min-h-11 max-w-full items-center justify-center rounded-lg bg-indigo-600 px-3 text-center font-sans text-sm font-semibold text-white hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
              >
                {t("invoice.link")}
              </a>
            </div>
          )}
          <p className="receipt-wrap">{t("invoice.how")}</p>
          <dl>
            <Row label={t("invoice.code")} value={receipt.invoiceCode} testId="receipt-invoice-code" typed />
            <Row label={t("invoice.contact")} value={<span className="receipt-wrap">{receipt.fiscal.invoiceContact}</span>} testId="receipt-invoice-contact" typed />
          </dl>
        </section>
      )}
      <p className="receipt-center receipt-thanks">{t("thanks")}</p>
    </article>
  );
}

/** The IVA the sale includes: by rate for a ticket whose lines carry it, else the shop's one rate. */
function TaxLines({ receipt, f }: { receipt: Receipt; f: Format }) {
  if (receipt.desglose) return <Desglose desglose={receipt.desglose} f={f} />;
  return receipt.vat ? <VatLines vat={receipt.vat} f={f} /> : null;
}

/** Base and IVA per rate (ivaByRate: rounded once per rate, base + IVA = the rate's total; lib/contract/ticket-lines.ts). */
function Desglose({ desglose, f }: { desglose: RateSplit[]; f: Format }) {
  const t = useTranslations("receipt");
  return (
    <dl data-testid="receipt-desglose">
      {desglose.map((split) => (
        <div key={split.rate} data-testid={`receipt-iva-${split.rate}`} data-base={split.base} data-iva={split.iva} data-total={split.total}>
          <div className="receipt-amounts">
            <dt>{split.rate === "exempt" ? t("vat.exemptBase") : t("vat.rateBase", { rate: split.rate })}</dt>
            <dd className="receipt-nowrap">{f.money(split.base)}</dd>
          </div>
          {split.rate !== "exempt" && (
            <div className="receipt-amounts">
              <dt>{t("vat.amount", { rate: split.rate })}</dt>
              <dd className="receipt-nowrap">{f.money(split.iva)}</dd>
            </div>
          )}
        </div>
      ))}
    </dl>
  );
}

/** The IVA the total includes: the base and the tax, which add up to the total (split once per ticket). */
function VatLines({ vat, f }: { vat: VatSplit; f: Format }) {
  const t = useTranslations("receipt");
  if (vat.rate === "exempt") return <p className="receipt-muted" data-testid="receipt-vat-exempt">{t("vat.exempt")}</p>;
  return (
    <dl data-testid="receipt-vat">
      <div className="receipt-amounts" data-testid="receipt-vat-base">
        <dt>{t("vat.base")}</dt>
        <dd className="receipt-nowrap">{f.money(vat.base)}</dd>
      </div>
      <div className="receipt-amounts" data-testid="receipt-vat-amount">
        <dt>{t("vat.amount", { rate: vat.rate })}</dt>
        <dd className="receipt-nowrap">{f.money(vat.vat)}</dd>
      </div>
    </dl>
  );
}

const REASONS = ["requested_by_customer", "duplicate", "fraudulent", "other"] as const;
const isReason = (reason: string | null): reason is (typeof REASONS)[number] => (REASONS as readonly (string | null)[]).includes(reason);

/** A refunded payment's receipt says so: each refund under the total, and what the payment comes to now. */
function Refunds({ receipt, f }: { receipt: Receipt; f: Format }) {
  const t = useTranslations("receipt");
  const full = receipt.net === "0.00";
  return (
    <section data-testid="receipt-refunds" aria-label={t("refunded")}>
      <p className="receipt-center receipt-title" data-testid="receipt-refunded-mark">
        {full ? t("fullyRefunded") : t("partlyRefunded")}
      </p>
      <ul className="receipt-items">
        {receipt.refunds.map((refund) => (
          <li key={refund.id} className="receipt-amounts" data-testid="receipt-refund">
            <span>
              {t("refundLine", { time: f.time(refund.at) })}
              {refund.status === "refund_pending" ? ` (${t("refundPending")})` : ""}
            </span>
            <span className="receipt-nowrap">{`−${f.money(refund.amount)}`}</span>
          </li>
        ))}
      </ul>
      <p className="receipt-total" data-testid="receipt-net">
        <span>{t("net")}</span>
        <span className="receipt-nowrap">{f.money(receipt.net)}</span>
      </p>
    </section>
  );
}

/** A refund's own receipt, for the customer: how much went back, where to, for which payment, why. */
function RefundSlip({ receipt, refund, f }: { receipt: Receipt; refund: ReceiptRefund; f: Format }) {
  const t = useTranslations("receipt");
  const method = receipt.payment ? f.payment(receipt.payment) : "—";
  const backTo = receipt.cash
    ? t("cashBack")
    : receipt.cardLast4
      ? t("same.card", { method, last4: receipt.cardLast4 })
      : receipt.phoneLast4
        ? t("phone", { method, last4: receipt.phoneLast4 })
        : t("codiAccount");
  return (
    <article className="receipt-slip font-mono" data-testid="receipt" data-intent={receipt.intent} data-refund={refund.id} aria-labelledby="receipt-title">
      <SlipHead receipt={receipt} title={t("refundTitle")} at={refund.at} f={f}>
        <Row label={t("refundOf", { time: f.time(receipt.paidAt) })} value={f.money(receipt.amount)} testId="receipt-original" />
      </SlipHead>
      <hr className="receipt-rule" />
      {receipt.refundLines && (
        <ul className="receipt-items" data-testid="receipt-refund-lines">
          {receipt.refundLines.lines.map((line) => (
            <li key={line.line} className="receipt-item" data-testid="receipt-refund-line">
              <p className="receipt-wrap" translate="no">
                {line.description ?? (line.sku ? t("same.sku", { sku: line.sku }) : t("item"))}
              </p>
              <p className="receipt-amounts">
                <span>{t("qty", { qty: line.quantity })}</span>
                <span className="receipt-nowrap">{`−${f.money(line.amount)}`}</span>
              </p>
            </li>
          ))}
        </ul>
      )}
      <p className="receipt-total" data-testid="receipt-total">
        <span>{t("refundAmount")}</span>
        <span className="receipt-nowrap">{f.money(refund.amount)}</span>
      </p>
      {receipt.refundLines && receipt.refundLines.ivaByRate.length > 0 && <Desglose desglose={receipt.refundLines.ivaByRate} f={f} />}
      <hr className="receipt-rule" />
      <dl>
        <Row label={t("returnedTo")} value={backTo} testId="receipt-returned-to" />
        {isReason(refund.reason) && <Row label={t("refundReason")} value={t(`refundReasons.${refund.reason}`)} testId="receipt-reason" />}
        <Row label={t("refundStatus")} value={refund.status === "refund_pending" ? t("refundStatuses.refund_pending") : t("refundStatuses.refund_succeeded")} testId="receipt-status" />
      </dl>
      <p className="receipt-muted receipt-id">
        {t("refundNumber")} <span translate="no">{refund.id}</span>
      </p>
      <p className="receipt-muted receipt-id">
        {t("payment")} <span translate="no">{receipt.intent}</span>
      </p>
      <p className="receipt-center receipt-thanks">{t("refundThanks")}</p>
    </article>
  );
}
