import { describe, expect, it } from "vitest";
import { COUNT_UP_MS, aboutPillars, performanceCards, sectionHeadings } from "./landing";
import { processSteps } from "./process";
import { statistics } from "./statistics";
import { projectDetails, projectsWithDetails } from "./project-details";
import { projectHref, projects, findProject } from "./projects";
import { landingServices, marketingServiceHref } from "./marketing-services";
import {
  STRIP_SECONDS,
  stripTechnologies,
  TECH_ROWS,
  technologies,
  technologyRows,
} from "./technologies";
import { testimonials } from "./testimonials";

const SPEC_SERVICE_PATHS = [
  "/services/developpement",
  "/services/network-automation",
  "/services/cloud-solutions",
  "/services/cybersecurity",
  "/services/data-analysis",
  "/services/ai-integration",
  "/services/ui-design",
  "/services/strategy",
  "/services/chatbots",
];

describe("landing content", () => {
  it("has the nine service cards of the spec, in order, with four features each", () => {
    expect(landingServices.map((s) => marketingServiceHref(s.slug))).toEqual(SPEC_SERVICE_PATHS);
    for (const s of landingServices) expect(new Set(s.features).size).toBe(4);
  });

  it("has three about pillars and three performance cards", () => {
    expect(aboutPillars).toHaveLength(3);
    expect(performanceCards.map((c) => c.title)).toEqual([
      "Chargement rapide",
      "Animations fluides",
      "Code optimisé",
    ]);
  });

  it("has the five process steps of the spec with four details each", () => {
    expect(processSteps.map((s) => s.title)).toEqual([
      "Découverte & Stratégie",
      "Conception & UX/UI",
      "Développement & Intégration",
      "Test & Déploiement",
      "Maintenance & Évolution",
    ]);
    for (const step of processSteps) {
      expect(step.description.length).toBeGreaterThan(20);
      expect(new Set(step.details).size).toBe(4);
    }
  });

  it("has six products with every field of SPEC section 3 and four features", () => {
    expect(projects).toHaveLength(6);
    expect(new Set(projects.map((p) => p.id)).size).toBe(6);
    expect(Object.keys(projectDetails).sort()).toEqual(projects.map((p) => p.id).sort());
    for (const p of projectsWithDetails) {
      expect(p.id).toMatch(/^[a-z0-9-]+$/);
      expect(p.name && p.description && p.color && p.imageCaption).toBeTruthy();
      expect(new Set(p.features).size).toBe(4);
      expect(p.longDescription.length).toBeGreaterThan(100);
      expect(p.techStack.length).toBeGreaterThanOrEqual(3);
      expect(projectHref(p.id)).toBe(`/?projet=${p.id}#projets`);
      expect(findProject(p.name)?.id).toBe(p.id);
      expect(findProject(p.id)?.name).toBe(p.name);
    }
    expect(findProject("inconnu")).toBeUndefined();
    expect(findProject(null)).toBeUndefined();
  });

  it("has about 45 unique technologies whose rows follow index % 3", () => {
    expect(technologies).toHaveLength(45);
    expect(sectionHeadings.technologies.title).toBe(
      `+${technologies.length} Technologies Maîtrisées`,
    );
    expect(new Set(technologies.map((t) => t.name)).size).toBe(45);
    const rows = technologyRows();
    expect(rows.map((r) => r.length)).toEqual([15, 15, 15]);
    rows.forEach((row, i) => {
      for (const tech of row) expect(tech.category).toBe(TECH_ROWS[i]?.category);
    });
    for (const t of technologies) expect(t.description.length).toBeGreaterThan(5);
  });

  it("uses the spec's carousel speeds", () => {
    expect(STRIP_SECONDS).toBe(80);
    expect(TECH_ROWS.map((r) => r.seconds)).toEqual([60, 70, 65]);
    expect(stripTechnologies.length).toBeGreaterThanOrEqual(8);
  });

  it("has the spec's statistics and count-up duration", () => {
    expect(statistics.map((s) => `${s.value}${s.suffix} ${s.label}`)).toEqual([
      "50+ projets livrés",
      "30+ clients satisfaits",
      "999+ tasses de café",
      "1M+ lignes de code",
    ]);
    expect(COUNT_UP_MS).toBe(2000);
  });

  it("has testimonials with quote, name, company and avatar", () => {
    expect(testimonials.length).toBeGreaterThanOrEqual(3);
    for (const t of testimonials) {
      expect(t.quote && t.name && t.company && t.avatar.initials).toBeTruthy();
    }
  });

  it("uses French typography: no plain space before ! ? ; or :", () => {
    const text = JSON.stringify([
      projectsWithDetails,
      processSteps,
      testimonials,
      performanceCards,
    ]);
    expect(text).not.toMatch(/ [!?;:]/);
  });
});
