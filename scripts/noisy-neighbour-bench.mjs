// Part of `npm run bench` (BENCH_NOISY=0 skips it): the noisy neighbour. For each database (the
// embedded one; PostgreSQL too with BENCH_DATABASE_URL, as the non-superuser owner), a production
// server, two workspaces signed up over HTTP: a quiet one whose portal takes posts, and a noisy one
// that floods the heavy inputs. Three probes measure, one request at a time every 50 ms: GET
// /healthz, GET / and a portal post of the quiet workspace, first alone (BENCH_NOISY_SECONDS, 10),
// then while the noisy workspace sends, BENCH_NOISY_FLOODERS (1) at a time, each heavy input: an
// agent submission of 10 KB of zlib inflating to a 10 MB nested array, a 480 kB HTML mail on the
// inbound e-mail endpoint, an anonymous GET of a 7,000-segment path, a 50,000-row CSV upload with its preview, then the import of a
// 20,000-row CSV (measured for as long as it runs; BENCH_NOISY_ONLY=csv,import keeps only the
// floods named so). Prints each probe's p50, p99 and worst time,
// and the ratio of its p99 to the same probe's p99 alone (the quality bar's target: ≤ 3×), with the
// flood's answers by status. Asserts nothing. Decision 0075.
import { deflateSync } from "node:zlib";
import { benchClientIp, signUpOwner } from "./lib/bench-requests.mjs";
import { startServer } from "./lib/server.mjs";

const SECONDS = Number(process.env.BENCH_NOISY_SECONDS ?? 10);
/** BENCH_NOISY_ONLY=csv,import: only the floods whose name starts with one of these (and alone). */
const ONLY = process.env.BENCH_NOISY_ONLY?.split(",").filter(Boolean) ?? [];
const wanted = (name) =>
  ONLY.length === 0 || ONLY.some((only) => name.toLowerCase().startsWith(only));
const FLOODERS = Number(process.env.BENCH_NOISY_FLOODERS ?? 1);
const IMPORT = "/dashboard/inventory-management/import";
const run = Date.now();
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function formPost(base, path, cookie, fields) {
  const response = await fetch(`${base}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: base, cookie },
    body: new URLSearchParams(fields),
  });
  return { response, html: await response.text() };
}

async function agentToken(base, cookie) {
  const { html } = await formPost(base, "/dashboard/inventory-management/parametres", cookie, {
    intent: "token-create",
  });
  const token = /id="agent-jeton"[^>]*value="([^"]+)"/.exec(html)?.[1];
  if (!token) throw new Error("noisy bench: no agent token");
  return token;
}

async function inboundSecret(base, cookie) {
  const { html } = await formPost(base, "/dashboard/helpdesk/parametres", cookie, {
    intent: "inbound-generate",
  });
  const secret = /id="email-entrant-secret"[^>]*value="([^"]+)"/.exec(html)?.[1];
  if (!secret) throw new Error("noisy bench: no inbound secret");
  return secret;
}

async function portalSlug(base, cookie) {
  const html = await (await fetch(`${base}/dashboard/helpdesk`, { headers: { cookie } })).text();
  const slug = /portail\/([a-z0-9-]+)/.exec(html)?.[1];
  if (!slug) throw new Error("noisy bench: no portal link");
  return slug;
}

/** A CSV of `rows` assets with their own serials (`prefix`), as the import bench writes it. */
function csv(rows, prefix) {
  const lines = ["Nom;Type;Numéro de série;Statut;Fabricant;Modèle;Notes"];
  for (let i = 1; i <= rows; i++) {
    lines.push(
      `Équipement ${i};Portable;SN-${prefix}-${i};En service;Dell;Latitude 5440;"Bureau ${i % 40}"`,
    );
  }
  return Buffer.from(lines.join("\r\n") + "\r\n");
}

/** Uploads a CSV (which reads it all) and opens its preview (the dry run); the preview's path. */
async function uploadAndPreview(base, cookie, file) {
  const form = new FormData();
  form.set("fichier", new File([file], "voisin.csv", { type: "text/csv" }));
  const response = await fetch(`${base}${IMPORT}`, {
    method: "POST",
    body: form,
    headers: { cookie, origin: base },
    redirect: "manual",
  });
  await response.arrayBuffer();
  const page = response.headers.get("location");
  if (response.status !== 303 || !page) return { status: response.status, page: null };
  const preview = await fetch(`${base}${page}`, { headers: { cookie } });
  await preview.arrayBuffer();
  return { status: preview.status, page };
}

/** A 480 kB HTML mail, as a mail client sends a long newsletter-like message. */
function htmlMail(n) {
  const paragraph = "<p>Bonjour, <b>le serveur</b> ne répond plus depuis ce matin.</p>\n";
  const html = `<html><body>${paragraph.repeat(Math.ceil(480_000 / paragraph.length))}</body></html>`;
  return Buffer.from(
    [
      `From: Voisin Bruyant <voisin-${n}@exemple.gn>`,
      "To: support@exemple.gn",
      `Subject: Message lourd n°${n}`,
      `Message-ID: <voisin-${run}-${n}@exemple.gn>`,
      "MIME-Version: 1.0",
      "Content-Type: text/html; charset=utf-8",
      "Content-Transfer-Encoding: 8bit",
      "",
      html,
    ].join("\r\n"),
  );
}

const NESTED = deflateSync(Buffer.from("[".repeat(5_000_000) + "]".repeat(5_000_000)));

/** One probe: a request every 50 ms until `until()` says stop; the times in ms. */
async function probe(until, send) {
  const times = [];
  let failed = 0;
  for (let i = 0; !until(); i++) {
    const start = performance.now();
    try {
      await (await send(i)).arrayBuffer();
      times.push(performance.now() - start);
    } catch {
      failed++; // the server closed the connection or is gone
    }
    await sleep(50);
  }
  return { times, failed };
}

const quantile = (sorted, q) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * q) - 1)];

function probes(base, slug, until) {
  let post = 0;
  return Promise.all([
    probe(until, () => fetch(`${base}/healthz`)),
    probe(until, () => fetch(`${base}/`)),
    probe(until, () =>
      fetch(`${base}/portail/${slug}`, {
        method: "POST",
        redirect: "manual",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          origin: base,
          "x-bench-client-ip": benchClientIp(200_000 + post),
        },
        body: new URLSearchParams({
          name: "Client tranquille",
          email: `tranquille-${post}@exemple.gn`,
          subject: `Demande n°${post}`,
          description: "L'imprimante du bureau ne répond plus.",
          idempotencyKey: `noisy-${run}-${post++}`,
        }).toString(),
      }),
    ),
  ]);
}

/** Probes while `flood` runs FLOODERS loops of `send` for SECONDS (or `once` until it ends). */
async function phase(base, slug, { send, once }) {
  const statuses = {};
  const count = (status) => (statuses[status] = (statuses[status] ?? 0) + 1);
  let done = false;
  const end = Date.now() + SECONDS * 1000;
  const flood = once
    ? once().then(count, () => count("error"))
    : send
      ? Promise.all(
          Array.from({ length: FLOODERS }, async (_, f) => {
            for (let i = 0; Date.now() < end; i++) {
              count(await send(f * 1_000_000 + i).catch(() => "error"));
            }
          }),
        )
      : sleep(SECONDS * 1000);
  const finished = flood.then(() => (done = true));
  const timed = await probes(base, slug, () => done && Date.now() >= end);
  await finished;
  return { timed, statuses };
}

async function measure(label, databaseUrl) {
  const env = {
    TRUST_PROXY: "x-bench-client-ip",
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
  const server = await startServer({ env });
  const { base } = server;
  try {
    const quiet = await signUpOwner(base, {
      ip: "10.254.0.1",
      prefix: `calme-${run}`,
      log: server.output,
    });
    const noisy = await signUpOwner(base, {
      ip: "10.254.0.2",
      prefix: `bruyant-${run}`,
      log: server.output,
    });
    const slug = await portalSlug(base, quiet);
    const token = await agentToken(base, noisy);
    const secret = await inboundSecret(base, noisy);
    const noisySlug = await portalSlug(base, noisy);
    const agentAuth = `Basic ${Buffer.from(`agent:${token}`).toString("base64")}`;
    // Warm the routes once, unmeasured.
    await phase(base, slug, { once: async () => 200 });

    const phases = [
      ["alone", {}],
      [
        "agent: 10 KB zlib → 10 MB nested array",
        {
          send: async () => {
            const response = await fetch(`${base}/api/inventory/agent`, {
              method: "POST",
              headers: { "content-type": "application/x-compress-zlib", authorization: agentAuth },
              body: NESTED,
            });
            await response.arrayBuffer();
            return response.status;
          },
        },
      ],
      [
        "inbound: 480 kB HTML mail",
        {
          send: async (n) => {
            const response = await fetch(`${base}/api/helpdesk/inbound/${noisySlug}`, {
              method: "POST",
              headers: { "content-type": "message/rfc822", authorization: `Bearer ${secret}` },
              body: htmlMail(n),
            });
            await response.arrayBuffer();
            return response.status;
          },
        },
      ],
      [
        // Anonymous: no workspace needed. Rendered, one such GET held the loop 2.6 s (0142).
        "anonymous: GET of a 7,000-segment path",
        {
          send: async () => {
            const response = await fetch(`${base}/${"a/".repeat(7_000)}a`);
            await response.arrayBuffer();
            return response.status;
          },
        },
      ],
      [
        "CSV: 50,000-row upload + preview",
        {
          send: async (n) =>
            (await uploadAndPreview(base, noisy, csv(50_000, `U${run}-${n}`))).status,
        },
      ],
    ];
    const results = [];
    let alone = null;
    const record = (name, { timed, statuses }) => {
      const names = ["/healthz", "/", "portal post"];
      timed.forEach(({ times, failed }, i) => {
        const sorted = [...times].sort((a, b) => a - b);
        const p99 = quantile(sorted, 0.99);
        if (name === "alone") (alone ??= [])[i] = p99;
        results.push({
          database: label,
          flood: name,
          probe: names[i],
          n: sorted.length,
          failed,
          "p50 ms": quantile(sorted, 0.5)?.toFixed(1),
          "p99 ms": p99?.toFixed(1),
          "max ms": sorted.at(-1)?.toFixed(1),
          "p99 / alone": name === "alone" ? "1.0" : (p99 / alone[i]).toFixed(1),
          "flood answers": i === 0 ? JSON.stringify(statuses) : "",
        });
      });
    };
    for (const [name, flood] of phases) {
      if (name === "alone" || wanted(name)) record(name, await phase(base, slug, flood));
    }
    if (!wanted("import")) return results;
    // The import: its upload and preview first (unmeasured), then the probes while it runs.
    const prepared = await uploadAndPreview(base, noisy, csv(20_000, `I${run}`)).catch(() => ({
      status: "error",
      page: null,
    }));
    if (!prepared.page) {
      console.error(`noisy bench (${label}): import upload ${prepared.status}`);
      return results;
    }
    record(
      "import of 20,000 rows",
      await phase(base, slug, {
        once: async () => {
          const { response } = await formPost(base, prepared.page, noisy, {
            intent: "import",
            mode: "all",
          });
          return response.status;
        },
      }),
    );
    return results;
  } finally {
    await server.stop();
  }
}

const results = await measure("PGlite", undefined);
if (process.env.BENCH_DATABASE_URL) {
  results.push(...(await measure("PostgreSQL", process.env.BENCH_DATABASE_URL)));
}
console.log(
  `\nNoisy neighbour: probes one request at a time every 50 ms, ${SECONDS} s a phase, ` +
    `${FLOODERS} flooding connections from another workspace (target: p99 ≤ 3× alone)`,
);
console.table(results);
