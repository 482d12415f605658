import fc from "fast-check";
import { OPERATIONS } from "../../lib/contract/operations";
import { checkedFetch } from "../support/checked-fetch";
import { createRealThings, operationsOf, requestsOf, waitingOutThrottle, type Doc, type GeneratedRequest, type Kind } from "../support/generated-requests";
import { expect, test } from "../support/api-test";
import { startPrismProxy, violationsOf, type Violation } from "../support/prism-proxy";

/**
 * The document as an integrator's validating proxy reads it: every operation of the served
 * document gets valid, edge and invalid requests (generated from the document, with the ids of real
 * intents, refunds, events, endpoints, merchants and keys), sent through Stoplight Prism's proxy
 * (the dev dependency) in front of the server. Prism judges each request and each answer against
 * the document (`sl-violations`); the server judges the request too. No answer may be a 5xx, no
 * answer may break its schema in Prism's eyes, and Prism and the server must agree on every
 * request: one Prism calls invalid that the server accepts (2xx), or one Prism calls valid that
 * the server refuses as invalid (400 invalid_request or invalid_json, 413, 415), is a disagreement.
 * A refusal for business reasons (404, 409, 403, 422) is no verdict on the request's form.
 *
 * What is excused is listed here, each entry with its reason: rules the document states in words
 * because JSON Schema cannot state them (the server refuses, Prism cannot know); Prism's own bugs
 * and choices, each linked: requests withheld from it because it fails them instead of judging
 * them, and paths it routes to an operation the server does not. Anything else fails the test,
 * with examples. FUZZ_REPORT=1 prints a table per operation and what was excused; PRISM_SEED
 * replays a run (its seed is printed).
 */
const RUNS_PER_OPERATION = Number(process.env.PRISM_RUNS_PER_OPERATION ?? 60);
const KINDS: Kind[] = ["valid", "edge", "invalid"];
/** Requests in flight at once (one operation at a time). */
const CONCURRENCY = 4;

type Refusal = { field: string; message: string };
/**
 * Server refusals of requests the document's schemas accept, for rules its text states where JSON
 * Schema has no keyword: a request Prism passes and the server refuses for one of these (every
 * field error it names is one of them) is no disagreement.
 */
const STATED_IN_WORDS: Array<{ rule: string; matches: (refusal: Refusal) => boolean }> = [
  { rule: "amounts have at most two decimals as written (multipleOf 0.01 fails valid amounts in binary floating point)", matches: (r) => /(^|\.)amount$/.test(r.field) && r.message === "must have at most 2 decimals" },
  // a price Prism passes is in range and of a right type: only its decimals are left to refuse
  { rule: "a numeric price has at most four decimals as written", matches: (r) => /\.price$/.test(r.field) && r.message.startsWith("must be a non-negative decimal") },
  { rule: "card numbers pass the Luhn check", matches: (r) => r.field === "card" && r.message === "fails the Luhn check" },
  { rule: "track 2's card number equals card", matches: (r) => r.field === "track2" && r.message === "its card number does not match card" },
  { rule: "a URL's host follows the URL standard (a port up to 65535, IPv4 in range, no < > ^ | [ ])", matches: (r) => /(^|\.)(url|webhookUrl)$/.test(r.field) && r.message === "must be an http(s) URL" },
  { rule: "an instant is from year 0001 to 9999 once its offset is applied (x-minimum, x-maximum)", matches: (r) => /^must be from 0001-01-01T00:00:00\.000Z to 9999-12-31T23:59:59\.999Z/.test(r.message) },
  { rule: "a range's end is after its start (to after from, until after since)", matches: (r) => /^must be after (from|since)$/.test(r.message) },
  { rule: "an operation refuses a query parameter it does not take (OpenAPI cannot close the query)", matches: (r) => r.message.startsWith("unknown parameter") },
  { rule: "a CLABE has a known bank and city and its check digit (x-clabe)", matches: (r) => r.field === "clabe" && r.message.startsWith("is not a valid CLABE") },
  { rule: "a fee's percent, fixed amount and IVA rate have at most 4, 2 and 4 decimals as written", matches: (r) => /^(percent|fixed|ivaRate)$/.test(r.field) && /^must have at most \d decimals$/.test(r.message) },
  { rule: "a sandbox cut-off's date is a business day, today or later", matches: (r) => r.field === "date" && (r.message === "must be today or a later day" || r.message.startsWith("must be a business day")) },
  { rule: "a cursor is the `next` a page answered (opaque: any other is refused)", matches: (r) => /^must be a cursor this \w+ answered as next$/.test(r.message) },
  // the item tax extension (docs/api-reference.md, "Item tax data (extension)"): createIntent's x-rules and x-decimals
  { rule: "a numeric discount and a tip have at most 2 decimals as written (x-decimals)", matches: (r) => (/^data\.items\[\d+\]\.discount$/.test(r.field) && r.message === "must be a non-negative amount with at most 2 decimals, e.g. 5.00") || (r.field === "data.tip" && r.message === "must have at most 2 decimals") },
  { rule: "an item's discount is at most its gross (price × quantity)", matches: (r) => /^data\.items\[\d+\]\.discount$/.test(r.field) && r.message.startsWith("must be at most the line's gross") },
  { rule: "once any item carries iva, every item carries price and iva", matches: (r) => /^data\.items\[\d+\]\.(price|iva)$/.test(r.field) && r.message === "is required when any item carries iva" },
  { rule: "once any item carries iva, the lines and the tip add up to the amount", matches: (r) => r.field === "data.items" && r.message.startsWith("the lines add up to ") },
  { rule: "a tip is less than the amount", matches: (r) => r.field === "data.tip" && r.message === "must be less than the amount" },
  // stated as the item's dependentRequired (JSON Schema 2020-12), a keyword Prism's validator does not enforce
  { rule: "an item's discount needs its price (dependentRequired)", matches: (r) => /^data\.items\[\d+\]\.price$/.test(r.field) && r.message === "is required with discount" },
];

type Disagreement = { where: string; kind: Kind; prism: "valid" | "invalid"; status: number; request: string; prismSaid: string[]; serverSaid: string };
/**
 * Prism's bugs that make it pass a request the server refuses for a rule the document does state:
 * each with its reason and a link, and which of the server's field errors it explains.
 */
const KNOWN_TOOL_BUGS: Array<{ bug: string; link: string; explains: (refusal: Refusal, r: GeneratedRequest) => boolean }> = [
  {
    // validateParams keeps only the truthy parameter values (lodash pickBy) before it validates
    // them: `?branch=` is judged as if branch were not sent, so its pattern is never tried. The
    // closed allowEmptyValue report is where its empty values were last dealt with.
    bug: "Prism does not validate a query parameter sent empty (?branch=): it drops empty values as if they were absent",
    link: "https://github.com/stoplightio/prism/issues/499",
    explains: (refusal, r) => new URL(r.url, "http://prism").searchParams.get(refusal.field) === "",
  },
];

/**
 * A path that names no operation once the URL is normalized (a "." segment resolved leaves an
 * empty one: `/keys/`): the server's router (strict) and the document's own reading find none and
 * answer 404 not_found. Prism routes it to the operation with the path parameter missing, a choice
 * its maintainers made (a request error rather than an unknown route), and then judges the 404
 * against that operation's own not-found messages. Neither verdict is about the operation.
 */
const ROUTES_AN_EMPTY_SEGMENT = {
  bug: "Prism routes a path with an empty segment to the operation whose parameter it leaves empty (/keys/ as /keys/{key})",
  link: "https://github.com/stoplightio/prism/pull/702",
};

/** The request's JSON body as sent (undefined without one). */
const bodyOf = (r: GeneratedRequest): unknown => (r.body ? JSON.parse(new TextDecoder().decode(r.body)) : undefined);

/**
 * Requests not sent through Prism, because Prism fails or answers them instead of judging them;
 * each with its reason and a link. The server's answers to them are covered without Prism by
 * e2e/api/no-server-errors.spec.ts.
 */
const WITHHELD: Array<{ bug: string; link: string; matches: (r: GeneratedRequest) => boolean }> = [
  {
    // getPathParams matches the path with uri-template-lite, whose decodeURIComponent throws a
    // URIError nothing catches: the process exits and every later request is refused. No report of
    // it upstream was found; the link is the call.
    bug: "Prism exits on a path segment that is no UTF-8 once percent-decoded (%FF, a lone surrogate's %ED%A0%80, an overlong %C0%AF)",
    link: "https://github.com/stoplightio/prism/blob/master/packages/http/src/validator/index.ts",
    matches: (r) => {
      try {
        decodeURIComponent(r.url.split("?")[0]!);
        return false;
      } catch {
        return true;
      }
    },
  },
  {
    // The proxy forwards the body it parsed, serialized again (forwarder's serializeBody): a falsy
    // one (false, 0, null) is dropped and a string is sent without its quotes, while the request's
    // Content-Length is forwarded as it was, so the server waits for bytes that never come. The
    // change that would forward the raw body was declined pending an issue.
    bug: "Prism's proxy forwards a JSON body that is not an object or array altered (false, 0, null dropped; a string unquoted) with the original Content-Length",
    link: "https://github.com/stoplightio/prism/pull/1082",
    matches: (r) => {
      const body = bodyOf(r);
      return r.body !== undefined && (typeof body === "string" || !body);
    },
  },
  {
    // Not a bug: Prism's HTTP server keeps Node's limit on the request line and headers (16 KiB)
    // and answers past it with Node's bare 431 (no body) before judging anything; the server, at
    // the same limit, answers 431 headers_too_large in its envelope.
    bug: "Prism answers a request line and headers past Node's 16 KiB itself, a bare 431, before judging it",
    link: "https://nodejs.org/api/cli.html#--max-http-header-sizesize",
    matches: (r) => r.url.length + Object.entries(r.headers).reduce((n, [name, value]) => n + name.length + value.length + 4, 0) > 15 * 1024,
  },
];

/** The answer's envelope; Prism's own answer (a 502 when the server cannot be reached) has none. */
function envelopeOf(text: string): { message: string; data: { errors?: Refusal[] } } {
  try {
    const { message, data } = JSON.parse(text) as { message?: unknown; data?: { errors?: Refusal[] } };
    return { message: typeof message === "string" ? message : "", data: data ?? {} };
  } catch {
    return { message: "", data: {} };
  }
}

const VALIDATION_REFUSALS = new Set(["invalid_request", "invalid_json", "payload_too_large", "unsupported_media_type"]);
/** What each operation got, for the table (FUZZ_REPORT=1). */
type Row = { sent: number; valid: number; edge: number; invalid: number; "2xx": number; "4xx": number; "5xx": number; "prism refused": number; "stated in words": number; "tool bug": number; disagreements: number };

test.describe("Prism's validating proxy and the server agree", () => {
  test.setTimeout(300_000);
  /** Stopped after the test however it ends, a timeout included (Prism runs in a process group of its own). */
  let prism: Awaited<ReturnType<typeof startPrismProxy>> | undefined;
  test.afterEach(async () => {
    await prism?.stop();
    prism = undefined;
  });

  test(`every operation through Prism, ${RUNS_PER_OPERATION} valid, edge and invalid requests each: no 5xx, no answer Prism finds wrong, no request they judge apart`, async ({ request, baseURL, openapiCheck }) => {
    const started = Date.now();
    const doc = (await (await request.get("/api/openapi.json")).json()) as Doc;
    const [proxy, real] = await Promise.all([startPrismProxy(doc, baseURL!).then((running) => (prism = running)), createRealThings(request, "Prism shop")]);
    const seed = Number(process.env.PRISM_SEED ?? Date.now() % 2 ** 31);
    const send = waitingOutThrottle(checkedFetch(proxy.url, openapiCheck, { mount: "/api" }));
    const rows: Record<string, Row> = {};
    const fives: string[] = [];
    const answerViolations: string[] = [];
    const disagreements: Disagreement[] = [];
    const unrouted: string[] = [];
    const unanswered: string[] = [];
    const excused = new Map<string, number>();
    const withheld = new Map<string, number>();
    const validAnswers: Record<string, Record<string, number>> = {};
    const operations = operationsOf(doc);
    for (const [index, { where, method, template }] of operations.entries()) {
      const row: Row = (rows[where] = { sent: 0, valid: 0, edge: 0, invalid: 0, "2xx": 0, "4xx": 0, "5xx": 0, "prism refused": 0, "stated in words": 0, "tool bug": 0, disagreements: 0 });
      const sendable = requestsOf(doc, template, method, real, KINDS).filter((r) => {
        const bug = WITHHELD.find((b) => b.matches(r));
        if (bug) withheld.set(`${bug.bug} (${bug.link})`, (withheld.get(`${bug.bug} (${bug.link})`) ?? 0) + 1);
        return !bug;
      });
      const requests = fc.sample(sendable, { numRuns: RUNS_PER_OPERATION, seed: seed + index });
      const excuse = (bug: { bug: string; link: string }) => {
        row["tool bug"]++;
        excused.set(`${bug.bug} (${bug.link})`, (excused.get(`${bug.bug} (${bug.link})`) ?? 0) + 1);
      };
      const judge = async (r: GeneratedRequest) => {
        const shown = `${r.method} ${r.url.slice(0, 200)} ${JSON.stringify(r.headers)}${r.body ? ` ${new TextDecoder().decode(r.body).slice(0, 300)}` : ""}`;
        // an answer that never comes is a failure of its own, not a test that runs out of time
        const answer = await send(r.method, r.url, { headers: r.headers, body: r.body, signal: AbortSignal.timeout(20_000) }).catch((error: Error) => {
          unanswered.push(`${where}: ${shown}: ${String(error.cause ?? error)}`);
          return null;
        });
        if (!answer) return;
        const violations = violationsOf(answer.headers);
        const said = (v: Violation) => `${v.location.join(".")}: ${v.message}`;
        row.sent++;
        row[r.kind]++;
        const band = answer.status >= 500 ? "5xx" : answer.status >= 400 ? "4xx" : answer.status >= 200 && answer.status < 300 ? "2xx" : null;
        if (band) row[band]++;
        if (answer.status >= 500) fives.push(`${where}: ${shown} answered ${answer.status}: ${answer.text.slice(0, 300)}`);
        if (!openapiCheck.template(new URL(r.url, proxy.url).pathname)) {
          if (violations.some((v) => v.severity === "Error" || v.location[0] === "response")) excuse(ROUTES_AN_EMPTY_SEGMENT);
          return;
        }
        const aboutAnswer = violations.filter((v) => v.location[0] === "response");
        if (aboutAnswer.length) answerViolations.push(`${where} ${answer.status}: ${aboutAnswer.map(said).join("; ")} (${shown})`);
        // Prism found no operation for the path (a segment with a slash in it): it judged nothing
        if (violations.some((v) => v.location[0] === "request" && /route not (found|resolved)/i.test(v.message))) return void unrouted.push(`${where}: ${shown}`);
        const refused = violations.filter((v) => v.location[0] === "request" && v.severity === "Error");
        if (refused.length) row["prism refused"]++;
        const envelope = envelopeOf(answer.text);
        if (r.kind !== "invalid") {
          const answered = `${answer.status} ${envelope.message}`;
          (validAnswers[where] ??= {})[answered] = (validAnswers[where]![answered] ?? 0) + 1;
        }
        const serverRefused = answer.status >= 400 && answer.status < 500 && VALIDATION_REFUSALS.has(envelope.message);
        const accepted = answer.status >= 200 && answer.status < 300;
        if (refused.length ? !accepted : !serverRefused) return;
        // Prism passed what the server refused: excused when each field error the server names is a
        // rule the document states in words or one Prism is known to miss
        const errors = envelope.data.errors ?? [];
        const explained = errors.map((e) => STATED_IN_WORDS.find((s) => s.matches(e)) ?? KNOWN_TOOL_BUGS.find((b) => b.explains(e, r)));
        if (!refused.length && envelope.message === "invalid_request" && errors.length && explained.every(Boolean)) {
          for (const reason of new Set(explained)) {
            if (reason && "rule" in reason) {
              row["stated in words"]++;
              excused.set(reason.rule, (excused.get(reason.rule) ?? 0) + 1);
            } else if (reason) excuse(reason);
          }
          return;
        }
        row.disagreements++;
        disagreements.push({ where, kind: r.kind, prism: refused.length ? "invalid" : "valid", status: answer.status, request: shown, prismSaid: refused.map(said), serverSaid: answer.text.slice(0, 300) });
      };
      // a few at a time, as the requests of several clients arrive
      const queue = [...requests];
      await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
        for (let r = queue.shift(); r; r = queue.shift()) await judge(r);
      }));
    }

    const sum = (column: keyof Row) => Object.values(rows).reduce((n, row) => n + row[column], 0);
    const seconds = Math.round((Date.now() - started) / 1000);
    console.log(
      `[prism] seed ${seed}: ${operations.length} operations, ${sum("sent")} requests (${sum("valid")} valid, ${sum("edge")} edge, ${sum("invalid")} invalid) in ${seconds} s; ` +
        `${sum("2xx")} 2xx, ${sum("4xx")} 4xx, ${sum("5xx")} 5xx; Prism refused ${sum("prism refused")}, found ${answerViolations.length} answers wrong; ` +
        `${disagreements.length} disagreements, ${sum("stated in words")} rules stated in words, ${sum("tool bug")} known tool bugs, ${unrouted.length} unrouted; ${[...withheld.values()].reduce((a, b) => a + b, 0)} withheld (they fail Prism)`,
    );
    if (unanswered.length) console.log(`Prism ${proxy.process.child.exitCode === null ? "was running" : `exited with ${proxy.process.child.exitCode}`}; it printed:\n${proxy.process.output().slice(-4000)}`);
    if (process.env.FUZZ_REPORT) {
      console.table(rows);
      console.log(`valid and edge requests, answered:\n${Object.entries(validAnswers).map(([where, answers]) => `  ${where}: ${JSON.stringify(answers)}`).join("\n")}`);
      console.log(JSON.stringify({ excused: Object.fromEntries(excused), withheld: Object.fromEntries(withheld), unrouted: unrouted.slice(0, 5), unanswered: unanswered.slice(0, 5) }, null, 1));
      const groups = new Map<string, Disagreement[]>();
      for (const d of disagreements) {
        const key = `${d.where} prism ${d.prism}, server ${d.status}: ${d.prism === "invalid" ? d.prismSaid.join("; ").slice(0, 160) : d.serverSaid.slice(0, 160)}`;
        groups.set(key, [...(groups.get(key) ?? []), d]);
      }
      for (const [key, list] of groups) console.log(`${list.length} × ${key}\n    e.g. ${list[0]!.request.slice(0, 400)}`);
    }
    expect(operations.length, "every operation of the table is in the document (36)").toBe(OPERATIONS.length);
    expect(unanswered, "Prism answers every request").toEqual([]);
    expect(Object.values(rows).every((row) => row.sent === RUNS_PER_OPERATION && row.valid > 0 && row.edge > 0 && row.invalid > 0), "each operation got requests of each kind").toBe(true);
    expect(fives, "no answer is a 5xx").toEqual([]);
    expect(answerViolations, "Prism finds no answer at odds with the document").toEqual([]);
    expect(disagreements.slice(0, 10), `${disagreements.length} requests Prism and the server judge apart`).toEqual([]);
  });
});
