import { describe, expect, it } from "vitest";
import { runXmllint, stopXmllint } from "./xmllint-worker";

const XSD = `<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema"><xs:element name="a" type="xs:int"/></xs:schema>`;
const run = (xml: string) => runXmllint([{ fileName: "doc.xml", contents: xml }, { fileName: "s.xsd", contents: XSD }], ["--noout", "--schema", "s.xsd", "doc.xml"]);

describe("runXmllint", () => {
  it("runs libxml2's xmllint in one worker: exit codes and messages, run after run, and again after the worker stopped", async () => {
    expect(await run("<a>1</a>")).toEqual({ exitCode: 0, stderr: "doc.xml validates\n" });
    const invalid = await run("<a>x</a>");
    expect(invalid.exitCode).toBe(3);
    expect(invalid.stderr).toMatch(/doc.xml:1: Schemas validity error : Element 'a': 'x' is not a valid value of the atomic type 'xs:int'/);
    expect((await run("<a>")).exitCode).toBe(4); // not well-formed: xmllint could not read it
    await stopXmllint();
    expect((await Promise.all([run("<a>2</a>"), run("<b/>")])).map((r) => r.exitCode)).toEqual([0, 3]);
  });
});
