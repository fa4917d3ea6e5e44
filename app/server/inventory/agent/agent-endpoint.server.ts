import { sql } from "drizzle-orm";
import { AGENT_LIMITS, AGENT_PROTOCOL, AGENT_REALM, agentErrors } from "~/content/inventory-agent";
import {
  agentContactSchema,
  agentInventorySchema,
  agentIssuePath,
  type AgentContact,
} from "~/contracts/inventory-agent-schema";
import { describeDbError, getDb, isUniqueViolation, type Db } from "~/server/db/client.server";
import { ParseUnavailableError } from "~/server/platform/parse-pool.server";
import { TenantBusyError } from "~/server/platform/tenant-slots.server";
import { authOrganization, rateLimit } from "~/server/db/schema.server";
import { credentialSecret } from "~/server/http/credentials.server";
import { isReadOnly } from "~/server/workspaces/active.server";
import { inTenant } from "~/server/workspaces/in-tenant.server";
import { WorkspaceError } from "~/server/workspaces/tenant.server";
import { readAgentMessage } from "./agent-body.server";
import {
  agentActor,
  agentIdentity,
  agentLockKey,
  applyAgentInventory,
} from "./agent-inventory.server";
import { agentTokenMatches, storedAgentTokenHash, tokenWorkspace } from "./agent-token.server";
import { AgentXmlError, xmlReply } from "./agent-xml.server";
import type { PostedRequest } from "~/server/http/posted-request.server";

// POST /api/inventory/agent: the inventory protocols of the agents customers run ('découverte via
// agent'), as GLPI speaks them (decision 0072):
// - GLPI Agent's JSON protocol: `{"action":"contact"}` (answered with the tasks this server runs,
//   `inventory` as `{"server":"glpi"}`, so the agent skips the legacy PROLOG next time), then
//   `{"action":"inventory","deviceid":…,"content":…}`;
// - the legacy XML protocol of FusionInventory and OCS agents: a PROLOG (answered
//   `<REPLY><PROLOG_FREQ>24</PROLOG_FREQ><RESPONSE>SEND</RESPONSE></REPLY>`), then the INVENTORY;
//   GLPI Agent opens with that PROLOG too when it does not know the server yet, with its
//   `GLPI-Agent-ID` header: it gets the JSON answer that switches it to JSON.
// Bodies are zlib, gzip, deflate or plain. It authenticates the way agents can: HTTP Basic, the
// workspace token as password (after a 401 naming the realm, or at once when the server URL holds
// `user:token@`, which spares the agent sending its inventory three times), or `Authorization:
// Bearer <token>`. The token names its workspace; everything after runs in that workspace's tenant
// transaction, token checked first (constant time): an unknown or revoked token gets 401 and
// nothing is read. Refusals are the protocol's: `{"status":"error","message":…}` in JSON,
// `<REPLY><ERROR>…</ERROR></REPLY>` in XML.

type Format = "json" | "xml";

const NO_STORE = { "Cache-Control": "no-store" };

const json = (
  status: number,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
) => Response.json(body, { status, headers: { ...NO_STORE, ...headers } });

const xml = (
  status: number,
  fields: Record<string, string | number>,
  headers: Record<string, string> = {},
) =>
  new Response(xmlReply(fields), {
    status,
    headers: { ...NO_STORE, ...headers, "Content-Type": "application/xml; charset=utf-8" },
  });

const refusal = (
  status: number,
  message: string,
  headers?: Record<string, string>,
  format: Format = "json",
) =>
  format === "xml"
    ? xml(status, { ERROR: message }, headers)
    : json(status, { status: "error", message }, headers);

const unauthorized = () =>
  refusal(401, agentErrors.unauthorized, { "WWW-Authenticate": `Basic realm="${AGENT_REALM}"` });

/** The answer to a CONTACT: the inventory task is this server's; any other is disabled. */
function contactAnswer(contact: AgentContact) {
  const others = (contact["enabled-tasks"] ?? []).filter((task) => task !== "inventory");
  return {
    status: "ok",
    expiration: AGENT_PROTOCOL.expirationHours,
    tasks: { inventory: { server: "glpi", version: AGENT_PROTOCOL.serverVersion } },
    ...(others.length > 0
      ? { disabled: others, message: others.map(agentErrors.taskNotSupported).join(" ") }
      : {}),
  };
}

/**
 * Counts the submission in the token's one-minute window, and reads in the same statement whether
 * the workspace is read-only (answered after the body is read, as a refusal of what it holds).
 * The count is a guard, not a record: its commit does not wait for the disk (synchronous_commit
 * off for this statement's own transaction, set while it runs), so a submission costs one flush
 * of the log, its inventory's. A crash may forget the last counts; never an inventory.
 */
async function admission(db: Db, organizationId: string, now: Date) {
  const windowStart = new Date(Math.floor(now.getTime() / 60_000) * 60_000);
  const [row] = await admissionOf(db).execute({
    key: `agent:${organizationId}`,
    windowStart,
    organizationId,
  });
  return {
    withinRate: (row?.count ?? 0) <= AGENT_LIMITS.perMinute,
    readOnly: !row?.exists || isReadOnly(row.trialEndsAt as Date | null, now.getTime()),
  };
}

/** The admission's statement, built once per database (each submission only fills it in). */
const admissions = new WeakMap<Db, ReturnType<typeof buildAdmission>>();
const admissionOf = (db: Db) => {
  let built = admissions.get(db);
  if (!built) admissions.set(db, (built = buildAdmission(db)));
  return built;
};

function buildAdmission(db: Db) {
  const workspace = sql`from ${authOrganization} where ${authOrganization.id} = ${sql.placeholder("organizationId")}`;
  return db
    .insert(rateLimit)
    .values({
      key: sql.placeholder("key"),
      windowStart: sql.placeholder("windowStart"),
      count: 1,
    })
    .onConflictDoUpdate({
      target: [rateLimit.key, rateLimit.windowStart],
      set: { count: sql`${rateLimit.count} + 1` },
    })
    .returning({
      count: rateLimit.count,
      noWait: sql`set_config('synchronous_commit', 'off', true)`,
      exists: sql<boolean>`exists (select 1 ${workspace})`,
      trialEndsAt: sql`(select ${authOrganization.trialEndsAt} ${workspace})`.mapWith(
        authOrganization.trialEndsAt,
      ),
    })
    .prepare("agent_admission");
}

// Tokens found valid in the last seconds, by workspace: the check before the body is read costs
// no transaction for an agent sending in a burst. Only a match is kept; the transaction that
// writes checks the stored hash again, so a revoked token never writes anything.
const RECENT_MS = 10_000;
const recent = new Map<string, { hash: string; at: number }>();

async function tokenAccepted(db: Db, organizationId: string, token: string | null, now: Date) {
  const cached = recent.get(organizationId);
  if (cached && now.getTime() - cached.at < RECENT_MS && agentTokenMatches(token, cached.hash)) {
    return true;
  }
  const stored = await inTenant(db, organizationId, storedAgentTokenHash);
  if (!agentTokenMatches(token, stored)) return false;
  recent.set(organizationId, { hash: stored!, at: now.getTime() });
  return true;
}

export async function agentAction(
  request: PostedRequest,
  db: Db = getDb(),
  now: Date = new Date(),
): Promise<Response> {
  if (request.method !== "POST") return refusal(405, agentErrors.method, { Allow: "POST" });
  // GLPI Agent names itself with this header: it is answered in JSON, whatever it sent.
  let format: Format = "json";
  const glpiAgent = request.headers.has("GLPI-Agent-ID");
  try {
    const token = credentialSecret(request.headers.get("Authorization"));
    const organizationId = tokenWorkspace(token);
    if (!token || !organizationId) return unauthorized();
    if (!(await tokenAccepted(db, organizationId, token, now))) return unauthorized();
    const admitted = await admission(db, organizationId, now);
    if (!admitted.withinRate) {
      return refusal(429, agentErrors.rateLimited, { "Retry-After": "60" });
    }
    const message = await readAgentMessage(request, organizationId);
    if (message.xml && !glpiAgent) format = "xml";
    const document = message.document;
    const action = (document as { action?: unknown } | null)?.action;
    if (action === "prolog") {
      return format === "xml"
        ? xml(200, { PROLOG_FREQ: AGENT_PROTOCOL.expirationHours, RESPONSE: "SEND" })
        : json(200, { status: "ok", expiration: AGENT_PROTOCOL.expirationHours });
    }
    const contact = agentContactSchema.safeParse(document);
    if (contact.success) return json(200, contactAnswer(contact.data));
    if (action !== undefined && action !== "inventory") {
      return refusal(400, agentErrors.unsupported, {}, format);
    }
    const parsed = agentInventorySchema.safeParse(document);
    if (!parsed.success) {
      return refusal(400, agentErrors.invalid(agentIssuePath(parsed.error)), {}, format);
    }
    const doc = parsed.data;
    const identity = agentIdentity(doc);
    if (!identity.serial && !identity.hardwareUuid && !identity.deviceId) {
      return refusal(400, agentErrors.noIdentity, {}, format);
    }
    if (admitted.readOnly) return refusal(403, agentErrors.readOnly, {}, format);
    // The token is checked again in the transaction that writes: revoked meanwhile, nothing.
    // The machine's lock is taken by the statement that enters the workspace (decision 0120).
    const outcome = await inTenant(
      db,
      organizationId,
      (tx) => applyAgentInventory({ tx, actor: agentActor(doc), now }, doc, identity, token),
      { lock: agentLockKey(identity) },
    );
    if (!outcome) return unauthorized();
    if (format === "xml") return xml(200, { RESPONSE: "SEND" });
    return json(outcome.created ? 201 : 200, {
      status: "ok",
      expiration: AGENT_PROTOCOL.expirationHours,
      asset: { tag: outcome.tag, created: outcome.created },
    });
  } catch (error) {
    if (error instanceof AgentXmlError && !glpiAgent) format = "xml";
    if (error instanceof WorkspaceError) return refusal(error.status, error.message, {}, format);
    if (error instanceof TenantBusyError) {
      const retry = { "Retry-After": String(error.retryAfterSeconds) };
      return refusal(429, agentErrors.busy, retry, format);
    }
    if (error instanceof ParseUnavailableError) {
      return refusal(503, agentErrors.unavailable, { "Retry-After": "60" }, format);
    }
    if (isUniqueViolation(error)) return refusal(409, agentErrors.conflict, {}, format);
    console.error(`Agent inventory not stored: ${describeDbError(error)}`);
    return refusal(503, agentErrors.unavailable, { "Retry-After": "60" }, format);
  }
}
