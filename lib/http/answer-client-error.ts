import { STATUS_CODES } from "node:http";
import type { Duplex } from "node:stream";
import { AppError } from "../errors";
import type { Reply } from "./envelope";
import { errorReply } from "./error-response";

/**
 * Answers on the socket a request Node.js refused before any handler saw it (its `clientError`),
 * in the envelope as every other answer of the API: request line and headers over Node's 16 KiB
 * (HPE_HEADER_OVERFLOW) are 431 `headers_too_large`, a request that is not HTTP 400, one too slow
 * to send its headers 408. Node's own answers were bare status lines that no client could parse as
 * the API's JSON. A connection already reset or closed is only destroyed.
 */
export function answerClientError(error: Error & { code?: string }, socket: Duplex): void {
  if (!socket.writable || error.code === "ECONNRESET") {
    socket.destroy();
    return;
  }
  const reply: Reply =
    error.code === "HPE_HEADER_OVERFLOW"
      ? errorReply(new AppError("headers_too_large"))
      : error.code === "ERR_HTTP_REQUEST_TIMEOUT"
        ? errorReply(new AppError("request_timeout"))
        : errorReply(AppError.invalid([{ field: "(request)", message: "not a well-formed HTTP/1.1 request" }]));
  const head = [`HTTP/1.1 ${reply.status} ${STATUS_CODES[reply.status] ?? ""}`, ...Object.entries(reply.headers).map(([name, value]) => `${name}: ${value}`)];
  socket.end(`${[...head, `content-length: ${Buffer.byteLength(reply.body)}`, "connection: close"].join("\r\n")}\r\n\r\n${reply.body}`);
}
