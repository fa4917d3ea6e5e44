// Part of `npm run bench` (run with `node --import tsx`): the inventory's CSV import at 10,000 rows.
// For each database (the embedded one; PostgreSQL too with BENCH_DATABASE_URL, a throwaway
// database: it is migrated and filled), a production server with an owner signed up over HTTP; a
// generated file as Excel in French saves it (French headers, `;`, Windows-1252) is uploaded,
// previewed (every row checked) and imported (all or nothing) over HTTP. Prints the time of each
// step and the server's memory: RSS before the upload, the highest RSS seen during each step
// (sampled every 20 ms from /proc/<pid>/status) and after the import.
// Asserts nothing. Switches: BENCH_IMPORT_ROWS=10000.
import iconv from "iconv-lite";
import { rssOf, signUpOwner, timed } from "./lib/bench-requests.mjs";
import { startServer } from "./lib/server.mjs";

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 10_000);
const IMPORT = "/dashboard/inventory-management/import";

const TYPES = ["Portable", "Poste de travail", "Serveur", "Imprimante", "Téléphone", "Autre"];
const STATUSES = ["En stock", "En service", "En service", "En réparation", "Retiré"];
const MAKERS = [
  ["Dell", "Latitude 5440"],
  ["HP", "EliteBook 840"],
  ["Lenovo", "ThinkPad T14"],
  ["Canon", "i-SENSYS MF445"],
];

/** The file: French headers, `;`, quoted notes, Windows-1252 (é, è, €). */
function benchCsv(rows) {
  const lines = [
    "Nom;Type;Numéro de série;Statut;Fabricant;Modèle;Date d'achat;Prix;Devise;Fin de garantie;Notes",
  ];
  for (let i = 1; i <= rows; i++) {
    const [maker, model] = MAKERS[i % MAKERS.length];
    const day = String(1 + (i % 28)).padStart(2, "0");
    lines.push(
      [
        `Équipement n°${i}`,
        TYPES[i % TYPES.length],
        `SN-BANC-${String(i).padStart(6, "0")}`,
        STATUSES[i % STATUSES.length],
        maker,
        model,
        `${day}/03/2025`,
        i % 2 ? "1 250 000" : "899,90",
        i % 2 ? "GNF" : "EUR",
        `${day}/03/2028`,
        `"Bureau ${1 + (i % 40)} ; étage ${i % 5}"`,
      ].join(";"),
    );
  }
  return iconv.encode(lines.join("\r\n") + "\r\n", "win1252");
}

async function measure(label, databaseUrl) {
  const env = {
    TRUST_PROXY: "x-bench-client-ip",
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
  const server = await startServer({ env });
  const { base } = server;
  try {
    const cookie = await signUpOwner(base, {
      ip: "10.252.0.1",
      prefix: "banc-import",
      log: server.output,
    });
    const headers = { cookie, origin: base };
    const file = benchCsv(ROWS);
    // Warm the pages once (route modules, first queries), then read the memory.
    await (await fetch(`${base}${IMPORT}`, { headers })).arrayBuffer();
    const pid = server.child.pid;
    const before = rssOf(pid);
    const upload = await timed("upload", pid, async () => {
      const form = new FormData();
      form.set("fichier", new File([file], "parc-banc.csv", { type: "text/csv" }));
      const response = await fetch(`${base}${IMPORT}`, {
        method: "POST",
        body: form,
        headers,
        redirect: "manual",
      });
      await response.arrayBuffer();
      if (response.status !== 303) throw new Error(`upload: ${response.status}`);
      return response.headers.get("location");
    });
    const page = upload.result;
    const preview = await timed("preview (dry run)", pid, async () => {
      const response = await fetch(`${base}${page}`, { headers });
      const html = await response.text();
      if (response.status !== 200) throw new Error(`preview: ${response.status}`);
      return /data-testid="import-errors"/.test(html) ? "errors" : "clean";
    });
    const imported = await timed("import", pid, async () => {
      const response = await fetch(`${base}${page}`, {
        method: "POST",
        headers: { ...headers, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ intent: "import", mode: "all" }),
        redirect: "manual",
      });
      await response.arrayBuffer();
      if (response.status !== 303) throw new Error(`import: ${response.status}`);
      const result = await (await fetch(`${base}${page}`, { headers })).text();
      return /data-testid="import-result"/.test(result) ? "imported" : "not imported";
    });
    const after = rssOf(pid);
    return [upload, preview, imported].map((step) => ({
      database: label,
      rows: ROWS,
      step: step.what,
      "time s": (step.ms / 1000).toFixed(2),
      outcome: step.what === "upload" ? `${(file.length / 1024).toFixed(0)} KiB` : step.result,
      "RSS before MB": before.toFixed(0),
      "highest RSS MB": step.highest.toFixed(0),
      "growth MB": (step.highest - before).toFixed(0),
      "RSS after all MB": after.toFixed(0),
    }));
  } finally {
    await server.stop();
  }
}

const results = [...(await measure("PGlite", undefined))];
if (process.env.BENCH_DATABASE_URL) {
  results.push(...(await measure("PostgreSQL", process.env.BENCH_DATABASE_URL)));
}
console.log(`\nInventory CSV import (${ROWS} rows, French headers, ';', Windows-1252, over HTTP)`);
console.table(results);
