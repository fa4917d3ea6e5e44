import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { actionLabels, roleLabels } from "~/content/workspaces";
import { pluginGrantsOf } from "./access.server";
import {
  can,
  mayManageRole,
  PERMISSIONS,
  WORKSPACE_ACTIONS,
  WORKSPACE_ROLES,
} from "~/contracts/workspace-roles";

/** The table of docs/modules/workspaces.md, cell by cell, as it must read for the matrix in code (written once). */
function matrixCells(): string[][] {
  return [
    ["Action", ...WORKSPACE_ROLES.map((r) => roleLabels[r])],
    ...WORKSPACE_ACTIONS.map((action) => [
      actionLabels[action],
      ...WORKSPACE_ROLES.map((r) => (can(r, action) ? "✓" : "—")),
    ]),
  ];
}

/** A Markdown table's cells, without its separator row (Prettier pads the columns). */
const cellsOf = (table: string) =>
  table
    .split("\n")
    .map((line) =>
      line
        .split("|")
        .slice(1, -1)
        .map((cell) => cell.trim()),
    )
    .filter((cells) => !cells.every((cell) => /^:?-+:?$/.test(cell)));

describe("the permission matrix", () => {
  it("is the table of docs/modules/workspaces.md", () => {
    const readme = readFileSync("docs/modules/workspaces.md", "utf8");
    const table = /<!-- permission-matrix -->\n([\s\S]*?)\n<!-- \/permission-matrix -->/.exec(
      readme,
    )?.[1];
    expect(cellsOf(table ?? "")).toEqual(matrixCells());
  });

  it("gives owners everything and each role no more than the one above it", () => {
    expect(PERMISSIONS.owner).toEqual(WORKSPACE_ACTIONS);
    for (const [lower, upper] of [
      ["member", "technician"],
      ["technician", "admin"],
      ["admin", "owner"],
    ] as const) {
      for (const action of PERMISSIONS[lower]) expect(can(upper, action)).toBe(true);
    }
  });

  it("keeps deleting and exporting the workspace to owners, and the journal to owners and admins", () => {
    const who = (action: (typeof WORKSPACE_ACTIONS)[number]) =>
      WORKSPACE_ROLES.filter((role) => can(role, action));
    expect(who("workspace.delete")).toEqual(["owner"]);
    expect(who("workspace.export")).toEqual(["owner"]);
    expect(who("audit.read")).toEqual(["owner", "admin"]);
    expect(who("member.invite")).toEqual(["owner", "admin"]);
    expect(who("ticket.handle")).toEqual(["owner", "admin", "technician"]);
    expect(who("ticket.create")).toEqual(WORKSPACE_ROLES);
  });

  it("lets only an owner give or take the owner role", () => {
    expect(mayManageRole("owner", "owner")).toBe(true);
    expect(mayManageRole("admin", "owner")).toBe(false);
    expect(mayManageRole("admin", "technician")).toBe(true);
    expect(mayManageRole("technician", "member")).toBe(false);
  });

  it("hands better-auth the plugin permissions of each role's actions", () => {
    expect(pluginGrantsOf("owner")).toEqual({
      invitation: ["cancel", "create"],
      member: ["create", "delete", "update"],
      organization: ["delete", "update"],
    });
    expect(pluginGrantsOf("admin")).toEqual({
      invitation: ["cancel", "create"],
      member: ["create", "delete", "update"],
      organization: ["update"],
    });
    expect(pluginGrantsOf("technician")).toEqual({});
    expect(pluginGrantsOf("member")).toEqual({});
  });
});
