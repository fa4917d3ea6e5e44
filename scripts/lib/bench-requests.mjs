// What the benches share: an owner signed up over HTTP (on a server that trusts
// `x-bench-client-ip`, one client IP per script for the rate limits), and the server time of a series of signed-in requests.

import autocannon from "autocannon";

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

/** A new account (a unique address), owner of its workspace, signed up from `ip`; its cookie. */
export async function signUpOwner(base, { ip, prefix = "banc" }) {
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
      email: `${prefix}-${Date.now()}@exemple.gn`,
      password: "une phrase de passe pour le banc",
    }),
  });
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  if (response.status !== 302 || !cookie) throw new Error(`${prefix} sign-up: ${response.status}`);
  return cookie;
}

/**
 * `count` requests of `paths(i)` one after the other; median and p95 in ms. `absent`: a page
 * that answers 404 (not built yet) is reported 'absent' instead of failing; `warm`: unmeasured
 * requests first.
 */
export async function timeRequests(base, cookie, paths, { count, warm = 0, absent = false }) {
  for (let i = 0; i < warm; i++) {
    await (await fetch(base + paths(i), { headers: { cookie } })).arrayBuffer();
  }
  const ms = [];
  for (let i = 0; i < count; i++) {
    const url = base + paths(i);
    const start = performance.now();
    const response = await fetch(url, { headers: { cookie } });
    await response.arrayBuffer();
    ms.push(performance.now() - start);
    if (absent && response.status === 404 && i === 0) {
      return { "median ms": "absent", "p95 ms": "absent" };
    }
    if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
  }
  return { "median ms": percentile(ms, 50).toFixed(1), "p95 ms": percentile(ms, 95).toFixed(1) };
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
              "x-bench-client-ip": `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
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
