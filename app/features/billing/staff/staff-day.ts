import { formatDateCompact } from "~/lib/date-time";

/** An ISO day ('2026-12-01') as the dashboard shows dates ('1 déc. 2026'). */
export const showDay = (isoDay: string) => formatDateCompact(new Date(`${isoDay}T12:00:00Z`));
