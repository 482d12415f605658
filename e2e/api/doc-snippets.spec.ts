import { spawn, type ChildProcessWithoutNullStreams } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import { Webhook } from "standardwebhooks";
import { expect, test } from "../support/api-test";
import { createMerchant, json, keyHeaders } from "../support/api";
import { startReceiver } from "../support/webhook-receiver";

/**
 * The API reference's quick start as an integrator copies it: every fenced block of its
 * "## Quick start" section is read from docs/api-reference.md and run as written, curl through
 * bash, Node.js as an ES module, Python with Debian's python3-requests, against this project's
 * server with a fresh sandbox merchant's key. Each flow must print the lines of the section's
 * output block (ids and secret aside) and leave the service as it says; each webhook check must
 * accept the test webhook its flow had sent to a receiver, and refuse a forged, stale or
 * foreign one. A snippet cannot drift from what the service does without this failing.
 */

const DOC = "docs/api-reference.md";
const LANGUAGES = { bash: "curl", js: "Node.js", python: "Python" } as const;
type Language = keyof typeof LANGUAGES;

/** How each language's snippet runs: the program and the arguments before the code. */
const RUNNERS: Record<Language, [string, string[]]> = {
  bash: ["/usr/bin/bash", ["-c"]],
  js: [process.execPath, ["--input-type=module", "-e"]],
  python: ["/usr/bin/python3", ["-c"]],
};
/** What the curl snippets call besides the shell's own tools (.ci/run installs each). */
const CURL_SNIPPET_PROGRAMS = ["/usr/bin/curl", "/usr/bin/jq", "/usr/bin/openssl"];

type Block = { info: string; language: string; name: string; code: string; line: number };

/** Every fenced block of the Quick start section, with its info string (`js snippet=flow`) and line. */
function quickStartBlocks(): Block[] {
  const text = fs.readFileSync(DOC, "utf8");
  const start = text.indexOf("\n## Quick start\n");
  if (start < 0) throw new Error(`${DOC} has no "## Quick start" section`);
  const end = text.indexOf("\n## ", start + 1);
  const section = text.slice(start, end < 0 ? undefined : end);
  return [...section.matchAll(/^```(.*)\n([\s\S]*?)^```$/gm)].map((match) => {
    const info = match[1]!.trim();
    const marked = /^(\w+) snippet=([\w-]+)$/.exec(info);
    return { info, language: marked?.[1] ?? "", name: marked?.[2] ?? "", code: match[2]!, line: text.slice(0, start + match.index).split("\n").length + 1 };
  });
}

function snippet(language: string, name: string): Block {
  const found = quickStartBlocks().find((block) => block.language === language && block.name === name);
  if (!found) throw new Error(`${DOC}: no \`${language} snippet=${name}\` block in the Quick start`);
  return found;
}

type Run = { code: number | null; stdout: string; stderr: string };

/** Runs a snippet with only the given variables (and a PATH of Debian's programs), `input` on its stdin. */
function run(language: Language, block: Block, variables: Record<string, string>, input = ""): Promise<Run> {
  const [program, args] = RUNNERS[language];
  return new Promise((resolve, reject) => {
    // only these: a variable the section does not name cannot be what makes a snippet work (the cast:
    // Next.js's types make NODE_ENV required, and no snippet reads it)
    const env = { PATH: "/usr/bin:/bin", HOME: process.env.HOME ?? "/tmp", ...variables } as unknown as NodeJS.ProcessEnv;
    const child: ChildProcessWithoutNullStreams = spawn(program, [...args, block.code], { env, stdio: "pipe", timeout: 60_000 });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString("utf8")));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(input);
  });
}

/** The lines with their ids and secrets made generic: what the output block and a run must share. */
const generic = (text: string) =>
  text
    .trim()
    .split("\n")
    .map((line) => line.replace(/\b(qp|rf|we)_[0-9A-Za-z]{22}\b/g, "$1_<id>").replace(/\bwhsec_[A-Za-z0-9+/]+=*/g, "whsec_<secret>"));

test.describe(`${DOC}: the Quick start's snippets`, () => {
  test("every block is a marked snippet: the variables, the output, and a flow and a webhook check in each language", () => {
    const blocks = quickStartBlocks();
    expect(blocks.filter((block) => !block.name).map((block) => `line ${block.line}: \`\`\`${block.info}`), "unmarked blocks (the test would not run them)").toEqual([]);
    expect(blocks.map((block) => `${block.language} ${block.name}`)).toEqual(["sh environment", "text output", "bash flow", "js flow", "python flow", "bash verify", "js verify", "python verify"]);
    // the variables the section tells the reader to set are the ones the runs below set, no more
    expect([...snippet("sh", "environment").code.matchAll(/^export (\w+)=/gm)].map((match) => match[1])).toEqual(["CAJA_URL", "CAJA_API_KEY", "WEBHOOK_URL"]);
    for (const program of CURL_SNIPPET_PROGRAMS) expect(() => fs.accessSync(program, fs.constants.X_OK), `${program} (the curl snippets call it)`).not.toThrow();
  });

  for (const language of Object.keys(LANGUAGES) as Language[]) {
    test(`${LANGUAGES[language]}: the flow prints the documented lines, and its webhook check accepts the test webhook and refuses forgeries`, async ({ request, baseURL }) => {
      const receiver = await startReceiver();
      try {
        const shop = await createMerchant(request, `Quick start ${LANGUAGES[language]}`);
        const flow = await run(language, snippet(language, "flow"), { CAJA_URL: `${baseURL}/api`, CAJA_API_KEY: shop.apiKey, WEBHOOK_URL: receiver.url });
        expect(flow.code, `the ${language} flow exits 0; its stderr:\n${flow.stderr}`).toBe(0);
        expect(generic(flow.stdout), "it prints the lines of the output block").toEqual(generic(snippet("text", "output").code));

        // what it printed is what the service now holds
        const intent = /^created (\S+)$/m.exec(flow.stdout)![1]!;
        const refund = /^refund (\S+) /m.exec(flow.stdout)![1]!;
        const [, endpoint, secret] = /^endpoint (\S+) secret (\S+)$/m.exec(flow.stdout)!;
        const detail = await json<{ payment: string; amount: number; status: string; refunded: number; remaining: number; data: { ticket: string } }>(
          await request.get(`/api/payment/${intent}`, { headers: keyHeaders(shop.apiKey) }),
        );
        expect(detail.data).toMatchObject({ payment: "qr_present", amount: 149.5, status: "qr_authorized", refunded: 49.5, remaining: 100 });
        expect(detail.data.data.ticket).toMatch(/^T-\d+$/);
        const refunds = await json<{ data: Array<{ refund: string; amount: number; reason: string }> }>(await request.get(`/api/payment/${intent}/refunds`, { headers: keyHeaders(shop.apiKey) }));
        expect(refunds.data.data).toMatchObject([{ refund, amount: 49.5, reason: "requested_by_customer" }]);
        const saved = await json(await request.get(`/api/webhook-endpoints/${endpoint}`, { headers: keyHeaders(shop.apiKey) }));
        expect(saved.data).toMatchObject({ url: receiver.url, events: ["*"], description: "Quick start", enabled: true });

        // the test webhook reached the receiver (the flow waited for its answer), signed with the secret it printed
        expect(receiver.received).toHaveLength(1);
        const hook = receiver.received[0]!;
        expect(hook.headers["caja-test"]).toBe("1");
        expect(() => new Webhook(secret!).verify(hook.rawBody, hook.headers), "the standardwebhooks package verifies it").not.toThrow();

        const check = snippet(language, "verify");
        const verify = (headers: Record<string, string>, body: string, key = secret!) =>
          run(language, check, { WEBHOOK_SECRET: key, WEBHOOK_ID: headers["webhook-id"]!, WEBHOOK_TIMESTAMP: headers["webhook-timestamp"]!, WEBHOOK_SIGNATURE: headers["webhook-signature"]! }, body);
        const signed = (at: Date, key = secret!) => ({ ...hook.headers, "webhook-timestamp": String(Math.floor(at.getTime() / 1000)), "webhook-signature": new Webhook(key).sign(hook.id, at, hook.rawBody) });
        const otherSecret = `whsec_${randomBytes(32).toString("base64")}`;
        const cases: Array<[string, Record<string, string>, string, string | undefined, boolean]> = [
          ["the webhook as delivered", hook.headers, hook.rawBody, undefined, true],
          ["two signatures while a rotated secret overlaps, ours second", { ...hook.headers, "webhook-signature": `${signed(new Date(), otherSecret)["webhook-signature"]} ${hook.headers["webhook-signature"]}` }, hook.rawBody, undefined, true],
          ["its body changed by one space", hook.headers, `${hook.rawBody} `, undefined, false],
          ["checked with another secret", hook.headers, hook.rawBody, otherSecret, false],
          ["its timestamp changed", { ...hook.headers, "webhook-timestamp": String(Number(hook.headers["webhook-timestamp"]) + 1) }, hook.rawBody, undefined, false],
          ["signed 10 minutes ago (a replay)", signed(new Date(Date.now() - 600_000)), hook.rawBody, undefined, false],
          ["a timestamp that is no number", { ...hook.headers, "webhook-timestamp": "17x" }, hook.rawBody, undefined, false],
        ];
        const results = await Promise.all(cases.map(([, headers, body, key]) => verify(headers, body, key)));
        cases.forEach(([what, , , , valid], index) => {
          const result = results[index]!;
          expect({ code: result.code, stdout: result.stdout }, `${what}; stderr:\n${result.stderr}`).toEqual(valid ? { code: 0, stdout: "signature ok\n" } : { code: 1, stdout: "signature invalid\n" });
        });
      } finally {
        await receiver.close();
      }
    });
  }
});
