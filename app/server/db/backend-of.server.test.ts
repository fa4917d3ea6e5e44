import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backendOf } from "./client.server";
import { openTestDb } from "./test-db.server";

// The engine a request's own database runs on (decision 0138): the report page reads its
// sections in one transaction on the embedded database, apart on PostgreSQL. On each pass the
// test database is of the pass's engine, whatever the process's configuration says.

let t: Awaited<ReturnType<typeof openTestDb>>;
beforeAll(async () => {
  t = await openTestDb();
});
afterAll(() => t.cleanup());

describe("backendOf", () => {
  it("names the engine of the database it is given", () => {
    expect(backendOf(t.db)).toBe(t.backend);
    expect(backendOf(t.db)).toBe(process.env.TEST_DATABASE_URL ? "postgresql" : "pglite");
  });
});
