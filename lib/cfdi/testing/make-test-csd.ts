import { execFile } from "node:child_process";
import { randomInt } from "node:crypto";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);
const DAY = 86_400_000;

/** A time as `openssl ca -startdate/-enddate` takes it: GeneralizedTime, YYYYMMDDHHMMSSZ. */
const generalizedTime = (date: Date) => `${date.toISOString().replace(/[-:T]/g, "").slice(0, 14)}Z`;

/** A subject value for -subj: "/", "+", "=" and "\" escaped as OpenSSL wants. */
const subj = (value: string) => value.replace(/[\\/+=]/g, (c) => `\\${c}`);

/**
 * Test support, not production: a CSD (or a FIEL) shaped like SAT's, made with the `openssl` CLI in
 * a temporary folder — SAT's public test CSDs expired in 2023. A throwaway test CA signs a leaf
 * whose subject is SAT's (CN, name and O the holder's name; x500UniqueIdentifier "RFC / ";
 * serialNumber " / "; OU, the branch, for a CSD and none for a FIEL, whose subject also has C and
 * emailAddress); its serial number a 20-digit SAT-style number written in ASCII (3330303031… →
 * "30001…"); SAT's extensions (CA:FALSE, critical; KeyUsage digitalSignature, nonRepudiation, plus
 * dataEncipherment, keyAgreement and the extended usages emailProtection, clientAuth for a FIEL);
 * and the key exported as SAT ships it: PKCS#8 DER encrypted with PBES2 (PBKDF2, HMAC-SHA1) and
 * DES-EDE3-CBC. Valid from yesterday for a year unless `validFrom`/`validTo` say otherwise (both in
 * the past: an expired one).
 */
export async function makeTestCsd(input: {
  rfc: string;
  legalName: string;
  kind?: "csd" | "fiel";
  validFrom?: Date;
  validTo?: Date;
  /** days from validFrom (when validTo is not given); 365 by default */
  days?: number;
  password?: string;
}): Promise<{ cer: Buffer; key: Buffer; password: string }> {
  const dir = await mkdtemp(path.join(tmpdir(), "caja-csd-"));
  const file = (name: string) => path.join(dir, name);
  const openssl = (...args: string[]) => run("openssl", args, { cwd: dir });
  const password = input.password ?? "12345678a";
  const fiel = input.kind === "fiel";
  const validFrom = input.validFrom ?? new Date(Date.now() - DAY);
  const validTo = input.validTo ?? new Date(validFrom.getTime() + (input.days ?? 365) * DAY);
  // 20 digits shaped like SAT's test serials ("3000100000…"), the last ten random
  const digits = `3000100000${String(randomInt(0, 1e9)).padStart(9, "0")}${randomInt(0, 10)}`;
  try {
    await openssl("req", "-utf8", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", file("ca.key"), "-out", file("ca.pem"), "-days", "36500", "-subj", "/CN=AC DE PRUEBAS DE CAJA/O=CAJA PRUEBAS/OU=CAJA TEST CA");
    const name = subj(input.legalName.toUpperCase());
    const subject = [`/CN=${name}`, `/name=${name}`, `/O=${name}`, ...(fiel ? ["/C=MX", "/emailAddress=pruebas@caja.invalid"] : []), `/x500UniqueIdentifier=${subj(`${input.rfc} / `)}`, `/serialNumber=${subj(" / ")}`, ...(fiel ? [] : [`/OU=${name}`])].join("");
    await openssl("req", "-utf8", "-new", "-newkey", "rsa:2048", "-nodes", "-keyout", file("leaf.key"), "-out", file("leaf.csr"), "-subj", subject);
    await writeFile(
      file("ca.cnf"),
      [
        "[ca]",
        "default_ca = test",
        "[test]",
        `database = ${file("index.txt")}`,
        `new_certs_dir = ${dir}`,
        `serial = ${file("serial")}`,
        "default_md = sha256",
        "policy = anything",
        "unique_subject = no",
        "copy_extensions = none",
        "[anything]",
        "commonName = supplied",
        "[leaf]",
        "basicConstraints = critical, CA:FALSE",
        `keyUsage = ${fiel ? "digitalSignature, nonRepudiation, dataEncipherment, keyAgreement" : "digitalSignature, nonRepudiation"}`,
        ...(fiel ? ["extendedKeyUsage = emailProtection, clientAuth"] : []),
        "",
      ].join("\n"),
    );
    await writeFile(file("index.txt"), "");
    await writeFile(file("serial"), `${Buffer.from(digits, "latin1").toString("hex").toUpperCase()}\n`);
    await openssl(
      "ca", "-batch", "-config", file("ca.cnf"), "-extensions", "leaf", "-preserveDN", "-notext",
      "-cert", file("ca.pem"), "-keyfile", file("ca.key"), "-in", file("leaf.csr"), "-out", file("leaf.pem"),
      "-startdate", generalizedTime(validFrom), "-enddate", generalizedTime(validTo),
    );
    await openssl("x509", "-in", file("leaf.pem"), "-outform", "DER", "-out", file("leaf.cer"));
    await openssl("pkcs8", "-topk8", "-v2", "des3", "-v2prf", "hmacWithSHA1", "-in", file("leaf.key"), "-outform", "DER", "-out", file("leaf.der.key"), "-passout", `pass:${password}`);
    return { cer: await readFile(file("leaf.cer")), key: await readFile(file("leaf.der.key")), password };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
