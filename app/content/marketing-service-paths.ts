// The marketing services' slugs and URLs, without their texts and icons: the link helper of every
// page (pages.ts) needs only these; importing marketing-services.ts there put the whole catalogue
// and its icons into every page's JavaScript. content.test.ts keeps the two in step.

export const MARKETING_SERVICE_SLUGS = [
  "developpement",
  "network-automation",
  "cloud-solutions",
  "cybersecurity",
  "data-analysis",
  "ai-integration",
  "ui-design",
  "strategy",
  "chatbots",
  "audit-securite",
  "config-auto",
  "helpdesk",
  "it-management",
  "kpi",
] as const;

export const marketingServiceHref = (slug: string): string => `/services/${slug}`;
