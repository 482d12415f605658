import { Fragment } from "react";
import { wrapPieces } from "@/lib/text/wrap-pieces";

/**
 * An email or an id that may wrap only after its separators (`@ . _ -`, lib/text/wrap-pieces.ts),
 * not in the middle of a word: a `<wbr>` between the pieces. Pair it with `break-words` so that a
 * piece wider than its box still breaks rather than spill out.
 */
export function Wrappable({ text }: { text: string }) {
  return wrapPieces(text).map((piece, i) => (
    <Fragment key={i}>
      {i > 0 && <wbr />}
      {piece}
    </Fragment>
  ));
}
