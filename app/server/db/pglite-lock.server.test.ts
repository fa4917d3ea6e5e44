import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { acquirePgliteLock, LOCK_FILE } from "./pglite-lock.server";

// The embedded database's process lock, between real processes.

const fixture = path.resolve("app/server/db/test-fixtures/hold-pglite-lock.ts");
let dataDir: string;
const children: ChildProcess[] = [];

const newDataDir = () => mkdtempSync(path.join(tmpdir(), "pglite-lock-"));

async function killChildren() {
  for (const child of children.splice(0)) {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGKILL");
      await once(child, "exit");
    }
  }
  rmSync(dataDir, { recursive: true, force: true });
}

/** Another process that holds the lock of `dataDir` until it is killed. */
async function holder(): Promise<ChildProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", fixture, dataDir], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  children.push(child);
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  while (!output.includes("locked")) {
    if (child.exitCode !== null) throw new Error("the lock holder exited");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return child;
}

const inUse =
  /already in use by another process \(pid \d+ on .+\)\. PGlite serves one process only/;

describe("embedded database lock", { timeout: 60_000 }, () => {
  // One holder process for the tests that leave it running: each spawn loads the code (seconds
  // on a busy machine, decision 0087).
  describe("held by another process", () => {
    let first: ChildProcess;
    beforeAll(async () => {
      dataDir = newDataDir();
      first = await holder();
    }, 60_000);
    afterAll(killChildren);

    it("refuses a second process while the first one runs", () => {
      expect(() => acquirePgliteLock(dataDir)).toThrow(inUse);
    });

    it("stops a second server on the same DATA_DIR at once, before it touches the database", async () => {
      // The server's start-up sequence (server.ts runs it before listening), in a process of its own.
      const start = `import("./app/server/startup.server.ts").then((m) => m.prepareServer("."))`;
      const server = spawn(
        process.execPath,
        ["--import", "tsx", "--input-type=module", "-e", start],
        {
          env: {
            ...process.env,
            NODE_ENV: "production",
            DATA_DIR: dataDir,
            DATABASE_URL: "",
            PORT: "4202",
            HOST: "127.0.0.1",
            SMTP_URL: "",
            ADMIN_EMAIL: "",
            ADMIN_PASSWORD: "",
          },
          stdio: ["ignore", "pipe", "pipe"],
        },
      );
      children.push(server);
      let stderr = "";
      server.stderr!.on("data", (chunk) => (stderr += chunk));
      const [code] = (await once(server, "exit")) as [number | null];
      expect(code).toBe(1);
      expect(stderr).toContain(`The embedded database in ${dataDir} is already in use`);
      expect(stderr).toContain(`pid ${first.pid} on `);
    });

    // Last: it rewrites the holder's note in the lock file.
    it("refuses it even when the lock file names the second process (two containers, both PID 1)", () => {
      writeFileSync(path.join(dataDir, LOCK_FILE), `${process.pid}\n`);
      expect(() => acquirePgliteLock(dataDir)).toThrow(/already in use by another process/);
    });
  });

  describe("after the holder died", () => {
    beforeEach(() => {
      dataDir = newDataDir();
    });
    afterEach(killChildren);

    it("is free again once the holder was killed with SIGKILL", async () => {
      const child = await holder();
      child.kill("SIGKILL");
      await once(child, "exit");
      const release = acquirePgliteLock(dataDir);
      expect(() => acquirePgliteLock(dataDir)).toThrow(inUse); // held: by this process now
      release();
      acquirePgliteLock(dataDir)();
    });
  });
});
