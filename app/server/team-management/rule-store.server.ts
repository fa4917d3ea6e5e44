import { and, asc, eq } from "drizzle-orm";
import { RULE_CHANNELS, type RuleChannel } from "~/content/team-management";
import { ticketCategory } from "~/server/db/helpdesk-schema.server";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";
import { moduleJournal } from "~/server/workspaces/journal.server";
import { team, teamRule } from "./schema.server";
import type { TeamContext } from "./team-scope.server";
import { inTurn } from "~/server/platform/in-turn.server";

// The assignment rules: each ticket category and each channel (the portal's form, inbound
// e-mail) names at most one team. Saved all at once from one form; an unknown team or category
// id (another workspace's) is ignored as not found.

export interface RuleSet {
  categories: Record<string, string>;
  channels: Partial<Record<RuleChannel, string>>;
}

export async function readRules(tx: TenantTx) {
  const [rules, categories, teams] = await inTurn(
    () => tx.select().from(teamRule),
    () =>
      tx
        .select({
          id: ticketCategory.id,
          name: ticketCategory.name,
          parentId: ticketCategory.parentId,
        })
        .from(ticketCategory)
        .orderBy(asc(ticketCategory.name)),
    () => tx.select({ id: team.id, name: team.name }).from(team).orderBy(asc(team.name)),
  );
  const of = (kind: string, key: string) =>
    rules.find((r) => r.kind === kind && r.key === key)?.teamId ?? "";
  const byId = new Map(categories.map((c) => [c.id, c]));
  return {
    categories: categories
      .map((c) => ({
        id: c.id,
        name: c.parentId ? `${byId.get(c.parentId)?.name ?? "—"} › ${c.name}` : c.name,
        teamId: of("category", c.id),
      }))
      .sort((a, b) => a.name.localeCompare(b.name, "fr")),
    channels: RULE_CHANNELS.map((channel) => ({ channel, teamId: of("channel", channel) })),
    teams,
  };
}

async function setRule(tx: TenantTx, kind: string, key: string, teamId: string) {
  await tx.delete(teamRule).where(and(eq(teamRule.kind, kind), eq(teamRule.key, key)));
  if (teamId) await tx.insert(teamRule).values({ kind, key, teamId });
}

/** Writes every rule of the form; returns how many changed. */
export async function saveRules(ctx: TeamContext, next: RuleSet) {
  const current = await readRules(ctx.tx);
  const teams = new Set(current.teams.map((t) => t.id));
  const valid = (id: string | undefined) => (id && teams.has(id) ? id : "");
  let changed = 0;
  for (const c of current.categories) {
    const to = valid(next.categories[c.id]);
    if (to !== c.teamId) {
      await setRule(ctx.tx, "category", c.id, to);
      changed++;
    }
  }
  for (const c of current.channels) {
    const to = valid(next.channels[c.channel]);
    if (to !== c.teamId) {
      await setRule(ctx.tx, "channel", c.channel, to);
      changed++;
    }
  }
  if (changed)
    await moduleJournal(ctx.tx, ctx.actor, "team.rule_set", null, { règles: String(changed) });
  return changed;
}
