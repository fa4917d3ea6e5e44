import { formatIsoDay } from "~/lib/date-time";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";
import type { Actor } from "./actor.server";

// `npm run seed` (decision 0089): each module fills a workspace with its own realistic French
// data through its own commands (the functions its routes call), in tenant transactions.

export interface SeedContext {
  /** Runs `fn` in one tenant transaction of the seeded workspace (a batch of commands). */
  inTx<T>(fn: (tx: TenantTx) => Promise<T>): Promise<T>;
  /** Who the journal names: the workspace's owner. */
  actor: Actor;
  now: Date;
  /** 1: a trial's size; 100: the benches'. */
  scale: number;
}

/**
 * A module's seed: fills the workspace up to what `scale` asks, creating only what is missing (a
 * second run adds nothing, a larger scale adds the difference). Returns what the module then
 * holds, by name ('tickets': 40).
 */
export type ModuleSeed = (ctx: SeedContext) => Promise<Record<string, number>>;

/** How many of `perScale` the scale asks (at least one). */
export const seedTarget = (perScale: number, scale: number) =>
  Math.max(1, Math.round(perScale * scale));

/** The day (YYYY-MM-DD, Conakry: UTC) `daysAgo` days before `now` (negative: after it). */
export const seedDay = (now: Date, daysAgo: number) =>
  formatIsoDay(new Date(now.getTime() - daysAgo * 86_400_000));

/** The `i`-th item of a list, cycling. */
export const pick = <T>(list: readonly T[], i: number): T => list[i % list.length]!;

/** Runs `make(i)` for i in [from, to), `SEED_BATCH` of them per tenant transaction. */
export async function seedBatches(
  ctx: SeedContext,
  from: number,
  to: number,
  make: (tx: TenantTx, i: number) => Promise<void>,
) {
  for (let start = from; start < to; start += SEED_BATCH) {
    await ctx.inTx(async (tx) => {
      for (let i = start; i < Math.min(start + SEED_BATCH, to); i++) await make(tx, i);
    });
  }
}

const SEED_BATCH = 25;
