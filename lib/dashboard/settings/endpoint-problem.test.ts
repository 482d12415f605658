import { describe, expect, it } from "vitest";
import { endpointProblem } from "./endpoint-problem";

describe("endpointProblem", () => {
  it("is nothing for a healthy endpoint, and no endpoint at all", () => {
    expect(endpointProblem({ enabled: true, disabledReason: null, failingSince: null })).toBeNull();
    expect(endpointProblem(null)).toBeNull();
  });

  it("reads failing deliveries and the service's reasons for stopping them", () => {
    expect(endpointProblem({ enabled: true, disabledReason: null, failingSince: "2026-03-01T10:00:00.000Z" })).toEqual({ kind: "failing", since: "2026-03-01T10:00:00.000Z" });
    expect(endpointProblem({ enabled: false, disabledReason: "the endpoint answered 410 Gone", failingSince: null })).toEqual({ kind: "stopped", why: "gone" });
    expect(endpointProblem({ enabled: false, disabledReason: "deliveries failing since 2026-03-01T10:00:00Z", failingSince: null })).toEqual({ kind: "stopped", why: "failing", since: "2026-03-01T10:00:00Z" });
    expect(endpointProblem({ enabled: false, disabledReason: "something new", failingSince: null })).toEqual({ kind: "stopped", why: "other", words: "something new" });
  });

  it("tells an endpoint the merchant disabled from one the service stopped (its reason is said in the reader's words, not the API's)", () => {
    expect(endpointProblem({ enabled: false, disabledReason: "disabled by the merchant", failingSince: null })).toEqual({ kind: "stopped", why: "byYou" });
  });
});
