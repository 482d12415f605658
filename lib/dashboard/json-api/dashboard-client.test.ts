import { describe, expect, it, vi } from "vitest";
import { callDashboard, DashboardAnswerError, DashboardApiError, dashboardPath } from "./dashboard-client";

const sale = {
  attempt: "0b6c7a52-5a8f-4a43-9e55-5f1f2a3f4b11",
  ticket: "A-00001",
  method: "qr",
  intent: "qp_0123456789abcdef",
  sale: "qp_0123456789abcdef",
  amount: "125.50",
  tip: "0.00",
  createdAt: "2026-11-27T18:00:00.000Z",
  status: "qr_authorized",
  code: 4,
  reason: null,
  concept: null,
  refunded: "0.00",
  refundState: null,
  refundable: true,
};

/** A fetch that answers `body` (as JSON unless a string) with `status`, and records what it was asked. */
function answering(body: unknown, status = 200) {
  return vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => new Response(typeof body === "string" ? body : JSON.stringify(body), { status, headers: { "content-type": "application/json" } }));
}

describe("dashboardPath", () => {
  it("fills in the path parameters, encoded, and adds the query without empty values", () => {
    expect(dashboardPath("tills.sales", { params: { id: "till 1/a" } })).toBe("/api/dashboard/tills/till%201%2Fa/sales");
    expect(dashboardPath("books.check", { query: { from: "2026-11-27T06:00:00.000Z", to: "2026-11-28T06:00:00.000Z", branch: null, terminal: "" } })).toBe(
      "/api/dashboard/books?from=2026-11-27T06%3A00%3A00.000Z&to=2026-11-28T06%3A00%3A00.000Z",
    );
    expect(dashboardPath("intents.export", { query: "status=qr_authorized" })).toBe("/api/dashboard/intents/export?status=qr_authorized");
    expect(dashboardPath("intents.export", { query: "" })).toBe("/api/dashboard/intents/export");
    expect(dashboardPath("live.stream")).toBe("/api/dashboard/live");
  });

  it("refuses to build a path without one of its parameters", () => {
    expect(() => dashboardPath("intents.get", {} as never)).toThrow(/id/);
  });
});

describe("callDashboard", () => {
  it("answers the data of a success, parsed with the operation's schema", async () => {
    const send = answering({ code: 200, message: "sales_success", data: [sale] });
    await expect(callDashboard("tills.sales", { params: { id: "t1" } }, send)).resolves.toEqual([sale]);
    expect(send).toHaveBeenCalledWith("/api/dashboard/tills/t1/sales", expect.objectContaining({ method: "GET", cache: "no-store", body: undefined }));
  });

  it("keeps the fields an answer has beyond those declared", async () => {
    const send = answering({ code: 200, message: "check_success", data: { status: "qr_created", code: 1, reason: null, late: false, extra: "kept" } });
    await expect(callDashboard("intents.check", { params: { id: "qp_0123456789abcdef" } }, send)).resolves.toEqual({ status: "qr_created", code: 1, reason: null, late: false, extra: "kept" });
  });

  it("rejects a malformed answer: a declared field missing or of another type", async () => {
    const { refundable: _refundable, ...missing } = sale;
    await expect(callDashboard("tills.sales", { params: { id: "t1" } }, answering({ code: 200, message: "sales_success", data: [missing] }))).rejects.toBeInstanceOf(DashboardAnswerError);
    await expect(callDashboard("tills.sales", { params: { id: "t1" } }, answering({ code: 200, message: "sales_success", data: [{ ...sale, amount: 125.5 }] }))).rejects.toThrow(/0\.amount/);
    await expect(callDashboard("books.check", { query: { from: "a", to: "b" } }, answering({ code: 200, message: "books_success", data: { state: "balanced", at: "x" } }))).rejects.toBeInstanceOf(DashboardAnswerError);
  });

  it("rejects an error envelope with its status, message and data", async () => {
    const error = await callDashboard("intents.get", { params: { id: "qp_x" } }, answering({ code: 404, message: "intent_not_found", data: {} }, 404)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DashboardApiError);
    expect(error).toMatchObject({ status: 404, code: "intent_not_found", data: {} });
  });

  it("rejects an answer that is not an envelope with its HTTP status and no code", async () => {
    const error = await callDashboard("intents.service", { params: { id: "qp_0123456789abcdef" } }, answering("<html>Bad gateway</html>", 502)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DashboardApiError);
    expect(error).toMatchObject({ status: 502, code: null });
  });

  it("sends a body as JSON with its content type", async () => {
    const send = answering({ code: 200, message: "till_success", data: { id: "t1", branch: "Centro", terminal: "Caja 1", series: "A" } });
    await callDashboard("tills.setUp", { body: { branch: "Centro", terminal: "Caja 1" } }, send);
    const [url, init] = send.mock.calls[0] ?? [];
    expect(url).toBe("/api/dashboard/tills");
    expect(init).toMatchObject({ method: "POST", headers: { accept: "application/json", "content-type": "application/json" } });
    expect(JSON.parse(init?.body as string)).toEqual({ branch: "Centro", terminal: "Caja 1" });
  });
});
