import { describe, expect, it } from "vitest";
import {
  activeFilterCount,
  queueExportHref,
  queueHref,
  queueSearch,
  type QueueQuery,
} from "~/contracts/helpdesk-queue";
import { parseBulkOperation } from "~/contracts/helpdesk-schemas";
import { parseTicketQuery } from "../tickets/ticket-list.server";

// The queue's URL state: what the pages write (contracts/helpdesk-queue.ts) is what the server
// reads (parseTicketQuery), and the bulk action's one select.

const query = (over: Partial<QueueQuery> = {}): QueueQuery => ({
  view: "all",
  status: [],
  priority: [],
  categoryId: null,
  teamId: null,
  assigneeId: null,
  requester: null,
  q: "",
  sort: "updated",
  page: 1,
  ...over,
});

describe("the queue's URL", () => {
  it("leaves the defaults out and round-trips every field through parseTicketQuery", () => {
    expect(queueHref()).toBe("/dashboard/helpdesk");
    expect(queueSearch(query())).toBe("");
    const full = query({
      view: "overdue",
      status: ["new", "pending"],
      priority: ["urgent"],
      categoryId: "0b8e3f0e-8d5b-4c3e-9f4a-2a1b3c4d5e6f",
      teamId: "7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f",
      assigneeId: "Xy7PqR2sT9uVwZ3aB4cD5eF6gH7iJ8kL",
      requester: "fatou@exemple.gn",
      q: "écran «\u202fcassé\u202f» & co",
      sort: "priority",
      page: 3,
    });
    const search = queueSearch(full);
    expect(search).toContain("vue=overdue&statut=new&statut=pending&priorite=urgent");
    expect(parseTicketQuery(new URLSearchParams(search))).toEqual(full);
    expect(queueExportHref(full)).toBe(
      `/dashboard/helpdesk/export${queueSearch({ ...full, page: 1 })}`,
    );
    expect(activeFilterCount(full)).toBe(7);
  });

  it("reads unknown or hostile values as the defaults, never as an error", () => {
    const parsed = parseTicketQuery(
      new URLSearchParams("vue=x&statut=ouvert&technicien=a'b&categorie=1&tri=x&page=-4"),
    );
    expect(parsed).toEqual(query());
    expect(parseTicketQuery(new URLSearchParams("categorie=none&technicien=none"))).toMatchObject({
      categoryId: "none",
      assigneeId: "none",
    });
  });
});

describe("the bulk action's operation", () => {
  it("reads each kind of option", () => {
    expect(parseBulkOperation("assign:none")).toEqual({ kind: "assign", assigneeId: null });
    expect(parseBulkOperation("assign:Xy7PqR2s")).toEqual({
      kind: "assign",
      assigneeId: "Xy7PqR2s",
    });
    expect(parseBulkOperation("status:resolved")).toEqual({
      kind: "status",
      status: "resolved",
      reason: null,
    });
    expect(parseBulkOperation("status:pending:third_party")).toEqual({
      kind: "status",
      status: "pending",
      reason: "third_party",
    });
    expect(parseBulkOperation("priority:low")).toEqual({ kind: "priority", priority: "low" });
  });

  it("refuses anything else, 'Nouveau' and a pending without its reason included", () => {
    for (const value of [
      "",
      "status:new",
      "status:pending",
      "status:pending:lune",
      "priority:critique",
      "assign:",
      "assign:a b",
      "delete:1",
      "priority:low\n",
    ]) {
      expect(parseBulkOperation(value)).toBeNull();
    }
  });
});
