// Part of `npm run bench` (run with `node --import tsx`): how fast the mail outbox drains a backlog.
// For each database (the embedded one; PostgreSQL too with BENCH_DATABASE_URL, a throwaway
// database, migrated here), 1,000 notices are queued, then 10 address confirmations after them;
// the outbox's loop is started against an SMTP server on 127.0.0.1 that accepts everything, and
// the time until every message is sent is printed, with the time the confirmations waited.
// Asserts nothing (decision 0076). Switches: BENCH_OUTBOX_MAILS=1000.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, count, eq, like } from "drizzle-orm";
import { openDb } from "../app/server/db/client.server.ts";
import { mailOutbox } from "../app/server/db/schema.server.ts";
import { parseEnv } from "../app/server/env.server.ts";
import { startMailOutboxLoop } from "../app/server/mail/mail-outbox.server.ts";
import { startSmtpSink } from "../app/server/mail/test-smtp.server.ts";

const MAILS = Number(process.env.BENCH_OUTBOX_MAILS ?? 1_000);
const CONFIRMATIONS = 10;
const TIMEOUT_MS = 30 * 60_000;

const rows = (n, kind, extra = {}) =>
  Array.from({ length: n }, (_, i) => ({
    kind,
    recipient: `banc-${kind}-${i}@exemple.gn`,
    subject: `[TCK-${String(i).padStart(6, "0")}] Demande reçue`,
    body: `Bonjour,\nvotre demande est enregistrée.\nhttp://127.0.0.1/portail/banc/suivi/${i}?jeton=x\n`,
    ...extra,
  }));

async function measure(label, databaseUrl) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "outbox-bench-"));
  const handle = openDb({ dataDir, databaseUrl });
  await handle.migrate(path.resolve("drizzle"));
  const { db } = handle;
  let received = 0;
  const smtp = await startSmtpSink(() => {
    received++;
  });
  const config = parseEnv({
    SITE_URL: "http://127.0.0.1:4999",
    SMTP_URL: smtp.url,
    CONTACT_TO: "equipe@exemple.gn",
    MAIL_FROM: "plateforme@exemple.gn",
  });
  const pendingOf = async (prefix) => {
    const [row] = await db
      .select({ n: count() })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, "pending"), like(mailOutbox.kind, prefix)));
    return row.n;
  };
  try {
    for (let i = 0; i < MAILS; i += 500) {
      await db.insert(mailOutbox).values(rows(Math.min(500, MAILS - i), "bench_notice"));
    }
    // Confirmations queued last, after the backlog (the priority column exists from 0018 on).
    const account = "priority" in mailOutbox ? { priority: 0 } : {};
    await db.insert(mailOutbox).values(rows(CONFIRMATIONS, "bench_verify", account));
    const started = performance.now();
    const stop = startMailOutboxLoop(db, config);
    let confirmationsMs = null;
    for (;;) {
      if (confirmationsMs === null && (await pendingOf("bench_verify")) === 0) {
        confirmationsMs = performance.now() - started;
      }
      if ((await pendingOf("bench_%")) === 0) break;
      if (performance.now() - started > TIMEOUT_MS) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const totalMs = performance.now() - started;
    await stop?.();
    const left = await pendingOf("bench_%");
    return {
      database: label,
      queued: MAILS + CONFIRMATIONS,
      received,
      "left pending": left,
      "all sent (s)": left ? `> ${(TIMEOUT_MS / 1000).toFixed(0)}` : (totalMs / 1000).toFixed(1),
      "mails/min": Math.round((received / totalMs) * 60_000),
      "confirmations sent after (s)":
        confirmationsMs === null ? "-" : (confirmationsMs / 1000).toFixed(1),
    };
  } finally {
    smtp.close();
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const results = [await measure("PGlite", undefined)];
if (process.env.BENCH_DATABASE_URL)
  results.push(await measure("PostgreSQL", process.env.BENCH_DATABASE_URL));

console.log(
  `\nMail outbox drain: ${MAILS} notices then ${CONFIRMATIONS} confirmations, SMTP sink on 127.0.0.1`,
);
console.table(results);
