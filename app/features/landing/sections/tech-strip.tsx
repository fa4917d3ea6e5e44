import { Marquee } from "./marquee";
import { TechLogo } from "./tech-logo";
import { STRIP_SECONDS, stripTechnologies } from "~/content/technologies";

/** The technology strip: a looping carousel of names with logos (SPEC section 2). */
export function TechStrip() {
  return (
    <section
      aria-label="Technologies que nous utilisons"
      className="below-fold below-fold-band relative border-y bg-muted/30 py-8"
    >
      <Marquee
        items={stripTechnologies}
        seconds={STRIP_SECONDS}
        label="Technologies"
        testId="tech-strip"
        itemKey={(t) => t.name}
        renderItem={(t) => (
          <span className="flex items-center gap-2.5 px-5 py-2 text-base font-medium whitespace-nowrap text-muted-foreground">
            <TechLogo icon={t.icon} className="text-foreground/70" />
            {t.name}
          </span>
        )}
      />
    </section>
  );
}
