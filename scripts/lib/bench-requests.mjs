// What the benches share: an owner signed up over HTTP (on a server that trusts
// `x-bench-client-ip`, one client IP per script for the rate limits), and the server time of a series of signed-in requests.

import { readFileSync } from "node:fs";
import http from "node:http";
import { createGunzip } from "node:zlib";
import autocannon from "autocannon";

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

/** The client address of a load's `n`th request (`x-bench-client-ip`): one per request, so that per-client rate limits apply as in life. */
export const benchClientIp = (n) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

/**
 * A new account (a unique address), owner of its workspace, signed up from `ip` and confirmed by
 * the link its server logged (`log`: the server's output; no SMTP on a bench server, decision
 * 0097): one request more than the sign-up. Its session cookie.
 */
export async function signUpOwner(base, { ip, prefix = "banc", log }) {
  const email = `${prefix}-${Date.now()}@exemple.gn`;
  const response = await fetch(`${base}/inscription`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin: base,
      "x-bench-client-ip": ip,
    },
    body: new URLSearchParams({
      fullName: "Aïssatou Diallo",
      email,
      password: "une phrase de passe pour le banc",
    }),
  });
  if (response.status !== 302) throw new Error(`${prefix} sign-up: ${response.status}`);
  const link = await loggedLink(log, `E-mail confirmation link for ${email} `);
  const confirmed = await fetch(link, {
    redirect: "manual",
    headers: { "x-bench-client-ip": ip },
  });
  const cookie = confirmed.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  if (confirmed.status !== 302 || !cookie) {
    throw new Error(`${prefix} confirmation: ${confirmed.status}`);
  }
  return cookie;
}

/** The link of the first line of `log()` that starts with `prefix`, once it is there (10 s). */
async function loggedLink(log, prefix) {
  for (let waited = 0; waited < 10_000; waited += 50) {
    const line = log()
      .split("\n")
      .find((l) => l.startsWith(prefix));
    if (line) return line.slice(line.lastIndexOf(" ") + 1);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no "${prefix.trim()}" in the server's log`);
}

/** A GET over `agent` (one kept-alive connection); resolves with its status and time in ms. */
function timedGet(url, cookie, agent) {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    http
      .get(url, { agent, headers: { cookie } }, (response) => {
        response.resume();
        response.on("end", () => resolve([response.statusCode, performance.now() - start]));
        response.on("error", reject);
      })
      .on("error", reject);
  });
}

/**
 * `count` requests of `paths(i)` one after the other; median and p95 in ms. `absent`: a page
 * that answers 404 (not built yet) is reported 'absent' instead of failing; `warm`: unmeasured
 * requests first. The client is Node's own HTTP over one kept-alive connection, as a browser
 * holds one: `fetch` costs the client ~8 ms a request (its streams and header objects) and its
 * garbage collection, which showed up as a server tail that was not the server's.
 */
export async function timeRequests(base, cookie, paths, { count, warm = 0, absent = false }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    for (let i = 0; i < warm; i++) await timedGet(base + paths(i), cookie, agent);
    const ms = [];
    for (let i = 0; i < count; i++) {
      const url = base + paths(i);
      const [status, time] = await timedGet(url, cookie, agent);
      ms.push(time);
      if (absent && status === 404 && i === 0) {
        return { "median ms": "absent", "p95 ms": "absent" };
      }
      if (status !== 200) throw new Error(`${url}: ${status}`);
    }
    return { "median ms": percentile(ms, 50).toFixed(1), "p95 ms": percentile(ms, 95).toFixed(1) };
  } finally {
    agent.destroy();
  }
}

/**
 * `amount` requester-portal posts to `/portail/{slug}` at `connections`, each from its own client
 * address (so the rate limit is per client, as in life). Posts are numbered from `first` (a
 * measured load after a warm-up goes on with its numbering); their subjects are 'Demande du
 * portail n°N', followed by `tag` when given.
 */
export function portalPosts(base, slug, { amount, connections = 20, first = 0, tag = "" }) {
  const run = Date.now();
  let i = first;
  return autocannon({
    url: base,
    connections,
    amount,
    requests: [
      {
        method: "POST",
        path: `/portail/${slug}`,
        setupRequest: (req) => {
          const n = i++;
          return {
            ...req,
            headers: {
              "content-type": "application/x-www-form-urlencoded",
              origin: base,
              "x-bench-client-ip": benchClientIp(n),
            },
            body: new URLSearchParams({
              name: `Demandeur ${n}`,
              email: `portail-${n}@exemple.gn`,
              subject: `Demande du portail n°${n}${tag}`,
              description: "La connexion Internet coupe plusieurs fois par heure.",
              idempotencyKey: `bench-${run}-${n}`,
            }).toString(),
          };
        },
      },
    ],
  });
}

/** Resident memory of a process, in MB (Linux: /proc). */
export function rssOf(pid) {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

/** Runs a step while sampling the server's RSS every 20 ms: its time and the highest RSS seen. */
export async function timed(what, pid, fn) {
  let highest = rssOf(pid);
  const sampler = setInterval(() => (highest = Math.max(highest, rssOf(pid))), 20);
  const start = performance.now();
  try {
    const result = await fn();
    return { what, ms: performance.now() - start, result, highest: Math.max(highest, rssOf(pid)) };
  } finally {
    clearInterval(sampler);
  }
}

/**
 * A signed-in GET read to the end as a browser reads it (gzip asked for, then inflated): the bytes
 * sent, the file's bytes and its lines.
 */
function download(url, cookie) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { cookie, "accept-encoding": "gzip" } }, (response) => {
        if (response.statusCode !== 200) {
          response.resume();
          return reject(new Error(`${url}: ${response.statusCode}`));
        }
        let sent = 0;
        let bytes = 0;
        let lines = 0;
        response.on("data", (chunk) => (sent += chunk.length));
        const gzipped = response.headers["content-encoding"] === "gzip";
        const file = gzipped ? response.pipe(createGunzip()) : response;
        file.on("data", (chunk) => {
          bytes += chunk.length;
          for (const byte of chunk) if (byte === 10) lines++;
        });
        file.on("end", () => resolve({ sent, bytes, lines }));
        file.on("error", reject);
        response.on("error", reject);
      })
      .on("error", reject);
  });
}

/**
 * One signed-in download of `path` (a CSV export), read to the end as a browser would: its time,
 * size, rows, and how far the server's resident memory (process `pid`) rose above where it was
 * before the request.
 */
export async function timedDownload(base, cookie, path, pid) {
  const before = rssOf(pid);
  const step = await timed(path, pid, () => download(base + path, cookie));
  return {
    seconds: (step.ms / 1000).toFixed(2),
    rows: step.result.lines - 1,
    MB: (step.result.bytes / 1024 / 1024).toFixed(1),
    "MB sent (gzip)": (step.result.sent / 1024 / 1024).toFixed(1),
    "server memory growth MB": Math.round(step.highest - before),
  };
}
