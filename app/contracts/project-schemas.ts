import { z } from "zod";
import {
  PROJECT_CURRENCIES,
  PROJECT_KINDS,
  PROJECT_LIMITS as L,
  PROJECT_STATUSES,
  PROJECT_VISIBILITIES,
} from "~/content/project-management";
import { projectPageTexts } from "~/content/project-pages";
import { hasControlCharacters } from "~/lib/text-controls";

// The project form's schema ('Nouveau projet' and the settings' 'Informations'), used by the
// server only: the pages get the same limits from app/content/project-management.ts as HTML
// attributes (required, maxLength, type=date), so the browser refuses the same things before
// sending, and the server says it in French when it did not (decision 0101).

const e = projectPageTexts.errors;

const text = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .refine((v) => [...v].length <= max, tooLong)
    .refine((v) => !hasControlCharacters(v), e.choiceInvalid);

const day = z
  .string()
  .trim()
  .refine(
    (v) => v === "" || (/^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v))),
    e.dateInvalid,
  )
  .transform((v) => v || null);

/** '1 250 000', '1250000,50' → '1250000.50'; '' → null. */
const amount = z
  .string()
  .transform((v) => v.replace(/[\s\u00a0\u202f]/g, "").replace(",", "."))
  .refine((v) => v === "" || (/^\d{1,14}(\.\d{1,2})?$/.test(v) && Number(v) >= 0), e.amountInvalid)
  .transform((v) => v || null);

const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: e.choiceInvalid });

export const projectFormSchema = z
  .object({
    name: text(L.name, e.nameTooLong).refine((v) => v.length > 0, e.nameRequired),
    code: z
      .string()
      .trim()
      .toUpperCase()
      .refine((v) => v === "" || /^[A-Z0-9][A-Z0-9-]{0,19}$/.test(v), e.codeInvalid),
    description: z.string().refine((v) => v.length <= L.description, e.descriptionTooLong),
    kind: choice(PROJECT_KINDS),
    clientName: text(L.clientName, e.clientTooLong),
    ownerId: z.string().transform((v) => v || null),
    startOn: day,
    dueOn: day,
    status: choice(PROJECT_STATUSES),
    visibility: choice(PROJECT_VISIBILITIES),
    budgetAmount: amount,
    hourlyRate: amount,
    currency: z
      .string()
      .transform((v) => v || null)
      .refine(
        (v) => v === null || (PROJECT_CURRENCIES as readonly string[]).includes(v),
        e.choiceInvalid,
      ),
    memberIds: z.array(z.string()).max(500),
  })
  .superRefine((v, ctx) => {
    if (v.kind === "client" && !v.clientName) {
      ctx.addIssue({ code: "custom", path: ["clientName"], message: e.clientRequired });
    }
    if (v.startOn && v.dueOn && v.dueOn < v.startOn) {
      ctx.addIssue({ code: "custom", path: ["dueOn"], message: e.dueBeforeStart });
    }
    if ((v.budgetAmount || v.hourlyRate) && !v.currency) {
      ctx.addIssue({ code: "custom", path: ["currency"], message: e.currencyRequired });
    }
  })
  .transform((v) => ({
    ...v,
    clientName: v.kind === "client" ? v.clientName : "",
    currency: v.currency as (typeof PROJECT_CURRENCIES)[number] | null,
  }));

export const columnNameSchema = z.object({
  name: text(L.columnName, e.columnNameTooLong).refine((v) => v.length > 0, e.columnNameRequired),
});
