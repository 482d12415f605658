import { getDb, type Database } from "../../db/client";
import { safeEqual, sha256Hex } from "../../crypto";
import { getEnv } from "../../env";
import { AppError } from "../../errors";
import { envelopeReply } from "../../http/envelope";
import { errorReply } from "../../http/error-response";
import { parseJsonText, requireMediaType } from "../../http/read-body";
import { gatewayConfig } from "../gateway-config";
import { type ApiSuccess } from "./api-route";
import { serviceRoute, type ServiceRoute } from "../../http/service-route";

/**
 * Route wrapper of the admin API (merchants, keys, webhook URLs): `Authorization: Bearer
 * <ADMIN_API_TOKEN>`, compared in constant time. It goes through the running server, so the
 * embedded database keeps its one-process rule.
 */
export function adminRoute(handler: (ctx: { db: Database; body: unknown; params: Record<string, string> }) => Promise<ApiSuccess>): ServiceRoute {
  return serviceRoute(async (request, params) => {
    try {
      const header = request.header("authorization") ?? "";
      const token = header.startsWith("Bearer ") ? header.slice(7).trim() : "";
      if (!token || !safeEqual(sha256Hex(token), sha256Hex(gatewayConfig().adminToken))) throw new AppError("admin_token_invalid");
      let body: unknown;
      if (request.method === "POST" || request.method === "PATCH") {
        const text = await request.readBody(getEnv().API_MAX_BODY_BYTES);
        // A body-less POST (issuing a key) needs no content type; a body must be JSON.
        if (text !== "") requireMediaType(request.header("content-type"), ["application/json"]);
        body = text === "" ? {} : parseJsonText(text);
      }
      const result = await handler({ db: await getDb(), body, params });
      return envelopeReply(result.code ?? 200, result.message, result.data, result.headers);
    } catch (error) {
      return errorReply(error);
    }
  });
}
