// Testimonials of the landing page (SPEC section 3: quote, name, company, avatar). Avatars are
// drawn by the site from the initials and a hue, no external image host.

export interface Testimonial {
  quote: string;
  name: string;
  company: string;
  avatar: { initials: string; hue: "blue" | "emerald" | "violet" | "amber" | "rose" | "cyan" };
}

export const testimonials: Testimonial[] = [
  {
    quote:
      "L'audit de sécurité a révélé des failles que nous ignorions. Le plan de remédiation était clair et l'équipe nous a accompagnés jusqu'au bout.",
    name: "Mariama Diallo",
    company: "Directrice informatique, banque à Conakry",
    avatar: { initials: "MD", hue: "blue" },
  },
  {
    quote:
      "Notre application de réservation fonctionne même quand le réseau est faible. Nos clients l'adorent et nos réservations ont doublé.",
    name: "Ibrahima Camara",
    company: "Fondateur, agence de voyages",
    avatar: { initials: "IC", hue: "emerald" },
  },
  {
    quote:
      "La migration vers le cloud s'est faite sans interruption de service. Nous avons gagné en fiabilité et réduit nos coûts d'hébergement.",
    name: "Fatoumata Bah",
    company: "Responsable des opérations, société de logistique",
    avatar: { initials: "FB", hue: "violet" },
  },
  {
    quote:
      "Le helpdesk mis en place a transformé notre support interne\u00a0: chaque demande est suivie et nos équipes savent enfin où en sont leurs tickets.",
    name: "Alpha Soumah",
    company: "DSI, groupe industriel",
    avatar: { initials: "AS", hue: "amber" },
  },
  {
    quote:
      "Un partenaire à l'écoute, qui parle notre langue et comprend nos contraintes. Le chatbot répond à nos clients jour et nuit.",
    name: "Aïssatou Sylla",
    company: "Directrice commerciale, opérateur télécom",
    avatar: { initials: "AS", hue: "rose" },
  },
  {
    quote:
      "Des tableaux de bord clairs et fiables pour piloter l'activité. La qualité du code et de la documentation nous a impressionnés.",
    name: "Jean-Marc Lefèvre",
    company: "Directeur financier, filiale d'un groupe français",
    avatar: { initials: "JL", hue: "cyan" },
  },
];
