import { VALUE_CHOICES as C, valueKey } from "~/content/import";

// The value mapping (decision 0066): a cell of a reference field (an asset's type, location,
// person…) that names nothing of the workspace is an unknown value. Each one (folded: case and
// accents ignored) gets a choice, the one the user made (the preview's form, kept on the upload
// with the column mapping) or the module's proposal: an existing value, "create", the notes or
// empty. Until the import, a value to create stands as the module's placeholder, so that every
// row is checked as it will be written. What is known, proposed, valid and created is the
// module's (`ValuePolicy`); the bookkeeping is here.

export interface UnknownValue<F extends string = string> {
  field: F;
  /** The value as first spelt in the file. */
  value: string;
  folded: string;
  rows: number;
  choice: string;
}

export interface Resolved {
  /** The cell the row gets (an id, the value, the placeholder, or ""). */
  cell: string;
  /** A line for the row's notes ('Attribué à : Gage McCrackem'). */
  note?: string;
}

/** What the module knows of its reference fields. */
export interface ValuePolicy<F extends string> {
  fold(value: string): string;
  /** Whether the value names something of the workspace (or a placeholder already made). */
  known(field: F, value: string): Promise<boolean>;
  /** Whether a choice sent or kept still applies to the value. */
  valid(field: F, choice: string, value: string): boolean;
  propose(field: F, value: string, folded: string): string;
  /** A value chosen to be created, once: the module adds its placeholder to what is known. */
  created(entry: UnknownValue<F>): void;
  /** The cell the rows of a value to create get. */
  placeholder(entry: UnknownValue<F>): string;
  /** The field's label in a note line. */
  label(field: F): string;
}

/** The values' choices among a form's or an upload's entries (`valeur:<field>:<folded>`). */
export function valueChoicesOf(entries: Iterable<[string, unknown]>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of entries) {
    if (key.startsWith("valeur:") && typeof value === "string" && value) values[key] = value;
  }
  return values;
}

/** Resolves the cells of the reference fields, keeping every unknown value met with its rows. */
export class ValueMapping<F extends string> {
  readonly unknown = new Map<string, UnknownValue<F>>();

  constructor(
    private readonly choices: Readonly<Record<string, string>>,
    private readonly policy: ValuePolicy<F>,
  ) {}

  async resolve(field: F, raw: string): Promise<Resolved> {
    const value = raw.trim();
    if (!value || (await this.policy.known(field, value))) return { cell: value };
    const folded = this.policy.fold(value);
    const key = valueKey(field, folded);
    let entry = this.unknown.get(key);
    if (!entry) {
      const chosen = this.choices[key];
      const choice =
        chosen && this.policy.valid(field, chosen, value)
          ? chosen
          : this.policy.propose(field, value, folded);
      entry = { field, value, folded, rows: 0, choice };
      this.unknown.set(key, entry);
      if (choice === C.create) this.policy.created(entry);
    }
    entry.rows++;
    const { choice } = entry;
    if (choice === C.empty) return { cell: "" };
    if (choice === C.note) {
      return { cell: "", note: `${this.policy.label(field)}\u00a0: ${entry.value}` };
    }
    if (choice === C.create) return { cell: this.policy.placeholder(entry) };
    return { cell: choice };
  }
}
