import { describe, expect, it } from "vitest";
import { firstField, formFields, MalformedFormError } from "./inbound-form.server";

// The form reader keeps each field's bytes: what a form parser would have decoded as UTF-8.

describe("formFields", () => {
  it("keeps a multipart field's bytes, text field or file part, and a file part's name", () => {
    const body = Buffer.concat([
      Buffer.from('--b\r\nContent-Disposition: form-data; name="email"\r\n\r\n'),
      Buffer.from("caf\xe9", "latin1"),
      Buffer.from('\r\n--b\r\nContent-Disposition: form-data; name="attachment1"; filename="'),
      Buffer.from("reçu.txt", "utf8"),
      Buffer.from('"\r\nContent-Type: text/plain\r\n\r\nA\r\nB\r\n--b--\r\n'),
    ]);
    const fields = formFields(body, 'multipart/form-data; boundary="b"');
    expect(firstField(fields, "email")!.bytes).toEqual(Buffer.from([0x63, 0x61, 0x66, 0xe9]));
    expect(firstField(fields, "attachment1")).toEqual({
      bytes: Buffer.from("A\r\nB"),
      filename: "reçu.txt",
      type: "text/plain",
    });
  });

  it("percent-decodes urlencoded values to bytes, '+' as a space", () => {
    const fields = formFields(
      Buffer.from("body-mime=caf%E9+cr%C3%A8me&x="),
      "application/x-www-form-urlencoded",
    );
    expect(firstField(fields, "body-mime")!.bytes.toString("latin1")).toBe("caf\xe9 cr\xc3\xa8me");
    expect(firstField(fields, "x")).toBeUndefined();
  });

  it.each([
    ["a bad percent escape", "application/x-www-form-urlencoded", "email=%E"],
    ["a multipart without its boundary", "multipart/form-data", "--b\r\n\r\nx"],
    [
      "an unterminated multipart",
      "multipart/form-data; boundary=b",
      '--b\r\nContent-Disposition: form-data; name="a"\r\n\r\nx',
    ],
  ])("refuses %s", (_, type, body) => {
    expect(() => formFields(Buffer.from(body), type)).toThrow(MalformedFormError);
  });
});
