import { describe, expect, it } from "vitest";
import { resetPasswordMail, verifyEmailMail } from "~/server/auth/auth-mail.server";
import { invitationMail } from "~/server/workspaces/invitation-mail.server";
import { parseEnv } from "~/server/env.server";
import { contactMail } from "./contact-mail.server";
import { mailBody, mailLine } from "./mail-text.server";

// Every value placed in an e-mail loses its control characters (one helper for every builder).

const HOSTILE = "Eve\r\nBcc: x@y.gn\u0007\u001b[31m\u0085\u2028\u202Eelif.exe\u2066\u0000";
/** Anything that must never reach a mail: C0/C1 controls but LF, separators, bidi controls. */
const UNSAFE = /(?!\n)[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;

describe("mailLine and mailBody", () => {
  it("put a value on one clean line, or keep only the line breaks of a text", () => {
    expect(mailLine(HOSTILE)).toBe("Eve Bcc: x@y.gn [31m elif.exe");
    expect(mailBody("Ligne 1\r\nLigne 2\rLigne 3\u2028\tfin\u202E\u0000")).toBe(
      "Ligne 1\nLigne 2\nLigne 3\n fin",
    );
    // Right-to-left text and the implicit direction marks stay.
    expect(mailLine("\u200Fمحمد ߒߞߏ")).toBe("\u200Fمحمد ߒߞߏ");
  });
});

describe("the mail builders", () => {
  const config = parseEnv({ SITE_URL: "http://127.0.0.1:4999", SITE_BRAND_NAME: "Marque\u202E\n" });
  const to = { to: "eve@exemple.gn", name: HOSTILE, url: "http://127.0.0.1:4999/x?token=abc" };

  it.each([
    ["reset", resetPasswordMail],
    ["confirmation", verifyEmailMail],
  ])("the %s e-mail carries the account's name without its control characters", (_, build) => {
    const mail = build(config, to);
    const text = String(mail.text);
    expect(text).not.toMatch(UNSAFE);
    expect(text.split("\n")[0]).toBe("Bonjour Eve Bcc: x@y.gn [31m elif.exe,");
    expect(text).toContain("\nhttp://127.0.0.1:4999/x?token=abc\n");
    expect(text).toContain("L'équipe Marque");
  });

  it("the invitation e-mail carries the inviter's and the workspace's names on one line each", () => {
    const mail = invitationMail(config, {
      to: "eve@exemple.gn",
      inviterName: HOSTILE,
      workspaceName: "Espace\u202E\r\nBcc: z@y.gn",
      url: "http://127.0.0.1:4999/invitation/abc",
    });
    expect(mail.subject).not.toMatch(UNSAFE);
    expect(mail.text).not.toMatch(UNSAFE);
    expect(mail.subject).toBe(
      "Eve Bcc: x@y.gn [31m elif.exe vous invite à rejoindre Espace Bcc: z@y.gn",
    );
    expect(mail.text).toContain("\nhttp://127.0.0.1:4999/invitation/abc\n");
    expect(mail.text).toContain("48\u00a0heures");
  });

  it("the staff e-mail of a contact request keeps the message's lines, nothing else", () => {
    const mail = contactMail(
      {
        id: "00000000-0000-0000-0000-000000000000",
        fullName: HOSTILE,
        email: "eve@exemple.gn",
        subject: "Sujet\u202E\r\nX-Evil: 1",
        message: "Bonjour,\r\n\u001b[2Jligne 2\u0000\u202E",
        createdAt: new Date(0),
        userAgent: null,
      },
      { from: "site@exemple.gn", to: ["equipe@exemple.gn"] },
    );
    const text = String(mail.text);
    expect(text).not.toMatch(UNSAFE);
    expect(text).toContain("Nom\u00a0: Eve Bcc: x@y.gn [31m elif.exe\n");
    expect(text).toContain("Sujet\u00a0: Sujet X-Evil: 1\n");
    expect(text).toContain("\nBonjour,\n[2Jligne 2\n");
  });
});
