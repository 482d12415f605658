import { createPrivateKey } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/**
 * Looks for secrets where they must not be in plaintext: every row of every table of a database,
 * every byte of every file under some directories (a database's heap, indexes and WAL), and a
 * server's output. Flows that make secrets exist append them to a `SecretList`; `scanAtRest` says
 * where any of them was found, in any of the forms it can take, and how much it looked at.
 */

export type Place = "rows" | "files" | "log";
const EVERYWHERE: readonly Place[] = ["rows", "files", "log"];

/** One form of one secret, as the bytes searched for. */
export type Needle = { secret: string; form: string; bytes: Buffer; places: readonly Place[] };

/** The shortest needle searched: shorter ones would match by chance. */
const MIN_NEEDLE_BYTES = 6;

/** RFC 4648 base32 (TOTP seeds are usually written so), upper case, no padding. */
function base32(bytes: Buffer): string {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  let bits = 0;
  let value = 0;
  let out = "";
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += alphabet[(value << (5 - bits)) & 31];
  return out;
}

/**
 * Every secret the system knows in a run, in every form it could be written in. Flows append to
 * it as they make secrets exist; a later flow (TOTP seeds, recovery codes…) appends its own with
 * `text` or `bytes` and the scan covers them everywhere.
 */
export class SecretList {
  readonly needles: Needle[] = [];
  readonly names = new Set<string>();

  private add(secret: string, form: string, bytes: Buffer, places: readonly Place[]) {
    if (bytes.length < MIN_NEEDLE_BYTES) throw new Error(`${secret} (${form}): ${bytes.length} bytes is too short to search for`);
    if (this.needles.some((n) => n.secret === secret && n.bytes.equals(bytes))) return;
    this.names.add(secret);
    this.needles.push({ secret, form, bytes, places });
  }

  /** A secret written as text: an API key, a token, a password. */
  text(name: string, value: string, places: readonly Place[] = EVERYWHERE): this {
    this.add(name, "text", Buffer.from(value), places);
    return this;
  }

  /** Key material: its raw bytes, and as base64, base64url, hex (both cases) and base32. */
  bytes(name: string, value: Buffer, places: readonly Place[] = EVERYWHERE): this {
    this.add(name, "raw", value, places);
    this.add(name, "base64", Buffer.from(value.toString("base64")), places);
    this.add(name, "base64 unpadded", Buffer.from(value.toString("base64").replace(/=+$/, "")), places);
    this.add(name, "base64url", Buffer.from(value.toString("base64url")), places);
    this.add(name, "hex", Buffer.from(value.toString("hex")), places);
    this.add(name, "HEX", Buffer.from(value.toString("hex").toUpperCase()), places);
    this.add(name, "base32", Buffer.from(base32(value)), places);
    return this;
  }

  /** A key given as standard base64 text (MASTER_KEY, a card_present AES key): the text and its bytes. */
  base64Key(name: string, value: string, places: readonly Place[] = EVERYWHERE): this {
    return this.text(name, value, places).bytes(name, Buffer.from(value, "base64"), places);
  }

  /** A Standard Webhooks secret (`whsec_<base64>`): the whole string, and the key bytes it encodes. */
  webhookSecret(name: string, value: string): this {
    return this.text(name, value).bytes(name, Buffer.from(value.replace(/^whsec_/, ""), "base64"));
  }

  /**
   * A PEM private key: each base64 line of its body (in a JSON row the line breaks are escaped,
   * so the PEM as a whole would not match), the body in one piece, and its private scalar `d`.
   */
  privateKeyPem(name: string, pem: string): this {
    const lines = pem.split("\n").filter((line) => line && !line.startsWith("-----"));
    for (const line of lines) this.add(name, "PEM line", Buffer.from(line), EVERYWHERE);
    this.add(name, "PEM body", Buffer.from(lines.join("")), EVERYWHERE);
    const jwk = createPrivateKey(pem).export({ format: "jwk" });
    if (jwk.d) this.bytes(`${name} (private scalar)`, Buffer.from(jwk.d, "base64url"));
    return this;
  }
}

export type Finding = { secret: string; form: string; where: string };
export type Coverage = { tables: number; rows: number; rowBytes: number; files: number; fileBytes: number; logBytes: number };

/** What `pg.Client` and PGlite both answer. */
export type Queryable = { query<T>(sql: string): Promise<{ rows: T[] }> };

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : entry.isFile() ? [full] : [];
  });
}

/** Every row of every table (any schema but the catalogs), as `row_to_json` text (bytea shows as hex). */
async function scanRows(database: Queryable, needles: Needle[], findings: Finding[], coverage: Coverage) {
  const tables = await database.query<{ schemaname: string; tablename: string }>(
    "SELECT schemaname, tablename FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema') ORDER BY 1, 2",
  );
  const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;
  for (const { schemaname, tablename } of tables.rows) {
    coverage.tables++;
    const dump = await database.query<{ row: string }>(`SELECT row_to_json(t)::text AS row FROM ${quote(schemaname)}.${quote(tablename)} t`);
    for (const [index, { row }] of dump.rows.entries()) {
      coverage.rows++;
      const bytes = Buffer.from(row);
      coverage.rowBytes += bytes.length;
      for (const needle of needles) if (bytes.includes(needle.bytes)) findings.push({ secret: needle.secret, form: needle.form, where: `${schemaname}.${tablename} row ${index}: ${row.slice(0, 200)}` });
    }
  }
}

function scanFiles(dirs: string[], exclude: Set<string>, needles: Needle[], findings: Finding[], coverage: Coverage) {
  for (const dir of dirs) {
    for (const file of filesUnder(dir)) {
      if (exclude.has(path.resolve(file))) continue;
      const bytes = fs.readFileSync(file);
      coverage.files++;
      coverage.fileBytes += bytes.length;
      for (const needle of needles) {
        const at = bytes.indexOf(needle.bytes);
        if (at >= 0) findings.push({ secret: needle.secret, form: needle.form, where: `${file} at byte ${at}` });
      }
    }
  }
}

function scanLog(output: string, needles: Needle[], findings: Finding[], coverage: Coverage) {
  coverage.logBytes += Buffer.byteLength(output);
  for (const [index, line] of output.split("\n").entries()) {
    const bytes = Buffer.from(line);
    for (const needle of needles) if (bytes.includes(needle.bytes)) findings.push({ secret: needle.secret, form: needle.form, where: `output line ${index + 1}: ${line.slice(0, 200)}` });
  }
}

/**
 * Searches every needle of `secrets` (in the places each allows) in every row of `database`, every
 * file under `dataDirs` but the `exclude`d ones, and `log`. A test asserts no findings, and that
 * the coverage is what it should be (so a scan of nothing cannot pass).
 */
export async function scanAtRest(input: { secrets: SecretList; database?: Queryable; dataDirs?: string[]; exclude?: string[]; log?: string }): Promise<{ findings: Finding[]; coverage: Coverage }> {
  const findings: Finding[] = [];
  const coverage: Coverage = { tables: 0, rows: 0, rowBytes: 0, files: 0, fileBytes: 0, logBytes: 0 };
  const only = (place: Place) => input.secrets.needles.filter((needle) => needle.places.includes(place));
  if (input.database) await scanRows(input.database, only("rows"), findings, coverage);
  if (input.dataDirs) scanFiles(input.dataDirs, new Set((input.exclude ?? []).map((file) => path.resolve(file))), only("files"), findings, coverage);
  if (input.log !== undefined) scanLog(input.log, only("log"), findings, coverage);
  return { findings, coverage };
}
