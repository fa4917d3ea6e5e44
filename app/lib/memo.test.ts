import { describe, expect, it, vi } from "vitest";
import { memoByKey, once } from "./memo";

describe("memoByKey and once", () => {
  it("make nothing until asked, then each value once", () => {
    const make = vi.fn((key: string) => ({ key }));
    const get = memoByKey(make);
    expect(make).not.toHaveBeenCalled();
    const first = get("a");
    expect(get("a")).toBe(first);
    expect(get("b")).toEqual({ key: "b" });
    expect(make).toHaveBeenCalledTimes(2);

    const value = vi.fn(() => 42);
    const lazy = once(value);
    expect(value).not.toHaveBeenCalled();
    expect(lazy() + lazy()).toBe(84);
    expect(value).toHaveBeenCalledTimes(1);
  });
});
