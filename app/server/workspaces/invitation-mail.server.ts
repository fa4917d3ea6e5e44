import type { Env } from "~/server/env.server";
import type { Db } from "~/server/db/client.server";
import { enqueueMail } from "~/server/mail/mail-outbox.server";
import { mailLine } from "~/server/mail/mail-text.server";
import { INVITATION_HOURS } from "~/content/workspaces";

// The invitation e-mail: through the mail outbox like the account e-mails (SMTP when configured,
// otherwise the link in the server log). Names come from accounts and workspaces: one line each.

export interface InvitationMailTo {
  to: string;
  inviterName: string;
  workspaceName: string;
  url: string;
}

export function invitationMail(config: Env, to: InvitationMailTo) {
  const inviter = mailLine(to.inviterName, 120);
  const workspace = mailLine(to.workspaceName, 80);
  const url = mailLine(to.url, 2_000);
  const brand = mailLine(config.site.brandName, 80);
  return {
    to: to.to,
    subject: `${inviter} vous invite à rejoindre ${workspace}`,
    text: [
      "Bonjour,",
      "",
      `${inviter} vous invite à rejoindre l'espace de travail «\u202f${workspace}\u202f» sur la plateforme ${brand}.`,
      "",
      `Pour accepter, ouvrez ce lien (valable ${INVITATION_HOURS}\u00a0heures, une seule fois)\u00a0:`,
      url,
      "",
      "Connectez-vous ou créez votre compte avec cette adresse e-mail. Si vous n'attendiez pas cette invitation, ignorez ce message.",
      "",
      `L'équipe ${brand}`,
    ].join("\n"),
  };
}

export const sendInvitationMail = (db: Db, config: Env, to: InvitationMailTo) =>
  enqueueMail(
    db,
    config,
    { kind: "invitation", priority: "account", ...invitationMail(config, to) },
    { label: "Invitation link", url: to.url },
  );
