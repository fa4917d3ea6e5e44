import { sql } from "drizzle-orm";
import { pick, seedBatches, seedTarget, type ModuleSeed } from "~/server/platform/seed.server";
import { checkArticleDraft } from "./article-draft.server";
import { createArticle } from "./article-store.server";
import { kbArticle } from "./schema.server";

// The knowledge base's seed (decision 0089): procedures, two in three published, the rest drafts,
// through the draft check and createArticle as the 'Nouvelle procédure' form.

const ARTICLES = [
  ["Réinitialiser son mot de passe Windows", "Comptes et accès"],
  ["Configurer le VPN sur un portable", "Réseau"],
  ["Ajouter une imprimante réseau", "Matériel"],
  ["Configurer sa messagerie sur Android", "Messagerie"],
  ["Que faire si l'écran reste noir au démarrage", "Matériel"],
  ["Restaurer un fichier supprimé du serveur", "Sauvegardes"],
  ["Accueillir un nouvel arrivant\u00a0: la liste du premier jour", "Comptes et accès"],
  ["Signaler un courriel d'hameçonnage", "Sécurité"],
] as const;

const body = (title: string, n: number) =>
  [
    `# ${title}`,
    "",
    "Cette procédure s'applique à tous les postes du siège et des agences.",
    "",
    "1. Enregistrez votre travail en cours.",
    "2. Suivez les étapes ci-dessous dans l'ordre.",
    "3. Si le problème persiste, ouvrez une demande sur le portail.",
    "",
    `> Révision n°\u00a0${n}, validée par l'équipe informatique.`,
  ].join("\n");

export const seedKnowledge: ModuleSeed = async (seed) => {
  const { actor, now } = seed;
  const count = () =>
    seed.inTx(async (tx) => {
      const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(kbArticle);
      return row!.n;
    });
  await seedBatches(seed, await count(), seedTarget(8, seed.scale), async (tx, i) => {
    const [base, category] = pick(ARTICLES, i);
    const round = Math.floor(i / ARTICLES.length);
    // The body opens with the article's own title, which the page and the list's excerpt leave
    // out (a heading that differed, "(2)" aside, was read as the excerpt's first words).
    const title = round ? `${base} (${round + 1})` : base;
    const checked = checkArticleDraft({
      title,
      category,
      body: body(title, i + 1),
      status: i % 3 === 2 ? "draft" : "published",
    });
    if (!checked.ok) throw new Error(`seed: article ${i}: ${JSON.stringify(checked.errors)}`);
    await createArticle({ tx, actor, canWrite: true, now }, checked.values);
  });
  return { articles: await count() };
};
