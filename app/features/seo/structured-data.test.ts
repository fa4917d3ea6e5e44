import { describe, expect, it } from "vitest";
import {
  breadcrumbLd,
  faqPageLd,
  organizationLd,
  serializeJsonLd,
  serviceLd,
  softwareApplicationLd,
} from "./structured-data";
import { faqItems } from "~/content/faq";
import { plans } from "~/content/plans";
import { marketingServices } from "~/content/marketing-services";
import { defaultSiteConfig } from "~/content/site";

const site = defaultSiteConfig;
const url = "https://www.exemple.gn";

describe("organizationLd", () => {
  it("describes the company with its address and two contact points", () => {
    const ld = organizationLd(site, url);
    expect(ld).toMatchObject({
      "@context": "https://schema.org",
      "@type": "ProfessionalService",
      name: site.brandName,
      url: `${url}/`,
      email: site.email,
      address: { "@type": "PostalAddress", addressCountry: "GN" },
    });
    const points = ld.contactPoint as { telephone: string; areaServed: string }[];
    expect(points.map((p) => [p.telephone, p.areaServed])).toEqual([
      ["+224600000000", "GN"],
      ["+33199000000", "FR"],
    ]);
    expect(ld).not.toHaveProperty("sameAs");
  });

  it("lists the social links that have an address", () => {
    const withSocial = {
      ...site,
      socials: site.socials.map((s) =>
        s.network === "linkedin" ? { ...s, url: "https://www.linkedin.com/company/x" } : s,
      ),
    };
    expect(organizationLd(withSocial, url).sameAs).toEqual(["https://www.linkedin.com/company/x"]);
  });
});

describe("softwareApplicationLd", () => {
  it("offers the three priced plans in euros, per user and per month", () => {
    const ld = softwareApplicationLd(site, url, plans, "/tarifs");
    expect(ld["@type"]).toBe("SoftwareApplication");
    expect(ld.url).toBe(`${url}/tarifs`);
    const offers = ld.offers as {
      name: string;
      price: string;
      priceCurrency: string;
      url: string;
    }[];
    expect(offers.map((o) => [o.name, o.price, o.priceCurrency, o.url])).toEqual([
      ["Standard", "100", "EUR", `${url}/inscription?plan=standard`],
      ["Premium", "200", "EUR", `${url}/inscription?plan=premium`],
      ["Super Premium", "300", "EUR", `${url}/inscription?plan=super-premium`],
    ]);
  });
});

describe("serviceLd", () => {
  it("describes a service page and its provider", () => {
    const service = marketingServices[0]!;
    expect(serviceLd(service, site, url)).toMatchObject({
      "@type": "Service",
      name: service.title,
      description: service.description,
      url: `${url}/services/${service.slug}`,
      provider: { "@id": `${url}/#organisation`, name: site.brandName },
    });
  });
});

describe("faqPageLd", () => {
  it("turns every question into a Question with its accepted Answer", () => {
    const ld = faqPageLd(faqItems);
    const entities = ld.mainEntity as {
      "@type": string;
      name: string;
      acceptedAnswer: { text: string };
    }[];
    expect(ld["@type"]).toBe("FAQPage");
    expect(entities).toHaveLength(faqItems.length);
    expect(entities[0]).toEqual({
      "@type": "Question",
      name: faqItems[0]!.question,
      acceptedAnswer: { "@type": "Answer", text: faqItems[0]!.answer },
    });
  });
});

describe("breadcrumbLd", () => {
  it("numbers the crumbs from 1 with absolute URLs", () => {
    expect(
      breadcrumbLd(url, [
        { name: "Accueil", path: "/" },
        { name: "Tarifs", path: "/tarifs" },
      ]).itemListElement,
    ).toEqual([
      { "@type": "ListItem", position: 1, name: "Accueil", item: `${url}/` },
      { "@type": "ListItem", position: 2, name: "Tarifs", item: `${url}/tarifs` },
    ]);
  });
});

describe("serializeJsonLd", () => {
  it("cannot close the script element, and parses back to the same data", () => {
    const data = { name: "</script><script>alert(1)</script> & \u2028" };
    const json = serializeJsonLd(data);
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(json).toContain("\\u003c/script\\u003e");
    expect(JSON.parse(json)).toEqual(data);
  });
});
