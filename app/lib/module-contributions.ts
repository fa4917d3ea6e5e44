// What a module shows on another module's page (decision 0083), as the server sends it and the
// generic components of app/components/module/ render it: the page's module knows nothing of it.

/** A link of a contributed panel or suggestion list: rendered as is by the generic components. */
export interface ContributedLink {
  href: string;
  label: string;
  /** A second line ('Réseau · mis à jour le 3 mars'). */
  meta?: string;
}

/**
 * A panel a module adds to another module's page (the helpdesk's ticket page): a title, links,
 * and optionally a form posted to the contributing module's own route (progressive enhancement:
 * that route answers with a redirect back to `returnTo`).
 */
export interface ContributedPanel {
  id: string;
  title: string;
  empty: string;
  links: ContributedLink[];
  form?: {
    action: string;
    hidden: Record<string, string>;
    select: { name: string; label: string; options: { value: string; label: string }[] };
    /** A text field before the select, prefilled (a title the form proposes). */
    input?: { name: string; label: string; value: string; maxLength: number };
    submit: string;
  };
}
