import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { rmSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDb } from "../app/server/db/client.server";
import { authUser } from "../app/server/db/schema.server";
import { migratedDataDir } from "../app/server/db/test-db.server";

// `npm run admin -- promote <email>` as an operator runs it: its own process, on the embedded
// database of DATA_DIR (or on TEST_DATABASE_URL's PostgreSQL when the suite runs there). Each
// run is a process that loads the code and opens the database (seconds): the two runs here cover
// the script's two outputs; every answer of the command itself is admin-command.server.test.ts's.

const databaseUrl = process.env.TEST_DATABASE_URL || undefined;
const dataDir = migratedDataDir("admin-cli-"); // a copy of the migrated template (decision 0087)
const confirmed = `confirme-${randomUUID()}@exemple.gn`;
const unconfirmed = `non-confirme-${randomUUID()}@exemple.gn`;

const open = () => openDb({ dataDir, databaseUrl });
const admin = (...args: string[]) =>
  spawnSync(process.execPath, ["--import", "tsx", "scripts/admin.ts", ...args], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl ?? "",
    },
    encoding: "utf8",
    timeout: 120_000,
  });

beforeAll(async () => {
  const handle = open();
  await handle.migrate(path.resolve("drizzle")); // nothing to apply on the template's copy
  for (const [email, emailVerified] of [
    [confirmed, true],
    [unconfirmed, false],
  ] as const) {
    await handle.db
      .insert(authUser)
      .values({ id: randomUUID(), name: "Test", email, emailVerified });
  }
  await handle.close();
}, 120_000);
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe("scripts/admin.ts", { timeout: 180_000 }, () => {
  it("promotes a confirmed account and refuses an unconfirmed one, with exit codes", async () => {
    const done = admin("promote", confirmed);
    expect(done.status, done.stderr).toBe(0);
    expect(done.stdout).toContain(`${confirmed} is now admin`);
    const refused = admin("promote", unconfirmed);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain("not confirmed");

    const handle = open();
    try {
      const roles = await handle.db
        .select({ email: authUser.email, role: authUser.role })
        .from(authUser);
      expect(roles.find((r) => r.email === confirmed)?.role).toBe("admin");
      expect(roles.find((r) => r.email === unconfirmed)?.role).toBe("member");
    } finally {
      await handle.close();
    }
  });
});
