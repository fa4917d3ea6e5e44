import { sql } from "drizzle-orm";
import { seedDay, type ModuleSeed } from "~/server/platform/seed.server";
import { addAbsence } from "./absence-store.server";
import { saveRules } from "./rule-store.server";
import { team, teamAbsence } from "./schema.server";
import { EMPTY_TEAM } from "./team-draft.server";
import type { TeamContext } from "./team-scope.server";
import { createTeam, handlersOf } from "./team-store.server";

// The teams' seed (decision 0089): 'Support N1' with the workspace's technicians, led by the
// first, least loaded, the portal's form routed to it, and an absence next week; through the
// commands of the team form, the rules page and the absences page. Once per workspace.

export const seedTeams: ModuleSeed = async (seed) => {
  return seed.inTx(async (tx) => {
    const ctx: TeamContext = {
      tx,
      actor: seed.actor,
      role: "owner",
      canManage: true,
      now: seed.now,
    };
    const count = async (table: typeof team | typeof teamAbsence) =>
      (await tx.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;
    if ((await count(team)) === 0) {
      const people = await handlersOf(tx);
      const created = await createTeam(ctx, {
        ...EMPTY_TEAM,
        name: "Support N1",
        leadId: people[0]?.id ?? "",
        memberIds: people.map((p) => p.id),
      });
      if (!created.ok) throw new Error(`seed: team: ${JSON.stringify(created.fieldErrors)}`);
      await saveRules(ctx, { categories: {}, channels: { portal: created.id } });
      const away = people[1] ?? people[0];
      if (away) {
        await addAbsence(ctx, {
          userId: away.id,
          startsOn: seedDay(seed.now, -7),
          endsOn: seedDay(seed.now, -9),
          note: "Congés annuels",
        });
      }
    }
    return { teams: await count(team), absences: await count(teamAbsence) };
  });
};
