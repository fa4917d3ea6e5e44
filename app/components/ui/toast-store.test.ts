import { beforeEach, describe, expect, it } from "vitest";
import {
  DEFAULT_TOAST_DURATION,
  dismissToast,
  getToasts,
  subscribeToasts,
  toast,
  TOAST_LIMIT,
} from "./toast-store";

describe("toast store", () => {
  beforeEach(() => {
    for (const t of getToasts()) dismissToast(t.id);
  });

  it("keeps the newest first and at most TOAST_LIMIT", () => {
    for (let i = 1; i <= TOAST_LIMIT + 2; i++) toast({ title: `t${i}` });
    const titles = getToasts().map((t) => t.title);
    expect(titles).toHaveLength(TOAST_LIMIT);
    expect(titles[0]).toBe(`t${TOAST_LIMIT + 2}`);
    expect(titles).toEqual([...titles].sort().reverse());
  });

  it("defaults to 5000 ms and allows an infinite duration", () => {
    toast({ title: "a" });
    toast({ title: "b", duration: Infinity });
    const [b, a] = getToasts();
    expect(a?.duration).toBe(DEFAULT_TOAST_DURATION);
    expect(DEFAULT_TOAST_DURATION).toBe(5000);
    expect(b?.duration).toBe(Infinity);
  });

  it("notifies subscribers and dismisses by id", () => {
    let calls = 0;
    const unsubscribe = subscribeToasts(() => calls++);
    const id = toast({ title: "x" });
    dismissToast(id);
    unsubscribe();
    toast({ title: "y" });
    expect(calls).toBe(2);
    expect(getToasts().map((t) => t.title)).toEqual(["y"]);
  });
});
