import type { IncomingMessage, ServerResponse } from "node:http";
import { AppError } from "../errors";
import type { ApiReply, ApiRequest } from "./exchange";

function readNodeBody(request: IncomingMessage, maxBytes: number): Promise<string> {
  const declared = Number(request.headers["content-length"] ?? "0");
  if (declared > maxBytes) return Promise.reject(new AppError("payload_too_large", { maxBytes }));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let refused = false;
    request.on("data", (chunk: Buffer) => {
      if (refused) return;
      size += chunk.byteLength;
      if (size > maxBytes) {
        refused = true;
        reject(new AppError("payload_too_large", { maxBytes }));
        return; // the rest is drained and discarded by node once the reply is sent
      }
      chunks.push(chunk);
    });
    request.once("end", () => !refused && resolve(Buffer.concat(chunks).toString("utf8")));
    request.once("error", reject);
  });
}

/** A `node:http` request as an ApiRequest (the lean front of the service API). */
export function fromNodeRequest(request: IncomingMessage, path: string): ApiRequest {
  return {
    method: request.method ?? "GET",
    path,
    header(name) {
      const value = request.headers[name];
      return value === undefined ? null : Array.isArray(value) ? value.join(", ") : value;
    },
    readBody: (maxBytes) => readNodeBody(request, maxBytes),
  };
}

export function sendNodeReply(response: ServerResponse, reply: ApiReply): void {
  response.writeHead(reply.status, { ...reply.headers, "content-length": Buffer.byteLength(reply.body) });
  response.end(reply.body);
}
