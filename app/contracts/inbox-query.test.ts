import { describe, expect, it } from "vitest";
import {
  DEFAULT_INBOX_QUERY,
  inboxExportHref,
  inboxListHref,
  inboxMessageHref,
  parseInboxQuery,
} from "./inbox-query";

const parse = (search: string) => parseInboxQuery(new URLSearchParams(search));

describe("the inbox address", () => {
  it("reads the filter, search and page", () => {
    expect(parse("statut=non-lus&q=%20audit%20&page=3")).toEqual({
      filter: "new",
      q: "audit",
      page: 3,
    });
    expect(parse("statut=lus").filter).toBe("read");
    expect(parse("statut=traites").filter).toBe("handled");
  });

  it.each([
    [""],
    ["statut=tous"],
    ["statut=new"],
    ["statut=__proto__"],
    ["page=0"],
    ["page=-1"],
    ["page=1.5"],
    ["page=abc"],
    ["page=99999999999999999999"],
    ["q=%20%20"],
  ])("falls back to the defaults for %j", (search) => {
    const query = parse(search);
    if (!search.startsWith("q=")) expect(query.q).toBe("");
    expect(query).toEqual({ ...DEFAULT_INBOX_QUERY, page: query.page });
    expect(query.page).toBe(1);
  });

  it("takes the first value of a repeated parameter", () => {
    expect(parse("statut=lus&statut=traites&q=a&q=b")).toMatchObject({ filter: "read", q: "a" });
  });

  it("removes control characters and keeps at most 200 characters", () => {
    expect(parse("q=a%00b%0Ac%1Fd").q).toBe("a b c d");
    expect(parse(`q=${"😀".repeat(300)}`).q).toBe("😀".repeat(200));
    expect(parse("q=%E2%80%AEabc").q).toBe("\u202Eabc");
    expect(parse("q=%ED%A0%80").q).toBe("\uFFFD\uFFFD\uFFFD");
  });

  it("builds links without default values, encoded", () => {
    expect(inboxListHref(DEFAULT_INBOX_QUERY)).toBe("/dashboard/messages");
    expect(inboxListHref({ filter: "new", q: "100% & co", page: 2 })).toBe(
      "/dashboard/messages?statut=non-lus&q=100%25+%26+co&page=2",
    );
    expect(inboxMessageHref("abc", { filter: "handled", q: "", page: 1 })).toBe(
      "/dashboard/messages/abc?statut=traites",
    );
    expect(inboxExportHref({ filter: "read", q: "é", page: 4 })).toBe(
      "/dashboard/messages/export?statut=lus&q=%C3%A9",
    );
  });

  it("reads back what it writes", () => {
    const query = { filter: "new" as const, q: "<script> =1+1 & %_", page: 7 };
    const href = inboxListHref(query);
    expect(parse(href.slice(href.indexOf("?") + 1))).toEqual(query);
  });
});
