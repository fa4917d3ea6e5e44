import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";

const messages: Record<number, { title: string; text: string }> = {
  404: {
    title: "Page introuvable",
    text: "La page que vous cherchez n'existe pas ou a été déplacée. Vérifiez l'adresse ou revenez à l'accueil.",
  },
  503: {
    title: "Service momentanément indisponible",
    text: "Nous ne pouvons pas traiter votre demande pour le moment. Réessayez dans quelques minutes.",
  },
};
const fallback = {
  title: "Une erreur est survenue",
  text: "Un problème inattendu nous empêche d'afficher cette page. Réessayez dans quelques instants.",
};

/** A French error page carrying its HTTP status (404, 503, 500…). */
export function ErrorPage({ status }: { status: number }) {
  const { title, text } = messages[status] ?? fallback;
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center sm:py-32">
      <p className="text-sm font-semibold tracking-widest text-brand">Erreur {status}</p>
      <h1 className="mt-3 text-3xl font-bold tracking-tight text-balance sm:text-5xl">{title}</h1>
      <p className="mt-5 text-base leading-relaxed text-pretty text-muted-foreground">{text}</p>
      <Link to="/" viewTransition className={`${buttonClass("primary", "lg")} mt-10`}>
        Retour à l'accueil
      </Link>
    </section>
  );
}
