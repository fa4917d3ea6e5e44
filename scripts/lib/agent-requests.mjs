// What the agent benches send (inventory-agent-bench.mjs, floor-bench.mjs): the token made on the
// inventory's settings page, GLPI Agent inventories as the agent compresses them, a load of them.
import { deflateSync } from "node:zlib";
import autocannon from "autocannon";

/** Creates the token through the settings page's form (no JavaScript: the page shows it once). */
export async function createToken(base, cookie) {
  const response = await fetch(`${base}/dashboard/inventory-management/parametres`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: base, cookie },
    body: new URLSearchParams({ intent: "token-create" }),
  });
  const html = await response.text();
  const token = /id="agent-jeton"[^>]*value="([^"]+)"/.exec(html)?.[1];
  if (!token) throw new Error(`agent bench token: ${response.status}`);
  return token;
}

/**
 * The inventory of machine `m`, as GLPI Agent compresses it (zlib), with 60 installed programs;
 * the warm-up's machines are apart (`prefix`: their own serials and hardware UUIDs).
 */
export function agentBody(m, round, { prefix = "BANC", same = false } = {}) {
  return deflateSync(
    JSON.stringify({
      action: "inventory",
      deviceid: `PC-BANC-${m}-2026-11-24`,
      itemtype: "Computer",
      content: {
        versionclient: "GLPI-Agent_v1.11",
        bios: {
          ssn: `${prefix}${String(m).padStart(6, "0")}`,
          smanufacturer: "HP",
          smodel: "EliteBook 840 G9",
        },
        hardware: {
          name: `PC-BANC-${m}`,
          uuid: `00000000-0000-4000-${prefix === "BANC" ? 8 : 9}000-${String(m).padStart(12, "0")}`,
          chassis_type: m % 10 === 0 ? "Desktop" : "Notebook",
        },
        softwares: Array.from({ length: 60 }, (_, i) => ({
          name: `Logiciel ${i}`,
          publisher: "Éditeur",
          version: `${1 + (same ? 0 : round % 3)}.${i}`,
        })),
      },
    }),
  );
}

export const authorizationOf = (token) =>
  `Basic ${Buffer.from(`agent:${token}`).toString("base64")}`;

/**
 * `amount` submissions at 20 connections over `machines` machines (round after round), each
 * machine's serial made of `prefix` (another prefix: other machines).
 */
export function agentLoad(base, token, { amount, machines, same = false, prefix = "BANC" }) {
  let i = 0;
  const authorization = authorizationOf(token);
  return autocannon({
    url: base,
    connections: 20,
    amount,
    requests: [
      {
        method: "POST",
        path: "/api/inventory/agent",
        setupRequest: (req) => {
          const n = i++;
          return {
            ...req,
            headers: { "content-type": "application/x-compress-zlib", authorization },
            body: agentBody(n % machines, Math.floor(n / machines), { prefix, same }),
          };
        },
      },
    ],
  });
}
