import { grouped } from "./french";
import type { WorkspaceRole } from "./workspaces";

// 'Suivi des procédures IT': the workspace's knowledge base (issue 33). Articles in Markdown,
// filed by category, drafts and published, searched in French; linked from tickets and offered
// on the requester portal. Product rules: docs/modules/knowledge.md.

export const KNOWLEDGE_MODULE_ID = "it-procedures-tracking";
export const KNOWLEDGE_PATH = `/dashboard/${KNOWLEDGE_MODULE_ID}`;
export const NEW_ARTICLE_PATH = `${KNOWLEDGE_PATH}/nouveau`;
export const ARTICLE_LINK_PATH = `${KNOWLEDGE_PATH}/lier`;
export const articlePath = (id: string) => `${KNOWLEDGE_PATH}/${id}`;
export const articleEditPath = (id: string) => `${KNOWLEDGE_PATH}/${id}/modifier`;
/** A published article as the requester portal shows it. */
export const portalArticlePath = (slug: string, id: string) => `/portail/${slug}/aide/${id}`;

export const ARTICLE_STATUSES = ["draft", "published"] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];

export const KNOWLEDGE_LIMITS = { title: 160, category: 60, body: 50_000, search: 100 };

/** The module's own actions and who takes them: every role reads, Technicien and up write. */
export const KNOWLEDGE_PERMISSIONS: Record<WorkspaceRole, readonly KnowledgeAction[]> = {
  owner: ["article.read", "article.write"],
  admin: ["article.read", "article.write"],
  technician: ["article.read", "article.write"],
  member: ["article.read"],
};
export type KnowledgeAction = "article.read" | "article.write";
export const knowledgeCan = (role: WorkspaceRole, action: KnowledgeAction) =>
  KNOWLEDGE_PERMISSIONS[role].includes(action);

export const knowledgeJournalLabels: Record<string, string> = {
  "article.created": "Article créé",
  "article.updated": "Article modifié",
  "article.published": "Article publié",
  "article.unpublished": "Article repassé en brouillon",
  "article.linked": "Article lié à un ticket",
};

export const articleStatusLabels: Record<ArticleStatus, string> = {
  draft: "Brouillon",
  published: "Publié",
};

export const knowledgeTexts = {
  title: "Suivi des procédures IT",
  lead: "Les procédures de votre équipe, rédigées une fois et retrouvées en un instant.",
  searchLabel: "Rechercher une procédure",
  searchPlaceholder: "Ex.\u00a0: imprimante, VPN, messagerie",
  searchSubmit: "Rechercher",
  allCategories: "Toutes les catégories",
  categoryFilter: "Catégorie",
  newArticle: "Nouvelle procédure",
  empty: "Aucun article pour l\u2019instant. Rédigez la première procédure de votre équipe.",
  noMatch: (query: string) => `Aucun article ne correspond à «\u202f${query}\u202f».`,
  uncategorised: "Sans catégorie",
  // The date and the author's name each kept on one line ("Aminata / Keïta" on a phone).
  updatedOn: (date: string, author: string) =>
    `Mis à jour le ${date.replaceAll(" ", "\u00a0")} par ${author.replaceAll(" ", "\u00a0")}`,
  edit: "Modifier",
  publish: "Publier",
  unpublish: "Repasser en brouillon",
  back: "Toutes les procédures",
  readOnly: "Lecture seule\u00a0: seuls les techniciens et les administrateurs rédigent.",
  created: "Article enregistré.",
  saved: "Modifications enregistrées.",
  published: "Article publié\u00a0: il est visible sur le portail.",
  unpublished: "Article repassé en brouillon.",
  linked: "Article lié au ticket.",
};

export const articleFormTexts = {
  newTitle: "Nouvelle procédure",
  editTitle: "Modifier l\u2019article",
  lead: "Rédigez en Markdown\u00a0: **gras**, *italique*, listes, liens et blocs de code.",
  title: "Titre",
  category: "Catégorie",
  categoryHint: "Une catégorie existante ou une nouvelle (ex.\u00a0: Réseau, Messagerie).",
  body: "Contenu (Markdown)",
  status: "Statut",
  submit: "Enregistrer",
  cancel: "Annuler",
};

export const knowledgeErrors = {
  titleRequired: "Donnez un titre à l\u2019article.",
  titleTooLong: `Le titre dépasse ${KNOWLEDGE_LIMITS.title}\u00a0caractères\u00a0: raccourcissez-le.`,
  categoryTooLong: `La catégorie dépasse ${KNOWLEDGE_LIMITS.category}\u00a0caractères.`,
  bodyRequired: "Écrivez le contenu de l\u2019article.",
  bodyTooLong: `Le contenu dépasse ${grouped(KNOWLEDGE_LIMITS.body)}\u00a0caractères\u00a0: découpez-le en plusieurs articles.`,
  form: "L\u2019article n\u2019a pas été enregistré\u00a0: corrigez les champs signalés.",
  stale:
    "Quelqu\u2019un a modifié cet article entre-temps\u00a0: rechargez la page, votre texte est conservé ci-dessous.",
  notFound: "Cet article n\u2019existe pas ou plus.",
  linkInvalid: "Choisissez un article publié à lier à ce ticket.",
};

export const ticketPanelTexts = {
  title: "Procédures liées",
  empty: "Aucune procédure liée à ce ticket.",
  select: "Procédure à lier",
  submit: "Lier",
};

export const portalHelpTexts = {
  title: "Avant d\u2019envoyer votre demande",
  lead: "Ces procédures répondent peut-être déjà à votre question.",
  back: "Revenir au formulaire",
};

// The pages' data, as the server sends it (the features render it).

export interface ArticleListItem {
  id: string;
  title: string;
  category: string;
  excerpt: string;
  status: ArticleStatus;
  updated: string;
  href: string;
}

export interface KnowledgeListView {
  items: ArticleListItem[];
  categories: string[];
  query: string;
  category: string;
  canWrite: boolean;
}

export interface ArticleView {
  id: string;
  title: string;
  category: string;
  /** The Markdown rendered on the server without raw HTML (markdown.server.ts). */
  html: string;
  status: ArticleStatus;
  updated: string;
  canWrite: boolean;
}

export interface ArticleFormView {
  /** The edited article's id and version; null for a new one. */
  article: { id: string; version: number } | null;
  values: Record<string, string>;
  categories: string[];
}

export type KnowledgeResult =
  | { ok: true; notice: string }
  | {
      ok: false;
      status: number;
      formError: string;
      fieldErrors?: Record<string, string>;
      values?: Record<string, string>;
    };
