import { describe, expect, it } from "vitest";
import { canMove, isFinal, nextStatuses, pathTo, STATUS_CODES } from "./statuses";

describe("status tables", () => {
  it("spell the spec's identifiers and codes exactly, misspellings included", () => {
    expect(STATUS_CODES).toMatchObject({
      qr_created: 100, qr_scanned: 101, qr_progress: 102, qr_authorized: 103, qr_expired: 104, qr_error_x: 402,
      ec_inited: 110, ec_validating: 111, ec_conecting: 112, ec_conected: 113, ec_progress: 114,
      ec_auhtorized: 115, ec_expired: 116, ec_error_x: 402,
    });
  });
});

describe("transitions", () => {
  it("walks the QR path one step at a time and lets any non-final status fail or expire", () => {
    expect(nextStatuses("qr_present", "qr_created")).toEqual(["qr_scanned", "qr_error_x", "qr_expired"]);
    expect(canMove("qr_present", "qr_scanned", "qr_authorized")).toBe(false);
    expect(canMove("qr_present", "qr_progress", "qr_expired")).toBe(true);
  });

  it("keeps final statuses final", () => {
    for (const status of ["qr_authorized", "qr_expired", "qr_error_x"] as const) {
      expect(isFinal("qr_present", status)).toBe(true);
      expect(nextStatuses("qr_present", status)).toEqual([]);
    }
    expect(pathTo("ec_remote", "ec_auhtorized", "ec_expired")).toBeNull();
  });

  it("finds the path through every intermediate status, and none backwards or to itself", () => {
    expect(pathTo("ec_remote", "ec_inited", "ec_auhtorized")).toEqual([
      "ec_validating", "ec_conecting", "ec_conected", "ec_progress", "ec_auhtorized",
    ]);
    expect(pathTo("qr_present", "qr_progress", "qr_scanned")).toBeNull();
    expect(pathTo("qr_present", "qr_scanned", "qr_scanned")).toBeNull();
    expect(pathTo("qr_present", "qr_created", "ec_inited" as never)).toBeNull();
    expect(pathTo("card_present", "cp_created", "cp_error_x")).toEqual(["cp_error_x"]);
  });
});
