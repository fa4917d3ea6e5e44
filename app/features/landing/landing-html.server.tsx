import { renderToStaticMarkup } from "react-dom/server";
import { AboutSection } from "./sections/about-section";
import { ContactHeading } from "./sections/contact-heading";
import { Hero } from "./sections/hero";
import { PerformanceSection } from "./sections/performance-section";
import { ProcessSection } from "./sections/process-section";
import { ProjectsSection } from "./sections/projects-section";
import { ServicesSection } from "./sections/services-section";
import { StatsBand } from "./sections/stats-band";
import { TechStrip } from "./sections/tech-strip";
import { TechnologiesSection } from "./sections/technologies-section";
import { TestimonialsSection } from "./sections/testimonials-section";
import type { LandingHtml } from "./landing-html";
import { ContactDetails } from "~/features/company";
import { ProjectNoscriptPanel } from "~/features/projects";
import { projectsWithDetails } from "~/content/project-details";
import type { SiteConfig } from "~/content/site";

const cache = new WeakMap<SiteConfig, LandingHtml>();

/**
 * The static parts of the landing page. They depend on the content and the site config only, so
 * they are rendered once per process (the site config object lives as long as the process).
 */
export function renderLandingHtml(site: SiteConfig): LandingHtml {
  const cached = cache.get(site);
  if (cached) return cached;
  const html = {
    sections: renderSections(site),
    contactHeading: renderToStaticMarkup(<ContactHeading />),
    contactInfo: renderToStaticMarkup(<ContactDetails site={site} variant="list" />),
  };
  cache.set(site, html);
  return html;
}

function renderSections(site: SiteConfig): string {
  return renderToStaticMarkup(
    <>
      <Hero site={site} />
      <AboutSection />
      <ServicesSection />
      <PerformanceSection />
      <TechStrip />
      <TechnologiesSection />
      <ProcessSection />
      <ProjectsSection />
      <StatsBand />
      <TestimonialsSection />
    </>,
  );
}

const fallbacks = new Map<string, string>();

/** The no-JavaScript details of the product named by ?projet, or "" (see ProjectNoscriptPanel). */
export function renderProjectFallback(projectId: string | null): string {
  const project = projectsWithDetails.find((p) => p.id === projectId);
  if (!project) return "";
  let html = fallbacks.get(project.id);
  if (html === undefined) {
    html = renderToStaticMarkup(<ProjectNoscriptPanel project={project} />);
    fallbacks.set(project.id, html);
  }
  return html;
}
