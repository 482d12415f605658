/**
 * The few fields of an X.509 certificate that SAT's certificates carry and node:crypto does not
 * expose as data: the subject's attributes by OID (x500UniqueIdentifier 2.5.4.45, name 2.5.4.41…),
 * the KeyUsage bits and the ExtendedKeyUsage OIDs, and the validity as dates. A minimal DER reader:
 * it walks the TBSCertificate (RFC 5280, 4.1) and nothing else.
 */

type Tlv = { tag: number; start: number; end: number; next: number };

function tlv(der: Buffer, at: number): Tlv {
  if (at + 2 > der.length) throw new Error("truncated DER");
  const tag = der[at]!;
  let length = der[at + 1]!;
  let start = at + 2;
  if (length & 0x80) {
    const bytes = length & 0x7f;
    if (bytes === 0 || bytes > 4 || start + bytes > der.length) throw new Error("bad DER length");
    length = 0;
    for (let i = 0; i < bytes; i++) length = length * 256 + der[start + i]!;
    start += bytes;
  }
  if (start + length > der.length) throw new Error("truncated DER");
  return { tag, start, end: start + length, next: start + length };
}

/** The TLVs inside a constructed one. */
function items(der: Buffer, parent: Tlv): Tlv[] {
  const out: Tlv[] = [];
  for (let at = parent.start; at < parent.end; ) {
    const item = tlv(der, at);
    out.push(item);
    at = item.next;
  }
  return out;
}

function oid(der: Buffer, item: Tlv): string {
  const bytes = der.subarray(item.start, item.end);
  const parts: number[] = [];
  let value = 0;
  for (const byte of bytes) {
    value = value * 128 + (byte & 0x7f);
    if (!(byte & 0x80)) {
      if (parts.length === 0) parts.push(value < 80 ? Math.floor(value / 40) : 2, value < 80 ? value % 40 : value - 80);
      else parts.push(value);
      value = 0;
    }
  }
  return parts.join(".");
}

/** A directory string as text: UTF8String, PrintableString, IA5String, T61String (read as Latin-1), BMPString, UniversalString. */
function text(der: Buffer, item: Tlv): string {
  const bytes = der.subarray(item.start, item.end);
  switch (item.tag) {
    case 0x0c:
      return bytes.toString("utf8");
    case 0x1e: {
      const swapped = Buffer.from(bytes);
      return swapped.swap16().toString("utf16le");
    }
    case 0x1c: {
      let out = "";
      for (let i = 0; i + 3 < bytes.length; i += 4) out += String.fromCodePoint(bytes.readUInt32BE(i));
      return out;
    }
    default:
      return bytes.toString("latin1");
  }
}

function time(der: Buffer, item: Tlv): Date {
  const s = der.subarray(item.start, item.end).toString("latin1");
  // UTCTime YYMMDDHHMMSSZ (years 1950-2049, RFC 5280) or GeneralizedTime YYYYMMDDHHMMSSZ
  const full = item.tag === 0x17 ? `${Number(s.slice(0, 2)) >= 50 ? "19" : "20"}${s}` : s;
  const m = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})Z$/.exec(full);
  if (!m) throw new Error(`unsupported certificate time ${s}`);
  return new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]), Number(m[6])));
}

export const KEY_USAGE_BITS = ["digitalSignature", "nonRepudiation", "keyEncipherment", "dataEncipherment", "keyAgreement", "keyCertSign", "cRLSign", "encipherOnly", "decipherOnly"] as const;
export type KeyUsage = (typeof KEY_USAGE_BITS)[number];

export type CertificateFields = {
  /** the subject's attributes in order, by OID (2.5.4.3 CN, 2.5.4.11 OU, 2.5.4.41 name, 2.5.4.45 x500UniqueIdentifier…) */
  subject: Array<{ oid: string; value: string }>;
  validFrom: Date;
  validTo: Date;
  /** null when the certificate has no KeyUsage extension */
  keyUsage: KeyUsage[] | null;
  /** ExtendedKeyUsage purposes (1.3.6.1.5.5.7.3.2 clientAuth, 1.3.6.1.5.5.7.3.4 emailProtection…) */
  extendedKeyUsage: string[];
};

/** Reads a DER certificate's subject, validity and key usages. Throws on anything that is not one. */
export function certificateFields(der: Buffer): CertificateFields {
  const certificate = tlv(der, 0);
  const tbs = items(der, certificate)[0];
  if (certificate.tag !== 0x30 || !tbs || tbs.tag !== 0x30) throw new Error("not an X.509 certificate");
  const fields = items(der, tbs);
  // [0] version is optional; then serial, signature, issuer, validity, subject
  const first = fields[0]?.tag === 0xa0 ? 1 : 0;
  const validity = fields[first + 3];
  const subjectName = fields[first + 4];
  if (!validity || !subjectName) throw new Error("not an X.509 certificate");
  const [notBefore, notAfter] = items(der, validity);
  if (!notBefore || !notAfter) throw new Error("not an X.509 certificate");
  const subject: CertificateFields["subject"] = [];
  for (const rdn of items(der, subjectName)) {
    for (const attribute of items(der, rdn)) {
      const [type, value] = items(der, attribute);
      if (type && value) subject.push({ oid: oid(der, type), value: text(der, value) });
    }
  }
  let keyUsage: KeyUsage[] | null = null;
  const extendedKeyUsage: string[] = [];
  const extensions = fields.find((field) => field.tag === 0xa3);
  for (const extension of extensions ? items(der, items(der, extensions)[0]!) : []) {
    const parts = items(der, extension);
    const id = oid(der, parts[0]!);
    const value = parts[parts.length - 1]!;
    const inner = tlv(der, value.start);
    if (id === "2.5.29.15") {
      // BIT STRING: first byte the unused bits, then bit 0 as the most significant
      const bits = der.subarray(inner.start + 1, inner.end);
      keyUsage = KEY_USAGE_BITS.filter((_name, i) => ((bits[i >> 3] ?? 0) & (0x80 >> (i & 7))) !== 0);
    } else if (id === "2.5.29.37") {
      for (const purpose of items(der, inner)) extendedKeyUsage.push(oid(der, purpose));
    }
  }
  return { subject, validFrom: time(der, notBefore), validTo: time(der, notAfter), keyUsage, extendedKeyUsage };
}

/** The first value of a subject attribute, by OID. */
export const subjectValue = (fields: CertificateFields, oidOf: string): string | undefined => fields.subject.find((a) => a.oid === oidOf)?.value;

export const OID = { commonName: "2.5.4.3", organization: "2.5.4.10", organizationalUnit: "2.5.4.11", name: "2.5.4.41", x500UniqueIdentifier: "2.5.4.45", serialNumber: "2.5.4.5" } as const;
