import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import https from "node:https";
import os from "node:os";
import path from "node:path";
import { freePort } from "../../scripts/lib/postgres-server";

/** A self-signed certificate for `name` (default `localhost`, with 127.0.0.1), made with Debian's openssl. */
export function selfSignedCertificate(name = "localhost"): { key: string; cert: string; certPath: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "caja-cert-"));
  const keyPath = path.join(dir, "key.pem");
  const certPath = path.join(dir, "cert.pem");
  execFileSync("openssl", [
    "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-days", "2",
    "-subj", `/CN=${name}`, "-addext", `subjectAltName=DNS:${name}${name === "localhost" ? ",IP:127.0.0.1" : ""}`,
    "-keyout", keyPath, "-out", certPath,
  ], { stdio: "ignore" });
  return { key: fs.readFileSync(keyPath, "utf8"), cert: fs.readFileSync(certPath, "utf8"), certPath };
}

/** GET over HTTPS without verifying the certificate (the proxy's is its own local CA's). */
function probe(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    https.get(url, { rejectUnauthorized: false }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    }).on("error", reject);
  });
}

export type TlsProxy = { url: string; port: number; stop(): Promise<void> };

/**
 * Caddy (Debian's package) as a TLS reverse proxy in front of an app, the way a shop would deploy
 * it: `https://localhost:<port>` with a certificate from Caddy's own local CA (`tls internal`),
 * forwarding to the app with X-Forwarded-Proto/Host/For. Nothing installed into the system trust.
 */
export async function startTlsProxy(upstreamPort: number): Promise<TlsProxy> {
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "caja-caddy-"));
  fs.writeFileSync(
    path.join(dir, "Caddyfile"),
    `{
\tadmin off
\tauto_https disable_redirects
\tskip_install_trust
\tstorage file_system {
\t\troot ${dir}/data
\t}
}
https://localhost:${port} {
\ttls internal
\treverse_proxy 127.0.0.1:${upstreamPort}
}
`,
  );
  const child = spawn("caddy", ["run", "--config", path.join(dir, "Caddyfile"), "--adapter", "caddyfile"], {
    env: { ...process.env, HOME: dir, XDG_DATA_HOME: path.join(dir, "xdg"), XDG_CONFIG_HOME: path.join(dir, "xdg") },
    stdio: ["ignore", "ignore", "pipe"],
    detached: true,
  });
  let output = "";
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = `https://localhost:${port}`;
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`caddy exited:\n${output}`);
    if ((await probe(`${url}/api/health`).catch(() => 0)) === 200) break;
    if (Date.now() > deadline) throw new Error(`caddy did not answer on ${url}:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    port,
    async stop() {
      try {
        process.kill(-child.pid!, "SIGTERM");
      } catch {
        /* already gone */
      }
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
