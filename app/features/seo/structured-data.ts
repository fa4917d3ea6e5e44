import type { FaqItem } from "~/content/faq";
import type { Plan } from "~/content/plans";
import type { MarketingService } from "~/content/marketing-services";
import type { SiteConfig } from "~/content/site";

// schema.org JSON-LD builders. Pure functions of the content and the site config, so that the
// markup search engines read is the same data the pages show.

export type JsonLd = Record<string, unknown>;

const CONTEXT = "https://schema.org";
const organizationId = (siteUrl: string) => `${siteUrl}/#organisation`;
const digits = (phone: string) => phone.replace(/[^+\d]/g, "");

/** The company, with its two contact points (Guinea and France). */
export function organizationLd(site: SiteConfig, siteUrl: string): JsonLd {
  const sameAs = site.socials.map((s) => s.url).filter((url) => url !== "");
  return {
    "@context": CONTEXT,
    "@type": "ProfessionalService",
    "@id": organizationId(siteUrl),
    name: site.brandName,
    description: site.tagline,
    url: `${siteUrl}/`,
    logo: `${siteUrl}/favicon.svg`,
    image: `${siteUrl}/og-image.jpg`,
    email: site.email,
    telephone: digits(site.phoneGuinea),
    address: {
      "@type": "PostalAddress",
      streetAddress: site.address,
      addressLocality: "Conakry",
      addressCountry: "GN",
    },
    areaServed: ["Guinée", "Afrique"],
    contactPoint: [
      {
        "@type": "ContactPoint",
        contactType: "customer service",
        telephone: digits(site.phoneGuinea),
        email: site.email,
        areaServed: "GN",
        availableLanguage: "fr",
      },
      {
        "@type": "ContactPoint",
        contactType: "customer service",
        telephone: digits(site.phoneFrance),
        areaServed: "FR",
        availableLanguage: "fr",
      },
    ],
    ...(sameAs.length > 0 ? { sameAs } : {}),
  };
}

/**
 * The SaaS platform and its offers. Only priced plans become Offers: an Offer needs a price,
 * and the Entreprise plan is on quote (it is described in the page itself).
 */
export function softwareApplicationLd(
  site: SiteConfig,
  siteUrl: string,
  plans: readonly Plan[],
  path: string,
): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "SoftwareApplication",
    name: `${site.brandName}, plateforme de gestion informatique`,
    applicationCategory: "BusinessApplication",
    operatingSystem: "Web",
    url: `${siteUrl}${path}`,
    inLanguage: "fr",
    publisher: { "@id": organizationId(siteUrl) },
    offers: plans
      .filter((p) => p.monthlyPrice !== undefined)
      .map((p) => ({
        "@type": "Offer",
        name: p.name,
        description: p.description,
        price: String(p.monthlyPrice),
        priceCurrency: "EUR",
        url: `${siteUrl}/inscription?plan=${p.id}`,
        priceSpecification: {
          "@type": "UnitPriceSpecification",
          price: String(p.monthlyPrice),
          priceCurrency: "EUR",
          unitText: "par utilisateur et par mois",
          billingDuration: "P1M",
        },
      })),
  };
}

export function serviceLd(
  service: Pick<MarketingService, "slug" | "title" | "description">,
  site: SiteConfig,
  siteUrl: string,
): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "Service",
    name: service.title,
    serviceType: service.title,
    description: service.description,
    url: `${siteUrl}/services/${service.slug}`,
    areaServed: ["Guinée", "Afrique"],
    provider: {
      "@type": "ProfessionalService",
      "@id": organizationId(siteUrl),
      name: site.brandName,
    },
  };
}

export function faqPageLd(items: readonly FaqItem[]): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}

export interface Crumb {
  name: string;
  path: string;
}

export function breadcrumbLd(siteUrl: string, crumbs: readonly Crumb[]): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((c, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: c.name,
      item: `${siteUrl}${c.path}`,
    })),
  };
}

/**
 * JSON for a `<script type="application/ld+json">`: `<` (and `>`, `&`, U+2028, U+2029) escaped,
 * so that no value can close the script element or break the HTML parser.
 */
export function serializeJsonLd(data: JsonLd | JsonLd[]): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
