import { randomUUID } from "node:crypto";
import type { Db } from "~/server/db/client.server";
import { contactMessage, type ContactStatus, type MailStatus } from "~/server/db/schema.server";

// Rows for the inbox tests. Each test marks its rows with a token of its own and searches for it,
// so tests stay exact on a PostgreSQL database shared with other test files.

export const newToken = () => `tok${randomUUID().replace(/-/g, "").slice(0, 12)}`;

export interface TestRow {
  fullName?: string;
  email?: string;
  subject?: string;
  message?: string;
  status?: ContactStatus;
  createdAt?: Date;
  handledAt?: Date | null;
  mailStatus?: MailStatus;
  mailAttempts?: number;
  mailLastError?: string | null;
}

export async function insertMessages(db: Db, token: string, rows: TestRow[]) {
  const inserted = await db
    .insert(contactMessage)
    .values(
      rows.map((row, i) => ({
        fullName: row.fullName ?? "Aminata Condé",
        email: row.email ?? "aminata@exemple.gn",
        subject: row.subject ?? `Demande ${i + 1}`,
        message: `${row.message ?? "Bonjour"} ${token}`,
        status: row.status ?? "new",
        createdAt: row.createdAt ?? new Date(Date.UTC(2026, 10, 22, 12, 0, i)),
        handledAt: row.handledAt ?? null,
        mailStatus: row.mailStatus ?? "none",
        mailAttempts: row.mailAttempts ?? 0,
        mailLastError: row.mailLastError ?? null,
        ipHash: "test",
        idempotencyKey: randomUUID(),
      })),
    )
    .returning({ id: contactMessage.id, subject: contactMessage.subject });
  return inserted;
}
