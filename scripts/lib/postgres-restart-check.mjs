// Part of `npm run test:reliability`: the server's PostgreSQL goes away twice under a stream of
// contact and requester-portal posts — a clean stop (`fast`: every backend ends with 57P01, also
// those a transaction holds) and a crash (`immediate`) — and comes back after 3 s each time, on a
// throwaway cluster (./throwaway-postgres.mjs). The server must stay up, answer the French 503 and
// `/healthz` 503 meanwhile, recover on its own, and have stored every post it acknowledged, once
// (decision 0073).
import { randomUUID } from "node:crypto";
import pg from "pg";
import { benchClientIp, signUpOwner } from "./bench-requests.mjs";
import { startServer } from "./server.mjs";
import { startThrowawayPostgres } from "./throwaway-postgres.mjs";

const OUTAGE_MS = 3_000;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const FRENCH_UNAVAILABLE = /momentanément indisponible/;

/** Counts of one kind of post: acknowledged keys, 503s (and whether each was said in French), the rest. */
function tally() {
  return { acked: new Set(), unavailable: 0, unavailableInFrench: 0, other: [], errors: 0 };
}

async function postStream(kind, base, slug, run, counts, streaming) {
  let n = 0;
  while (streaming()) {
    const key = `pgr-${run}-${kind}-${String(n).padStart(6, "0")}`;
    const ip = benchClientIp(kind === "contact" ? 100_000 + n : 200_000 + n);
    n++;
    const fields =
      kind === "contact"
        ? {
            fullName: "Fiabilité Redémarrage",
            email: "fiabilite@exemple.gn",
            subject: "Redémarrage",
            message: "Message envoyé pendant un redémarrage de la base",
            idempotencyKey: key,
          }
        : {
            name: `Demandeur ${n}`,
            email: `redemarrage-${n}@exemple.gn`,
            subject: key,
            description: "Demande envoyée pendant un redémarrage de la base",
            idempotencyKey: key,
          };
    try {
      const response = await fetch(
        kind === "contact" ? `${base}/?index` : `${base}/portail/${slug}`,
        {
          method: "POST",
          redirect: "manual",
          headers: {
            "content-type": "application/x-www-form-urlencoded",
            origin: base,
            "x-bench-client-ip": ip,
          },
          body: new URLSearchParams(fields),
        },
      );
      const text = await response.text();
      if (response.status === 200 || response.status === 303) counts.acked.add(key);
      else if (response.status === 503) {
        counts.unavailable++;
        if (FRENCH_UNAVAILABLE.test(text)) counts.unavailableInFrench++;
      } else counts.other.push(response.status);
    } catch {
      counts.errors++; // a reset or a refused connection: the server went away
      await sleep(50);
    }
  }
}

/** `/healthz` every 100 ms: the statuses seen in order, compressed into runs ("200 503 200"). */
async function pollHealth(base, seen, polling) {
  while (polling()) {
    let status = "down";
    try {
      const response = await fetch(`${base}/healthz`);
      await response.arrayBuffer();
      status = String(response.status);
    } catch {
      // counted as "down"
    }
    if (seen.at(-1) !== status) seen.push(status);
    await sleep(100);
  }
}

async function waitFor(condition, timeout = 60_000) {
  for (const deadline = Date.now() + timeout; Date.now() < deadline;) {
    if (condition()) return true;
    await sleep(50);
  }
  return false;
}

async function storedKeys(superUrl, run) {
  const client = new pg.Client({ connectionString: superUrl });
  await client.connect();
  try {
    const contact = await client.query(
      "select idempotency_key as key from contact_message where idempotency_key like $1",
      [`pgr-${run}-contact-%`],
    );
    const portal = await client.query("select subject as key from ticket where subject like $1", [
      `pgr-${run}-portal-%`,
    ]);
    return [...contact.rows, ...portal.rows].map((row) => row.key);
  } finally {
    await client.end();
  }
}

/** Runs the check; resolves with its table row, or undefined without PostgreSQL binaries. */
export async function postgresRestartCheck() {
  const cluster = await startThrowawayPostgres();
  if (!cluster) return undefined;
  const run = randomUUID().slice(0, 8);
  const server = await startServer({
    env: { DATABASE_URL: cluster.url, TRUST_PROXY: "x-bench-client-ip", SMTP_URL: "" },
  });
  try {
    const cookie = await signUpOwner(server.base, {
      ip: "10.252.0.1",
      prefix: `pgr-${run}`,
      log: server.output,
    });
    const page = await fetch(`${server.base}/dashboard/helpdesk`, { headers: { cookie } });
    const slug = (await page.text()).match(/portail\/([a-z0-9-]+)/)?.[1];
    if (!slug) throw new Error("no portal link on the helpdesk page");

    const contact = tally();
    const portal = tally();
    const health = [];
    let streaming = true;
    const streams = [
      ...Array.from({ length: 3 }, () =>
        postStream("contact", server.base, slug, run, contact, () => streaming),
      ),
      ...Array.from({ length: 3 }, () =>
        postStream("portal", server.base, slug, run, portal, () => streaming),
      ),
      pollHealth(server.base, health, () => streaming),
    ];
    const acked = () => contact.acked.size + portal.acked.size;
    let recovered = true;
    for (const mode of ["fast", "immediate"]) {
      const before = acked();
      await waitFor(() => acked() >= before + 50, 30_000);
      cluster.stop(mode);
      await sleep(OUTAGE_MS);
      cluster.start();
      const after = acked();
      recovered &&= await waitFor(() => acked() >= after + 20);
    }
    streaming = false;
    await Promise.all(streams);
    const alive = server.child.exitCode === null && server.child.signalCode === null;

    const stored = await storedKeys(cluster.superUrl, run);
    const storedSet = new Set(stored);
    const lost = [...contact.acked, ...portal.acked].filter((key) => !storedSet.has(key)).length;
    const unavailable = contact.unavailable + portal.unavailable;
    const inFrench = contact.unavailableInFrench + portal.unavailableInFrench;
    const other = [...contact.other, ...portal.other];
    const errors = contact.errors + portal.errors;
    const healthRuns = health.join(" ");
    const ok =
      alive &&
      recovered &&
      lost === 0 &&
      stored.length === storedSet.size &&
      unavailable > 0 &&
      inFrench === unavailable &&
      other.length === 0 &&
      errors === 0 &&
      /200 503 .*200 503 .*200$/.test(healthRuns);
    return {
      ok,
      row: {
        posts: acked() + unavailable + other.length + errors,
        acknowledged: acked(),
        rows: stored.length,
        "lost acknowledged": lost,
        "503 (French)": `${unavailable} (${inFrench})`,
        other: other.length ? [...new Set(other)].join(" ") : 0,
        "connection errors": errors,
        "server up": alive ? "yes" : "NO",
        "/healthz": healthRuns,
      },
    };
  } finally {
    await server.dispose();
    cluster.dispose();
  }
}
