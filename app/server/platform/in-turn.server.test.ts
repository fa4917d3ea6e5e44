import { describe, expect, it } from "vitest";
import { inTurn } from "./in-turn.server";

describe("inTurn", () => {
  it("starts each read when the one before has ended, and returns their results in order", async () => {
    const log: string[] = [];
    const read = (name: string, ms: number) => async () => {
      log.push(`start ${name}`);
      await new Promise((resolve) => setTimeout(resolve, ms));
      log.push(`end ${name}`);
      return name.length;
    };
    const [a, b] = await inTurn(read("slow", 20), read("b", 1));
    expect([a, b]).toEqual([4, 1]);
    expect(log).toEqual(["start slow", "end slow", "start b", "end b"]);
  });
});
