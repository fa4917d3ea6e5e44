// Seat changes of a paying workspace (issue 36): adding a member beyond the paid seats is asked
// to the owner first, then adds a prorated line to the next invoice; removing one lowers it.
// Typography: U+00A0 before :, U+202F before ; ! ?.

import { grouped } from "./french";

/** The start of the invite form's refusal that shows the owner's confirmation box. */
export const EXTRA_SEAT_MARKER = "Utilisateur supplémentaire";
export const EXTRA_SEAT_FIELD = "extraSeat";

/** "Les 3 utilisateurs payés sont atteints", or the one paid seat. */
const reached = (paid: number) =>
  paid === 1
    ? "L'unique utilisateur payé est déjà inscrit"
    : `Les ${grouped(paid)}\u00a0utilisateurs payés sont atteints`;

export const seatTexts = {
  askOwner: (paid: number, amount: string) =>
    `${EXTRA_SEAT_MARKER}\u00a0: ${reached(paid).replace(/^L/, "l")}. Cet ajout coûte ${amount} HT jusqu'à la fin de la période en cours, ajoutés à la prochaine facture. Cochez la case pour confirmer, puis invitez à nouveau.`,
  ownerOnly: (paid: number) =>
    `${reached(paid)}\u00a0: seul le Propriétaire de l'espace peut ajouter un utilisateur supplémentaire (facturé au prorata).`,
  upfront: (paid: number, amount: string) =>
    `${reached(paid)}\u00a0: cette invitation ajoute un utilisateur, facturé ${amount} HT au prorata jusqu'à la fin de la période, sur la prochaine facture.`,
  confirm: "J'accepte l'utilisateur supplémentaire, facturé au prorata sur la prochaine facture",
  added: (day: string, end: string) => `Utilisateur ajouté du ${day} au ${end} (prorata)`,
  removed: (day: string, end: string) => `Utilisateur retiré du ${day} au ${end} (prorata)`,
} as const;

export const seatJournalLabels: Readonly<Record<string, string>> = {
  "billing.seats_changed": "Utilisateurs payés modifiés",
};
