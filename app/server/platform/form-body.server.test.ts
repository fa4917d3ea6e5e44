import { describe, expect, it } from "vitest";
import { parseFormBody } from "./form-body.server";

const parse = (body: string | Uint8Array) =>
  parseFormBody(typeof body === "string" ? new TextEncoder().encode(body) : body);

describe("parseFormBody", () => {
  it("decodes percent-encoding, plus signs and UTF-8", () => {
    const result = parse("fullName=Aminata+Cond%C3%A9&message=%F0%9F%98%80%0D%0Aok&empty=");
    expect(result).toEqual({
      ok: true,
      fields: new Map([
        ["fullName", "Aminata Condé"],
        ["message", "😀\r\nok"],
        ["empty", ""],
      ]),
    });
  });

  it.each([
    ["malformed percent-encoding", "message=%E0%A4%A"],
    ["a percent sign without hex digits", "message=100%"],
    ["invalid UTF-8 in an escape", "message=%C3%28"],
    ["an encoded surrogate (CESU-8)", "message=%ED%A0%80"],
    ["a NUL byte", "message=a%00b"],
    ["raw non-ASCII bytes", "message=é"],
  ])("refuses %s", (_label, body) => {
    expect(parse(body)).toEqual({ ok: false, reason: "encoding" });
  });

  it("refuses invalid UTF-8 in the raw body", () => {
    expect(parse(new Uint8Array([0x61, 0x3d, 0xff]))).toEqual({ ok: false, reason: "encoding" });
  });

  it.each([
    ["a repeated field", "email=a%40b.gn&email=c%40d.gn"],
    ["__proto__", "__proto__=x"],
    ["an encoded __proto__", "%5F%5Fproto%5F%5F=x"],
    ["constructor", "constructor=x"],
    ["a bracketed __proto__", "a%5B__proto__%5D%5Bx%5D=1"],
  ])("refuses %s", (_label, body) => {
    expect(parse(body)).toEqual({ ok: false, reason: "malformed" });
  });
});
