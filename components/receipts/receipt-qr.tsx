"use client";

/** Placeholder until the receipts change lands. */
export function ReceiptQr({ url }: { url: string }) {
  return <a href={url}>Receipt</a>;
}
