// Staff's customers list in pages (issue 36, decision 0118): `?page=` with the status filter and
// the search in the address, so that it works without JavaScript.

import { grouped } from "./french";

/** Customers per page. */
export const CUSTOMERS_PAGE_SIZE = 50;

export const customersPaginationTexts = {
  label: "Pages de clients",
  previous: "Précédente",
  next: "Suivante",
  first: "Première page",
  page: (page: number, pages: number, total: number) =>
    `Page ${page} sur ${pages} · ${grouped(total)}\u00a0client${total > 1 ? "s" : ""}`,
} as const;

/** The page of the address (`?page=`): a whole number from 1, else 1. */
export const parseCustomersPage = (text: string | null): number => {
  const page = text && /^\d{1,6}$/.test(text) ? Number(text) : 1;
  return Math.max(1, page);
};
