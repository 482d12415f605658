import { envelope } from "@/lib/http/envelope";

/** Any other /api path: 404 in the envelope, whatever the method. */
async function notFound(): Promise<Response> {
  return envelope(404, "not_found", {});
}

export const GET = notFound;
export const POST = notFound;
export const PUT = notFound;
export const PATCH = notFound;
export const DELETE = notFound;
