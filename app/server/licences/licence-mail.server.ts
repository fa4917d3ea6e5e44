import { licenceMailTexts, licencePath } from "~/content/licences";
import { formatDateCompact } from "~/lib/date-time";
import type { Db } from "~/server/db/client.server";
import type { Env } from "~/server/env.server";
import { queueMails } from "~/server/mail/mail-outbox.server";
import { currentWorkspace } from "~/server/workspaces/current-workspace.server";
import type { TenantTx } from "~/server/workspaces/in-tenant.server";
import type { LicenceExpiryNotice } from "./licence-expiry.server";

// The expiry alert's e-mail to each owner and admin, written to the mail outbox in the job's own
// transaction: the job's row goes and its e-mails are stored together, or neither, and the job is
// tried again (decision 0076). Without SMTP, the licence's link is written in the server log once
// the job has committed.

const LINK_LABEL = "Licence expiry link";

/** Writes the alert's e-mails with `tx`; returns what to run once it has committed. */
export async function queueLicenceExpiry(
  tx: TenantTx,
  db: Db,
  config: Env,
  notice: LicenceExpiryNotice,
): Promise<() => void> {
  const workspace = await currentWorkspace(tx);
  if (!workspace) return () => {};
  const url = `${config.siteUrl}${licencePath(notice.licenceId)}`;
  const date = formatDateCompact(new Date(`${notice.expiresOn}T00:00:00Z`));
  const facts = {
    name: notice.name,
    date,
    workspace: workspace.name,
    url,
    brand: config.site.brandName,
  };
  const mails = notice.recipients.map((to) => ({
    mail: {
      kind: "licence_expiry",
      to,
      subject: licenceMailTexts.subject(notice.name, date),
      text: licenceMailTexts.body(facts),
    },
    link: { label: LINK_LABEL, url },
  }));
  return queueMails(tx, db, config, mails);
}
