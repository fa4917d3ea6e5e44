import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { DASHBOARD_PATH } from "~/content/dashboard-links";

/** Each status's words; `where` is the way back the page offers ("à l'accueil"). */
const messages: Record<number, { title: string; text: (where: string) => string }> = {
  404: {
    title: "Page introuvable",
    text: (where) =>
      `La page que vous cherchez n'existe pas ou a été déplacée. Vérifiez l'adresse ou revenez ${where}.`,
  },
  503: {
    title: "Service momentanément indisponible",
    text: () =>
      "Nous ne pouvons pas traiter votre demande pour le moment. Réessayez dans quelques minutes.",
  },
};
const fallback = {
  title: "Une erreur est survenue",
  text: () =>
    "Un problème inattendu nous empêche d'afficher cette page. Réessayez dans quelques instants.",
};

/** Where the page sends a visitor back: the site's home, or the dashboard for a signed-in page. */
const homes = {
  site: { to: "/", label: "Retour à l'accueil", size: "lg", where: "à l'accueil" },
  dashboard: {
    to: DASHBOARD_PATH,
    label: "Retour au tableau de bord",
    size: "md",
    where: "au tableau de bord",
  },
} as const;

/** A French error page carrying its HTTP status (404, 503, 500…). */
export function ErrorPage({
  status,
  home = "site",
}: {
  status: number;
  home?: keyof typeof homes;
}) {
  const { title, text } = messages[status] ?? fallback;
  const back = homes[home];
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center sm:py-32">
      <p className="text-sm font-semibold tracking-widest text-brand">Erreur {status}</p>
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-balance sm:text-5xl">{title}</h1>
      <p className="mt-5 text-base leading-relaxed text-pretty text-muted-foreground">
        {text(back.where)}
      </p>
      <Link to={back.to} viewTransition className={`${buttonClass("primary", back.size)} mt-10`}>
        {back.label}
      </Link>
    </section>
  );
}
