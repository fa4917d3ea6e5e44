import { describe, expect, it } from "vitest";
import { credentialSecret } from "./credentials.server";

const basic = (pair: string) => `Basic ${Buffer.from(pair, "utf8").toString("base64")}`;

describe("credentialSecret", () => {
  it("reads a Bearer token, or the password of Basic credentials whatever the user name", () => {
    expect(credentialSecret("Bearer abc.DEF-123")).toBe("abc.DEF-123");
    expect(credentialSecret("bearer  abc ")).toBe("abc");
    expect(credentialSecret(basic("agent:s3cret:with:colons"))).toBe("s3cret:with:colons");
    expect(credentialSecret(basic(":mot-de-passe"))).toBe("mot-de-passe");
  });

  it("gives null without a secret: no header, another scheme, no password, a malformed value", () => {
    expect(credentialSecret(null)).toBeNull();
    expect(credentialSecret("")).toBeNull();
    expect(credentialSecret("Digest abc")).toBeNull();
    expect(credentialSecret(basic("agent:"))).toBeNull();
    expect(credentialSecret(basic("sans-deux-points"))).toBeNull();
    expect(credentialSecret("Basic ***")).toBeNull();
    expect(credentialSecret("Bearer a b")).toBeNull();
  });
});
