import { describe, expect, it } from "vitest";
import { wrapPieces } from "./wrap-pieces";

describe("wrapPieces", () => {
  it("cuts an email after @ and dots, an id after underscores and hyphens, never inside a word", () => {
    expect(wrapPieces("ana.lopez@tienda-norte.mx")).toEqual(["ana.", "lopez@", "tienda-", "norte.", "mx"]);
    expect(wrapPieces("qp_2k3j4h5g6f")).toEqual(["qp_", "2k3j4h5g6f"]);
    expect(wrapPieces("a..b")).toEqual(["a..", "b"]);
  });

  it("keeps a string without separators, and an empty one, whole; joined back the pieces are the string", () => {
    expect(wrapPieces("whs_")).toEqual(["whs_"]);
    expect(wrapPieces("plain")).toEqual(["plain"]);
    expect(wrapPieces("")).toEqual([""]);
    for (const text of ["@", "-a-", "x@y.z_w-v", "owner@caja.test"]) expect(wrapPieces(text).join("")).toBe(text);
  });
});
