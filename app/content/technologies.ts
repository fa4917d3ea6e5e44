import { Cloud, CloudCog, type LucideIcon } from "lucide-react";
import {
  siAngular,
  siAnsible,
  siCloudflare,
  siCss,
  siDjango,
  siDocker,
  siExpress,
  siFastapi,
  siFlutter,
  siGithubactions,
  siGitlab,
  siGo,
  siGooglecloud,
  siGrafana,
  siGraphql,
  siHtml5,
  siJavascript,
  siJenkins,
  siKotlin,
  siKubernetes,
  siLaravel,
  siLinux,
  siMongodb,
  siMysql,
  siNestjs,
  siNextdotjs,
  siNginx,
  siNodedotjs,
  siPhp,
  siPostgresql,
  siPrometheus,
  siPython,
  siReact,
  siRedis,
  siRedux,
  siSpring,
  siSvelte,
  siSwift,
  siTailwindcss,
  siTerraform,
  siTypescript,
  siVite,
  siVuedotjs,
} from "simple-icons";

// The technologies of SPEC sections 2 and 3 ("+45 Technologies Maîtrisées"). The list is
// interleaved so that index % 3 gives the row: 0 frontend and frameworks, 1 backend and
// databases, 2 DevOps and cloud. Logos come from simple-icons; lucide stands in where simple-icons
// has no logo (AWS and Azure).

/** A simple-icons logo (slug and 24×24 path) or a lucide icon. */
export type TechIcon = { slug: string; path: string } | LucideIcon;

export type TechCategory = "frontend" | "backend" | "devops";

export interface Technology {
  name: string;
  icon: TechIcon;
  description: string;
  category: TechCategory;
}

type Entry = [name: string, icon: TechIcon, description: string];

const frontend: Entry[] = [
  ["React", siReact, "Interfaces web réactives à base de composants"],
  ["Next.js", siNextdotjs, "Sites React rendus côté serveur"],
  ["Vue.js", siVuedotjs, "Framework web progressif"],
  ["Angular", siAngular, "Applications web d'entreprise"],
  ["Svelte", siSvelte, "Interfaces compilées et légères"],
  ["TypeScript", siTypescript, "JavaScript typé pour un code fiable"],
  ["JavaScript", siJavascript, "Le langage du web"],
  ["Tailwind CSS", siTailwindcss, "Styles utilitaires et design cohérent"],
  ["HTML5", siHtml5, "Structure sémantique et accessible"],
  ["CSS", siCss, "Mise en page et animations fluides"],
  ["Flutter", siFlutter, "Applications mobiles multiplateformes"],
  ["Kotlin", siKotlin, "Applications Android natives"],
  ["Swift", siSwift, "Applications iOS natives"],
  ["Vite", siVite, "Outillage de build ultra-rapide"],
  ["Redux", siRedux, "Gestion d'état prévisible"],
];

const backend: Entry[] = [
  ["Node.js", siNodedotjs, "Serveurs JavaScript performants"],
  ["Express", siExpress, "API web minimalistes"],
  ["NestJS", siNestjs, "Back-ends Node.js structurés"],
  ["Python", siPython, "Scripts, données et intelligence artificielle"],
  ["Django", siDjango, "Applications web Python complètes"],
  ["FastAPI", siFastapi, "API Python rapides et typées"],
  ["PHP", siPhp, "Sites et applications web éprouvés"],
  ["Laravel", siLaravel, "Framework PHP élégant"],
  ["Go", siGo, "Services réseau concurrents"],
  ["Spring", siSpring, "Applications Java d'entreprise"],
  ["PostgreSQL", siPostgresql, "Base de données relationnelle robuste"],
  ["MySQL", siMysql, "Base relationnelle très répandue"],
  ["MongoDB", siMongodb, "Base de documents flexible"],
  ["Redis", siRedis, "Cache et files de messages en mémoire"],
  ["GraphQL", siGraphql, "API flexibles et typées"],
];

const devops: Entry[] = [
  ["Docker", siDocker, "Conteneurs reproductibles"],
  ["Kubernetes", siKubernetes, "Orchestration de conteneurs"],
  ["Terraform", siTerraform, "Infrastructure as code"],
  ["Ansible", siAnsible, "Automatisation des configurations"],
  ["GitHub Actions", siGithubactions, "Intégration et déploiement continus"],
  ["GitLab", siGitlab, "Forge logicielle et CI/CD"],
  ["Jenkins", siJenkins, "Chaînes d'intégration continue"],
  ["Nginx", siNginx, "Serveur web et proxy inverse"],
  ["Linux", siLinux, "Serveurs stables et sécurisés"],
  ["AWS", Cloud, "Cloud public Amazon Web Services"],
  ["Microsoft Azure", CloudCog, "Cloud Microsoft pour l'entreprise"],
  ["Google Cloud", siGooglecloud, "Cloud, données et IA de Google"],
  ["Cloudflare", siCloudflare, "Réseau de diffusion et protection"],
  ["Grafana", siGrafana, "Tableaux de bord de supervision"],
  ["Prometheus", siPrometheus, "Métriques et alertes"],
];

const toTech =
  (category: TechCategory) =>
  ([name, icon, description]: Entry): Technology => ({ name, icon, description, category });

/** The 45 technologies, interleaved by row. */
export const technologies: Technology[] = frontend.flatMap((entry, i) => [
  toTech("frontend")(entry),
  ...(backend[i] ? [toTech("backend")(backend[i])] : []),
  ...(devops[i] ? [toTech("devops")(devops[i])] : []),
]);

export const TECH_ROWS: { category: TechCategory; label: string; seconds: MarqueeSeconds }[] = [
  { category: "frontend", label: "Frontend et frameworks", seconds: 60 },
  { category: "backend", label: "Backend et bases de données", seconds: 70 },
  { category: "devops", label: "DevOps et cloud", seconds: 65 },
];

/** Rows by index modulo 3 (SPEC section 2). */
export const technologyRows = (): Technology[][] =>
  [0, 1, 2].map((row) => technologies.filter((_, i) => i % 3 === row));

/** Seconds per loop of the carousels (SPEC section 9): strip 80, rows 60, 70 and 65. */
export type MarqueeSeconds = 60 | 65 | 70 | 80;
export const STRIP_SECONDS: MarqueeSeconds = 80;

/** The technology strip under the performance cards: the best-known names. */
export const stripTechnologies: Technology[] = [
  "React",
  "Next.js",
  "TypeScript",
  "Node.js",
  "Python",
  "PostgreSQL",
  "Docker",
  "Kubernetes",
  "Flutter",
  "Laravel",
  "Terraform",
  "Google Cloud",
].flatMap((name) => technologies.filter((t) => t.name === name));
