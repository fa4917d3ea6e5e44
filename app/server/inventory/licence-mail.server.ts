import { eq } from "drizzle-orm";
import { licenceMailTexts, licencePath } from "~/content/licences";
import { formatDateCompact } from "~/lib/date-time";
import type { Db } from "~/server/db/client.server";
import { authOrganization } from "~/server/db/schema.server";
import type { Env } from "~/server/env.server";
import { enqueueMail } from "~/server/mail/mail-outbox.server";
import type { LicenceExpiryNotice } from "./licence-expiry.server";

// The expiry alert's e-mail to each owner and admin, through the mail outbox (without SMTP, the
// licence's link is written in the server log). Never throws: the job has already committed.

export async function deliverLicenceExpiry(
  db: Db,
  config: Env,
  organizationId: string,
  notice: LicenceExpiryNotice,
): Promise<void> {
  try {
    const [workspace] = await db
      .select({ name: authOrganization.name })
      .from(authOrganization)
      .where(eq(authOrganization.id, organizationId));
    if (!workspace) return;
    const url = `${config.siteUrl}${licencePath(notice.licenceId)}`;
    const date = formatDateCompact(new Date(`${notice.expiresOn}T00:00:00Z`));
    const facts = {
      name: notice.name,
      date,
      workspace: workspace.name,
      url,
      brand: config.site.brandName,
    };
    for (const to of notice.recipients) {
      await enqueueMail(
        db,
        config,
        {
          kind: "licence_expiry",
          to,
          subject: licenceMailTexts.subject(notice.name, date),
          text: licenceMailTexts.body(facts),
        },
        { label: "Licence expiry link", url },
      );
    }
  } catch (error) {
    console.error(
      `The licence expiry e-mail could not be queued: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
