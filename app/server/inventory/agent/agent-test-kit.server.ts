import { gzipSync, deflateSync } from "node:zlib";
import type { Db } from "~/server/db/client.server";
import type { TestPerson } from "~/server/workspaces/workspace-test-fixtures.server";
import { agentAction } from "./agent-endpoint.server";
import { createAgentToken } from "./agent-token.server";
import { runInventory } from "../inventory-test-kit.server";

// Inventory documents in GLPI Agent's JSON format, written for the tests (the parts the inventory
// reads, plus a few it ignores), and a submission to the endpoint as an agent would send it.

interface Machine {
  deviceid?: string;
  serial?: string;
  uuid?: string;
  name?: string;
  chassis?: string;
  softwares?: { name: string; publisher?: string; version?: string }[];
}

export function inventoryDocument(machine: Machine) {
  return {
    action: "inventory",
    deviceid: machine.deviceid ?? `${machine.name ?? "poste"}-2026-11-24-09-00-00`,
    itemtype: "Computer",
    content: {
      versionclient: "GLPI-Agent_v1.11",
      bios: {
        ssn: machine.serial,
        smanufacturer: "Dell Inc.",
        smodel: "Latitude 5440",
        bversion: "1.12.0",
      },
      hardware: {
        name: machine.name ?? "PC-COMPTA-01",
        uuid: machine.uuid,
        chassis_type: machine.chassis ?? "Notebook",
        memory: 16_000,
      },
      operatingsystem: { name: "Windows 11 Professionnel", version: "23H2" },
      softwares: machine.softwares ?? [
        {
          name: "Microsoft Office Professionnel Plus 2021",
          publisher: "Microsoft",
          version: "16.0",
        },
        { name: "Mozilla Firefox", publisher: "Mozilla", version: "132.0" },
      ],
    },
  };
}

type Encoding = "json" | "zlib" | "gzip";

const TYPES: Record<Encoding, string> = {
  json: "application/json",
  zlib: "application/x-compress-zlib",
  gzip: "application/x-compress-gzip",
};

export function encodeBody(document: unknown, encoding: Encoding = "zlib"): Buffer {
  const text = Buffer.from(typeof document === "string" ? document : JSON.stringify(document));
  return encoding === "zlib" ? deflateSync(text) : encoding === "gzip" ? gzipSync(text) : text;
}

/** A POST as GLPI Agent sends it: Basic credentials with the token as password. */
export function agentRequest(
  token: string | null,
  body: Buffer | string,
  contentType: string = TYPES.zlib,
): Request {
  const headers: Record<string, string> = { "Content-Type": contentType };
  if (token) headers.Authorization = `Basic ${Buffer.from(`agent:${token}`).toString("base64")}`;
  return new Request("http://127.0.0.1/api/inventory/agent", {
    method: "POST",
    headers,
    body: typeof body === "string" ? body : new Uint8Array(body),
  });
}

export const submit = (
  db: Db,
  token: string | null,
  machine: Machine,
  encoding: Encoding = "zlib",
) =>
  agentAction(
    agentRequest(token, encodeBody(inventoryDocument(machine), encoding), TYPES[encoding]),
    db,
  );

export const tokenFor = (db: Db, org: string, person: TestPerson) =>
  runInventory(db, org, person, (ctx) => createAgentToken(ctx, org));
