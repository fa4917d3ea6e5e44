import { ticketNumberLabel } from "~/content/helpdesk";
import { mailBody, mailLine } from "~/server/mail/mail-text.server";

// The helpdesk's e-mails in French, plain text. Every value that comes from people (names,
// subjects, replies) is cleaned: one line for headers and names (mailLine), control characters
// out of bodies. The ticket number stays in the subject: a reply by e-mail finds its ticket.

export interface TicketMailFacts {
  number: number;
  subject: string;
  requesterName: string;
  workspaceName: string;
  brand: string;
  url: string;
}

const body = (text: string) => mailBody(text).slice(0, 20_000);

function frame(f: TicketMailFacts, lines: string[], signature = mailLine(f.workspaceName, 80)) {
  return [...lines, "", `— ${signature} (${mailLine(f.brand, 80)})`].join("\n");
}

const tag = (f: TicketMailFacts) => `[${ticketNumberLabel(f.number)}]`;
const subj = (f: TicketMailFacts) => mailLine(f.subject, 150);

export const helpdeskMails = {
  created: (f: TicketMailFacts) => ({
    subject: `${tag(f)} Demande reçue\u00a0: ${subj(f)}`,
    text: frame(f, [
      `Bonjour ${mailLine(f.requesterName, 120)},`,
      "",
      `Votre demande «\u202f${subj(f)}\u202f» est enregistrée sous le numéro ${ticketNumberLabel(f.number)}.`,
      "Suivez-la et répondez à l'équipe à cette adresse (lien personnel, ne le transférez pas)\u00a0:",
      mailLine(f.url, 2_000),
      "",
      "Vous pouvez aussi répondre à cet e-mail en gardant le numéro dans l'objet.",
    ]),
  }),
  reply: (f: TicketMailFacts, reply: string, author: string) => ({
    subject: `${tag(f)} Nouvelle réponse\u00a0: ${subj(f)}`,
    text: frame(f, [
      `Bonjour ${mailLine(f.requesterName, 120)},`,
      "",
      `${mailLine(author, 120)} a répondu à votre demande\u00a0:`,
      "",
      body(reply),
      "",
      "Pour répondre ou suivre la demande\u00a0:",
      mailLine(f.url, 2_000),
    ]),
  }),
  resolved: (f: TicketMailFacts) => ({
    subject: `${tag(f)} Demande résolue\u00a0: ${subj(f)}`,
    text: frame(f, [
      `Bonjour ${mailLine(f.requesterName, 120)},`,
      "",
      `Votre demande «\u202f${subj(f)}\u202f» est résolue.`,
      "Donnez votre avis en un clic, ou répondez si le problème persiste (la demande sera rouverte)\u00a0:",
      mailLine(f.url, 2_000),
    ]),
  }),
  assigned: (f: TicketMailFacts, assignee: string) => ({
    subject: `${tag(f)} Ticket attribué\u00a0: ${subj(f)}`,
    text: frame(f, [
      `Bonjour ${mailLine(assignee, 120)},`,
      "",
      `Le ticket ${ticketNumberLabel(f.number)} «\u202f${subj(f)}\u202f» vous est attribué.`,
      `Demandeur\u00a0: ${mailLine(f.requesterName, 120)}`,
      mailLine(f.url, 2_000),
    ]),
  }),
  requesterReplied: (f: TicketMailFacts, reply: string, assignee: string) => ({
    subject: `${tag(f)} Réponse du demandeur\u00a0: ${subj(f)}`,
    text: frame(f, [
      `Bonjour ${mailLine(assignee, 120)},`,
      "",
      `${mailLine(f.requesterName, 120)} a répondu\u00a0:`,
      "",
      body(reply),
      "",
      mailLine(f.url, 2_000),
    ]),
  }),
  atRisk: (f: TicketMailFacts, assignee: string) => ({
    subject: `${tag(f)} Délai à risque\u00a0: ${subj(f)}`,
    text: frame(f, [
      `Bonjour ${mailLine(assignee, 120)},`,
      "",
      `Le ticket ${ticketNumberLabel(f.number)} «\u202f${subj(f)}\u202f» a consommé 75\u00a0% de son délai.`,
      mailLine(f.url, 2_000),
    ]),
  }),
  /** To a team's lead (decision 0098): a ticket of the team at risk or late. */
  escalated: (f: TicketMailFacts, lead: string, late: boolean, assignee: string | null) => ({
    subject: `${tag(f)} ${late ? "Délai dépassé" : "Délai à risque"} (escalade)\u00a0: ${subj(f)}`,
    text: frame(f, [
      `Bonjour ${mailLine(lead, 120)},`,
      "",
      late
        ? `Le ticket ${ticketNumberLabel(f.number)} «\u202f${subj(f)}\u202f» a dépassé son délai.`
        : `Le ticket ${ticketNumberLabel(f.number)} «\u202f${subj(f)}\u202f» a consommé 75\u00a0% de son délai.`,
      assignee
        ? `Attribué à\u00a0: ${mailLine(assignee, 120)}`
        : "Il n\u2019est attribué à personne.",
      mailLine(f.url, 2_000),
    ]),
  }),
};
