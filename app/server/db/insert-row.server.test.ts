import { sql } from "drizzle-orm";
import { integer, PgDialect, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import { insertSelection, type FullRow } from "./insert-row.server";

const note = pgTable("note", {
  id: uuid("id").primaryKey().defaultRandom(),
  body: text("body").notNull(),
  author: text("author"),
  votes: integer("votes").notNull().default(0),
  editedAt: timestamp("edited_at", { withTimezone: true }),
  rank: integer("rank").$defaultFn(() => 7),
});
const FILLED = ["id", "votes", "editedAt", "rank"] as const;

const render = (row: FullRow<typeof note, (typeof FILLED)[number]>) => {
  const selection = insertSelection(note, row, FILLED);
  const { sql: text, params } = new PgDialect().sqlToQuery(
    sql.join(
      Object.values(selection).map((field) => field.getSQL()),
      sql`, `,
    ),
  );
  return { keys: Object.keys(selection), text, params };
};

describe("insertSelection", () => {
  it("gives every column in the table's order: the row's values cast, the database's defaults", () => {
    expect(render({ body: "Bonjour", author: null })).toEqual({
      keys: ["id", "body", "author", "votes", "editedAt", "rank"],
      text:
        "gen_random_uuid(), cast($1 as text), cast($2 as text), cast($3 as integer), " +
        "cast($4 as timestamp with time zone), cast($5 as integer)",
      params: ["Bonjour", null, 0, null, 7],
    });
  });

  it("refuses a column that is neither written nor filled by the database", () => {
    const row = { body: "Bonjour" } as FullRow<typeof note, (typeof FILLED)[number]>;
    expect(() => insertSelection(note, row, FILLED)).toThrow(/author/);
  });

  it("refuses a value that has no column", () => {
    const row = { body: "Bonjour", author: null, phone: "+224" };
    expect(() => insertSelection(note, row, FILLED)).toThrow(/phone/);
  });
});
