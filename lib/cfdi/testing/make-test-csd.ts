import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

let serial = 0;

/**
 * Test support: a CSD (or a FIEL) shaped like SAT's, valid from yesterday for `days` days — SAT's
 * public test CSDs expired in 2023. Made with the `openssl` CLI: a throwaway CA, a leaf whose
 * subject carries the holder's name (CN, name, O), `x500UniqueIdentifier` "RFC / " and a
 * `serialNumber` attribute, an OU (the branch) for a CSD and none for a FIEL; its serial the 20
 * ASCII digits SAT uses; the key exported as SAT ships it: encrypted PKCS#8 (PBES2, DES-EDE3-CBC), DER.
 */
export async function makeTestCsd(input: { rfc: string; legalName: string; kind?: "csd" | "fiel"; days?: number; password?: string }): Promise<{ cer: Buffer; key: Buffer; password: string }> {
  const dir = mkdtempSync(path.join(tmpdir(), "caja-csd-"));
  const password = input.password ?? "12345678a";
  const file = (name: string) => path.join(dir, name);
  const openssl = (...args: string[]) => execFileSync("openssl", args, { stdio: ["ignore", "pipe", "pipe"] });
  try {
    openssl("req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", file("ca.key"), "-out", file("ca.pem"), "-days", "3650", "-subj", "/CN=AC DE PRUEBAS CAJA/O=CAJA PRUEBAS");
    const name = input.legalName.toUpperCase().replace(/[/=+,]/g, " ");
    const branch = input.kind === "fiel" ? "" : `/OU=${name.slice(0, 40)}`;
    openssl("req", "-new", "-newkey", "rsa:2048", "-nodes", "-keyout", file("leaf.key"), "-out", file("leaf.csr"), "-subj", `/CN=${name}/name=${name}/O=${name}/x500UniqueIdentifier=${input.rfc} \\/ /serialNumber=\\/${branch}`);
    const usage = input.kind === "fiel" ? "digitalSignature,nonRepudiation,dataEncipherment,keyAgreement" : "digitalSignature,nonRepudiation";
    writeFileSync(file("ext.cnf"), `[leaf]\nbasicConstraints=critical,CA:FALSE\nkeyUsage=critical,${usage}\n`);
    const digits = `3000100000${String(Date.now() % 1e6).padStart(6, "0")}${String(++serial % 1e4).padStart(4, "0")}`;
    openssl("x509", "-req", "-in", file("leaf.csr"), "-CA", file("ca.pem"), "-CAkey", file("ca.key"), "-set_serial", `0x${Buffer.from(digits, "latin1").toString("hex")}`, "-days", String(input.days ?? 365), "-sha256", "-extfile", file("ext.cnf"), "-extensions", "leaf", "-outform", "DER", "-out", file("leaf.cer"));
    openssl("pkcs8", "-topk8", "-v2", "des3", "-v2prf", "hmacWithSHA1", "-in", file("leaf.key"), "-outform", "DER", "-out", file("leaf.der.key"), "-passout", `pass:${password}`);
    return { cer: readFileSync(file("leaf.cer")), key: readFileSync(file("leaf.der.key")), password };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
