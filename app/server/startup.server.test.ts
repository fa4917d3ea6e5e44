import { randomUUID } from "node:crypto";
import { rmSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openDb } from "~/server/db/client.server";
import { hashPassword } from "~/server/auth/password.server";
import { authAccount, authUser } from "~/server/db/schema.server";
import { migratedDataDir } from "~/server/db/test-db.server";
import { prepareServer } from "./startup.server";

// The start-up sequence with ADMIN_EMAIL naming an account whose address is not confirmed (anyone
// may have registered it): the process stops with the steps to follow, the account untouched.
// The configuration is read once per process: this file sets it before the first read.

const ROOT = path.resolve(".");
const ADMIN_EMAIL = `personnel-${randomUUID().slice(0, 8)}@exemple.gn`;
const ADMIN_PASSWORD = "le mot de passe du personnel";
let dataDir: string;

beforeAll(async () => {
  dataDir = migratedDataDir("startup-"); // a copy of the migrated template (decision 0087)
  // An account registered with the address before the operator set ADMIN_EMAIL, unconfirmed,
  // even with ADMIN_PASSWORD as its password (a password proves nothing about the mailbox).
  const handle = openDb({ dataDir, databaseUrl: undefined });
  try {
    await handle.migrate(path.join(ROOT, "drizzle"));
    const id = randomUUID();
    await handle.db
      .insert(authUser)
      .values({ id, name: "Quelqu'un", email: ADMIN_EMAIL, emailVerified: false });
    await handle.db.insert(authAccount).values({
      id: randomUUID(),
      accountId: id,
      providerId: "credential",
      userId: id,
      password: await hashPassword(ADMIN_PASSWORD),
    });
  } finally {
    await handle.close();
  }
  vi.stubEnv("DATABASE_URL", "");
  vi.stubEnv("DATA_DIR", dataDir);
  vi.stubEnv("NODE_ENV", "test");
  vi.stubEnv("ADMIN_EMAIL", ADMIN_EMAIL);
  vi.stubEnv("ADMIN_PASSWORD", ADMIN_PASSWORD);
});
afterAll(() => {
  vi.unstubAllEnvs();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("prepareServer", { timeout: 60_000 }, () => {
  it("exits 1 naming `npm run admin -- promote` when ADMIN_EMAIL is an unconfirmed account", async () => {
    const exit = vi.spyOn(process, "exit").mockImplementation((code) => {
      throw new Error(`exit ${String(code)}`);
    });
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(console, "log").mockImplementation(() => {});
    vi.spyOn(console, "warn").mockImplementation(() => {});

    await expect(prepareServer(ROOT)).rejects.toThrow("exit 1");
    expect(exit).toHaveBeenCalledWith(1);
    const message = error.mock.calls.flat().join("\n");
    expect(message).toContain(`ADMIN_EMAIL ${ADMIN_EMAIL}`);
    expect(message).toContain("not confirmed");
    expect(message).toContain(`npm run admin -- promote ${ADMIN_EMAIL}`);

    // The server closed the database before exiting; the account is as it was.
    const handle = openDb({ dataDir, databaseUrl: undefined });
    try {
      const [user] = await handle.db.select().from(authUser).where(eq(authUser.email, ADMIN_EMAIL));
      expect(user).toMatchObject({ role: "member", emailVerified: false });
    } finally {
      await handle.close();
    }
  });
});
