import { describe, expect, it } from "vitest";
import { createTenantSlots, TenantBusyError } from "./tenant-slots.server";

// A workspace's heavy work bounded (decision 0075): one running, one waiting, the next refused
// with its Retry-After; another workspace is not held up by the first one's queue.

function gate() {
  let open: () => void = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe("tenant slots", () => {
  it("runs one at a time, queues one, refuses the next; other workspaces run", async () => {
    const slots = createTenantSlots({ running: 1, waiting: 1, retryAfterSeconds: 10 });
    const first = gate();
    const order: string[] = [];
    const a1 = slots.run("a", async () => {
      order.push("a1");
      await first.opened;
    });
    const a2 = slots.run("a", async () => void order.push("a2"));
    const a3 = slots.run("a", async () => void order.push("a3"));
    await expect(a3).rejects.toEqual(new TenantBusyError(10));
    await expect(a3).rejects.toMatchObject({ retryAfterSeconds: 10 });
    await slots.run("b", async () => void order.push("b1"));
    expect(order).toEqual(["a1", "b1"]);
    first.open();
    await Promise.all([a1, a2]);
    expect(order).toEqual(["a1", "b1", "a2"]);
    await slots.run("a", async () => void order.push("a4"));
    expect(order.at(-1)).toBe("a4");
  });

  it("frees the slot when the work fails", async () => {
    const slots = createTenantSlots({ running: 1, waiting: 0, retryAfterSeconds: 30 });
    await expect(slots.run("a", () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    await expect(slots.run("a", async () => "again")).resolves.toBe("again");
  });
});
