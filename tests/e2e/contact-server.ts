import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq, inArray } from "drizzle-orm";
import { openDb } from "../../app/server/db/client.server";
import { contactMessage } from "../../app/server/db/schema.server";

// A server process of its own for the contact specs, so that they can read the database: PGlite
// in a fresh DATA_DIR (read after the server stops, PGlite being single-process), or the
// PostgreSQL of DATABASE_URL when the suite runs on PostgreSQL (read live).

export async function freePort(): Promise<number> {
  const srv = createServer();
  srv.listen(0, "127.0.0.1");
  await once(srv, "listening");
  const port = (srv.address() as { port: number }).port;
  srv.close();
  return port;
}

export interface ContactServer {
  base: string;
  child: ChildProcess;
  output(): string;
  stop(): Promise<void>;
  /** The stored rows whose idempotency key is in `keys`, or (`{ email }`) sent from this address. */
  rows(keys: string[] | { email: string }): Promise<(typeof contactMessage.$inferSelect)[]>;
}

export async function startContactServer(env: Record<string, string> = {}): Promise<ContactServer> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), "contact-e2e-"));
  const databaseUrl = env.DATABASE_URL ?? process.env.DATABASE_URL ?? "";
  const child = spawn(process.execPath, ["scripts/start.mjs"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      SITE_URL: base,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (d) => (output += d));
  child.stderr!.on("data", (d) => (output += d));
  const exited = once(child, "exit");
  for (let i = 0; i < 1500 && !output.includes("Serving"); i++) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  if (!output.includes("Serving")) throw new Error(`server did not start:\n${output}`);
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill("SIGTERM");
      await exited;
    }
  };
  return {
    base,
    child,
    output: () => output,
    stop,
    async rows(keys) {
      if (!databaseUrl) await stop();
      const handle = openDb({ dataDir, databaseUrl: databaseUrl || undefined });
      try {
        return await handle.db
          .select()
          .from(contactMessage)
          .where(
            Array.isArray(keys)
              ? inArray(contactMessage.idempotencyKey, keys)
              : eq(contactMessage.email, keys.email),
          );
      } finally {
        await handle.close();
      }
    },
  };
}
