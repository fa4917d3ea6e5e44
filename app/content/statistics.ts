// The company's key figures (SPEC section 9), stated once: the landing's band counts up to them
// (its icons are in landing.ts `statisticIcons`) and the about page shows them as they are.

export interface Statistic {
  id: "projets" | "clients" | "cafe" | "code";
  value: number;
  suffix: string;
  label: string;
}

export const statistics: Statistic[] = [
  { id: "projets", value: 50, suffix: "+", label: "projets livrés" },
  { id: "clients", value: 30, suffix: "+", label: "clients satisfaits" },
  { id: "cafe", value: 999, suffix: "+", label: "tasses de café" },
  { id: "code", value: 1, suffix: "M+", label: "lignes de code" },
];
