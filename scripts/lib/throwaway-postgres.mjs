// A PostgreSQL 15 cluster of its own in a temporary folder, for the checks that stop and start
// their database (scripts/reliability.mjs): the CI's and the developer's PostgreSQL stay untouched.
// Made as .ci/run makes its own: trust on 127.0.0.1, no fsync, and a login role `site_owner` that
// owns its database but is not a superuser (row-level security applies to it, as in production).
import { spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir, userInfo } from "node:os";
import path from "node:path";
import pg from "pg";
import { freePort } from "./server.mjs";

const BIN_DIRS = ["/usr/lib/postgresql/15/bin", "/usr/local/bin", "/usr/lib/postgresql/16/bin"];

/** The folder holding `initdb` and `pg_ctl`, or undefined when PostgreSQL is not installed. */
function postgresBin() {
  return BIN_DIRS.find((dir) => existsSync(`${dir}/initdb`) && existsSync(`${dir}/pg_ctl`));
}

/** Runs a PostgreSQL program as the `postgres` user when this process is root (initdb refuses root). */
function asPostgres(bin, program, args) {
  const command = `${bin}/${program}`;
  const result =
    userInfo().uid === 0
      ? spawnSync("su", ["postgres", "-s", "/bin/sh", "-c", [command, ...args].join(" ")], {
          encoding: "utf8",
        })
      : spawnSync(command, args, { encoding: "utf8" });
  if (result.status !== 0) {
    throw new Error(`${program} failed (${result.status}): ${result.stderr || result.stdout}`);
  }
}

/**
 * Starts the cluster; resolves with `url` (as site_owner), `superUrl` (to count rows across
 * workspaces), `stop(mode)`, `start()` and `dispose()`. Undefined without PostgreSQL binaries.
 */
export async function startThrowawayPostgres() {
  const bin = postgresBin();
  const owner = userInfo().uid === 0 ? postgresUser() : undefined;
  if (!bin || (userInfo().uid === 0 && !owner)) return undefined;
  const folder = mkdtempSync(path.join(tmpdir(), "throwaway-pg-"));
  if (owner) chownSync(folder, owner.uid, owner.gid);
  const port = await freePort();
  const data = `${folder}/data`;
  asPostgres(bin, "initdb", ["-D", data, "-A", "trust", "-U", "postgres", "-E", "UTF8"]);
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${folder} -c fsync=off`;
  const start = () =>
    asPostgres(bin, "pg_ctl", [
      "-D",
      data,
      "-l",
      `${folder}/log`,
      "-w",
      "-o",
      `'${options}'`,
      "start",
    ]);
  /** `fast` ends every backend (57P01 to the clients holding one), `immediate` as a crash. */
  const stop = (mode = "fast") => asPostgres(bin, "pg_ctl", ["-D", data, "-m", mode, "-w", "stop"]);
  start();
  const superUrl = `postgres://postgres@127.0.0.1:${port}/site_test`;
  const admin = new pg.Client({
    connectionString: `postgres://postgres@127.0.0.1:${port}/postgres`,
  });
  await admin.connect();
  await admin.query("create role site_owner login nosuperuser createrole");
  await admin.query("create database site_test owner site_owner");
  await admin.end();
  return {
    url: `postgres://site_owner@127.0.0.1:${port}/site_test`,
    superUrl,
    start,
    stop,
    dispose() {
      try {
        stop("immediate");
      } catch {
        // already stopped
      }
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** The `postgres` user's ids, or undefined when there is no such user. */
function postgresUser() {
  const id = (flag) => spawnSync("id", [flag, "postgres"], { encoding: "utf8" });
  const [uid, gid] = [id("-u"), id("-g")];
  if (uid.status !== 0 || gid.status !== 0) return undefined;
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}
