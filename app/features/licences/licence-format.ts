import { formatDateCompact } from "~/lib/date-time";

/** A stored day ('2026-12-31') as a French reader expects it: '31 déc. 2026'. */
export const formatDay = (iso: string) => formatDateCompact(new Date(`${iso}T00:00:00Z`));
