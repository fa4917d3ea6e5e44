import { request } from "@playwright/test";
import { parse } from "csv-parse/sync";
import type { inboxCsvHeaders } from "../../app/content/inbox";
import { INBOX_PARAMS } from "../../app/contracts/inbox-query";
import { baseURL } from "../../playwright.config";
import { ADMIN, CLIENT_IP_HEADER, randomIp } from "./accounts";
import { expect } from "./fixtures";

// What the contact form stored, read on the suite's shared server as the staff read it: the
// inbox's CSV export (one record per message), instead of stopping a server to open its database
// (decision 0086).

export type StoredMessage = Record<(typeof inboxCsvHeaders)[number], string>;

/** The stored contact messages that the inbox's search `q` finds, as its export lists them. */
export async function storedMessages(q: string): Promise<StoredMessage[]> {
  const staff = await request.newContext({
    baseURL,
    extraHTTPHeaders: { Origin: baseURL, [CLIENT_IP_HEADER]: randomIp() },
  });
  try {
    const signIn = await staff.post("/connexion", {
      form: { email: ADMIN.email, password: ADMIN.password },
      maxRedirects: 0,
    });
    expect(signIn.status(), "staff sign-in").toBe(302);
    const answer = await staff.get(
      `/dashboard/messages/export?${new URLSearchParams({ [INBOX_PARAMS.search]: q })}`,
    );
    expect(answer.status(), "inbox export").toBe(200);
    return parse(await answer.text(), {
      bom: true,
      delimiter: ";",
      columns: true,
    }) as StoredMessage[];
  } finally {
    await staff.dispose();
  }
}
