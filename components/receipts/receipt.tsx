import { formatMoney, formatTime, type DisplayPrefs } from "@/lib/dashboard/format";
import type { Receipt, ReceiptLine } from "@/lib/dashboard/receipts/get-receipt";

/** A label and its value on one line when they fit, the value wrapping under it when not. */
function Row({ label, value, testId }: { label: string; value: React.ReactNode; testId?: string }) {
  return (
    <div className="receipt-row" data-testid={testId}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

function Line({ item, prefs }: { item: ReceiptLine; prefs: DisplayPrefs }) {
  return (
    <li className="receipt-item" data-testid="receipt-item">
      <p className="receipt-wrap">{item.description ?? (item.sku ? `SKU ${item.sku}` : "Item")}</p>
      {item.sku && item.description && <p className="receipt-muted receipt-wrap">SKU {item.sku}</p>}
      <p className="receipt-amounts">
        <span>{item.price === null ? `Qty ${item.qty}` : `${item.qty} × ${formatMoney(item.price, prefs)}`}</span>
        {item.total !== null && <span className="receipt-nowrap">{formatMoney(item.total, prefs)}</span>}
      </p>
    </li>
  );
}

function paidWith(receipt: Receipt): string {
  if (receipt.cardLast4) return `${receipt.paymentLabel} •••• ${receipt.cardLast4}`;
  if (receipt.phoneLast4) return `${receipt.paymentLabel} (phone •••• ${receipt.phoneLast4})`;
  return receipt.paymentLabel;
}

/**
 * A payment's receipt, laid out like a till slip: one narrow column of monospace text that wraps
 * (long descriptions and ids break instead of being cut), amounts right-aligned. Sized by its
 * paper (receipt.css, set by ReceiptPaper): the same markup prints on 58 mm, 80 mm and A4.
 */
export function ReceiptSlip({ receipt, prefs }: { receipt: Receipt; prefs: DisplayPrefs }) {
  const facts: Array<[string, string | null]> = [
    ["Ticket", receipt.ticket],
    ["Branch", receipt.branch],
    ["Terminal", receipt.terminal],
  ];
  return (
    <article className="receipt-slip font-mono" data-testid="receipt" data-intent={receipt.intent} aria-labelledby="receipt-title">
      <header className="receipt-center">
        {receipt.merchantName && (
          <p className="receipt-merchant receipt-wrap" data-testid="receipt-merchant">
            {receipt.merchantName}
          </p>
        )}
        <h1 id="receipt-title" className="receipt-title">
          Payment receipt
        </h1>
        <p>
          <time dateTime={receipt.paidAt} data-testid="receipt-time">
            {formatTime(receipt.paidAt, prefs, true)}
          </time>
        </p>
      </header>
      <hr className="receipt-rule" />
      <dl>
        {facts
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <Row key={label} label={label} value={value} testId={`receipt-${label.toLowerCase()}`} />
          ))}
      </dl>
      {receipt.items.length > 0 && (
        <>
          <hr className="receipt-rule" />
          <ul className="receipt-items" data-testid="receipt-items">
            {receipt.items.map((item, index) => (
              <Line key={index} item={item} prefs={prefs} />
            ))}
          </ul>
        </>
      )}
      <hr className="receipt-rule" />
      <p className="receipt-total" data-testid="receipt-total">
        <span>Total {receipt.currency}</span>
        <span className="receipt-nowrap">{formatMoney(receipt.amount, prefs)}</span>
      </p>
      <hr className="receipt-rule" />
      <dl>
        {receipt.concept && <Row label="Concept" value={receipt.concept} testId="receipt-concept" />}
        <Row label="Paid with" value={paidWith(receipt)} testId="receipt-paid-with" />
        <Row label="Status" value={receipt.statusLabel} testId="receipt-status" />
      </dl>
      <p className="receipt-muted receipt-id">Payment {receipt.intent}</p>
      <p className="receipt-center receipt-thanks">Thank you</p>
    </article>
  );
}
