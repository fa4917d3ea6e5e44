import { z } from "zod";

// The parts of a GLPI Agent submission the inventory uses, as the published JSON schema of the
// inventory format describes them (glpi-project/inventory_format, inventory.schema.json: top-level
// `deviceid` and `content` required; `content.bios`, `content.hardware`, `content.softwares[]`).
// The agent's protocol wraps it in `{"action": "inventory", ...}` after a first
// `{"action": "contact", ...}`; the legacy XML protocol is read into the same shape
// (app/server/inventory/agent/agent-xml.server.ts). Every other part of the document is ignored (and
// not stored).

const text = (max: number) => z.string().max(max);
const optionalText = (max: number) => text(max).optional();

const bios = z.object({
  /** System serial number: the first key an asset is matched by. */
  ssn: optionalText(200),
  smanufacturer: optionalText(200),
  smodel: optionalText(200),
  mmanufacturer: optionalText(200),
  mmodel: optionalText(200),
});

const hardware = z.object({
  name: optionalText(200),
  /** SMBIOS UUID: the second key, when there is no usable serial. */
  uuid: optionalText(200),
  /** 'Notebook', 'Laptop', 'Desktop', 'Server'… (free text in the schema). */
  chassis_type: optionalText(200),
  vmsystem: optionalText(200),
  /** The legacy XML's operating system ('Debian GNU/Linux 12 (bookworm)'). */
  osname: optionalText(200),
});

const operatingSystem = z.object({
  /** 'Microsoft Windows 11 Professionnel', 'Debian GNU/Linux 12 (bookworm)'. */
  full_name: optionalText(200),
  name: optionalText(200),
  version: optionalText(200),
});

const software = z.object({
  name: optionalText(10_000),
  publisher: optionalText(10_000),
  version: optionalText(10_000),
});

export const agentContactSchema = z.object({
  action: z.literal("contact"),
  deviceid: text(400),
  /** The tasks the agent runs ('inventory', 'netdiscovery', 'deploy'…). */
  "enabled-tasks": z.array(text(100)).max(50).optional(),
});

export type AgentContact = z.output<typeof agentContactSchema>;

export const agentInventorySchema = z.object({
  action: z.literal("inventory").optional(),
  deviceid: text(400).min(1),
  /** 'Computer' (the default), 'Phone', 'Printer', 'NetworkEquipment'… */
  itemtype: optionalText(100),
  partial: z.boolean().optional(),
  content: z.object({
    versionclient: optionalText(200),
    bios: bios.optional(),
    hardware: hardware.optional(),
    operatingsystem: operatingSystem.optional(),
    softwares: z.array(software).max(50_000).optional(),
  }),
});

export type AgentInventory = z.output<typeof agentInventorySchema>;

/** 'content.bios.ssn' for the first issue of a refused document. */
export const agentIssuePath = (error: z.ZodError) =>
  error.issues[0]?.path.map(String).join(".") || "document";
