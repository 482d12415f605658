/**
 * Merchant administration through the running server's admin API (so the embedded database
 * keeps its one-process rule):
 *
 *   npm run admin -- merchants list
 *   npm run admin -- merchants create "Shop name" [--webhook-url https://shop.example/hooks]
 *   npm run admin -- merchants set-webhook <merchant> <url|none>
 *   npm run admin -- keys issue <merchant>
 *   npm run admin -- keys revoke <merchant> <key-id>
 *
 * CAJA_URL (default http://127.0.0.1:$PORT) names the server; ADMIN_API_TOKEN the token
 * (default: the one generated in DATA_DIR/secrets.json in sandbox mode).
 */
import fs from "node:fs";
import path from "node:path";

function adminToken(): string {
  if (process.env.ADMIN_API_TOKEN) return process.env.ADMIN_API_TOKEN;
  const file = path.resolve(process.env.DATA_DIR ?? ".data", "secrets.json");
  try {
    return (JSON.parse(fs.readFileSync(file, "utf8")) as { adminToken: string }).adminToken;
  } catch {
    throw new Error(`No ADMIN_API_TOKEN set and no ${file}: start the server once, or set ADMIN_API_TOKEN.`);
  }
}

async function call(method: string, route: string, body?: unknown) {
  const base = process.env.CAJA_URL ?? `http://127.0.0.1:${process.env.PORT ?? 3000}`;
  let response: Response;
  try {
    response = await fetch(`${base}/api/admin${route}`, {
      method,
      headers: { authorization: `Bearer ${adminToken()}`, ...(body ? { "content-type": "application/json" } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
  } catch {
    throw new Error(`No Caja server answers at ${base}: start it (npm start) or set CAJA_URL.`);
  }
  const envelope = (await response.json()) as { code: number; message: string; data: unknown };
  if (envelope.code !== 200) throw new Error(`${envelope.code} ${envelope.message} ${JSON.stringify(envelope.data)}`);
  return envelope.data;
}

function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
}

async function main(args: string[]) {
  const [group, verb, ...rest] = args;
  const print = (value: unknown) => console.log(JSON.stringify(value, null, 2));
  switch (`${group} ${verb}`) {
    case "merchants list": {
      // every page, printed as one list (as before the admin API paged it)
      const merchants: unknown[] = [];
      for (let after = ""; ; ) {
        const page = (await call("GET", `/merchants?limit=500${after && `&after=${after}`}`)) as { data: unknown[]; has_more: boolean; next: string | null };
        merchants.push(...page.data);
        if (!page.has_more || !page.next) return print({ merchants });
        after = page.next;
      }
    }
    case "merchants create":
      if (!rest[0]) throw new Error('usage: merchants create "Shop name" [--webhook-url URL]');
      return print(await call("POST", "/merchants", { name: rest[0], webhookUrl: option(rest, "--webhook-url") ?? null }));
    case "merchants set-webhook":
      if (!rest[0] || !rest[1]) throw new Error("usage: merchants set-webhook <merchant> <url|none>");
      return print(await call("PATCH", `/merchants/${encodeURIComponent(rest[0])}`, { webhookUrl: rest[1] === "none" ? null : rest[1] }));
    case "keys issue":
      if (!rest[0]) throw new Error("usage: keys issue <merchant>");
      return print(await call("POST", `/merchants/${encodeURIComponent(rest[0])}/keys`));
    case "keys revoke":
      if (!rest[0] || !rest[1]) throw new Error("usage: keys revoke <merchant> <key-id>");
      return print(await call("DELETE", `/merchants/${encodeURIComponent(rest[0])}/keys/${encodeURIComponent(rest[1])}`));
    default:
      throw new Error("usage: npm run admin -- merchants list|create|set-webhook … | keys issue|revoke …");
  }
}

main(process.argv.slice(2)).catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
