import { ArrowRight, Check } from "lucide-react";
import { cardClass, sectionClass } from "../section-classes";
import { SectionHeading } from "./section-heading";
import { StaticLink } from "./static-link";
import { landingServices, marketingServiceHref } from "~/content/marketing-services";
import { sectionHeadings } from "~/content/landing";
import { Section, SectionContainer } from "~/components/ui/section";

/** Services (#services): the nine cards of SPEC section 2, in its order. */
export function ServicesSection() {
  return (
    <Section
      id="services"
      aria-labelledby="services-titre"
      className={`${sectionClass} border-y bg-muted/30`}
    >
      <SectionContainer>
        <SectionHeading id="services-titre" {...sectionHeadings.services} />
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {landingServices.map((service) => (
            <li
              key={service.slug}
              data-testid="service-card"
              className={`${cardClass} flex flex-col p-6 transition-shadow hover:shadow-md`}
            >
              <span className="inline-flex size-11 items-center justify-center rounded-lg bg-primary/10 text-brand">
                <service.icon aria-hidden className="size-5" />
              </span>
              <h3 className="mt-5 text-lg font-semibold">{service.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">
                {service.description}
              </p>
              <ul className="mt-5 grid gap-2 text-sm">
                {service.features.map((feature) => (
                  <li key={feature} className="flex gap-2">
                    <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-brand" />
                    {feature}
                  </li>
                ))}
              </ul>
              <StaticLink
                href={marketingServiceHref(service.slug)}
                className="group mt-6 inline-flex items-center gap-1.5 self-start rounded-sm text-sm font-medium text-brand hover:underline"
              >
                En savoir plus
                <span className="sr-only"> sur {service.title}</span>
                <ArrowRight
                  aria-hidden
                  className="size-4 transition-transform group-hover:translate-x-0.5"
                />
              </StaticLink>
            </li>
          ))}
        </ul>
      </SectionContainer>
    </Section>
  );
}
