// The names that tie the landing's server-only markup (sections/, rendered once to static HTML and
// never hydrated) to the client code that brings it to life: landing-enhancements, count-up,
// hero-video and the project dialog controller. Both sides use these names, never a string
// literal, so renaming one cannot silently disconnect a behaviour. hooks.test.tsx checks that the
// rendered sections carry every one the client looks for.

type DataName = `data-${string}`;

/** A data attribute with a fixed value: it marks the element. */
interface Marker<N extends DataName = DataName> {
  readonly kind: "marker";
  readonly name: N;
  readonly value: string;
  /** The CSS selector of the marked elements. */
  readonly selector: string;
}

/** A data attribute whose value differs per element (a product id, a number, a URL). */
interface Carrier<N extends DataName = DataName> {
  readonly kind: "carrier";
  readonly name: N;
  /** The CSS selector of the elements carrying it, whatever the value. */
  readonly selector: string;
}

const marker = <N extends DataName>(name: N, value = ""): Marker<N> => ({
  kind: "marker",
  name,
  value,
  selector: value === "" ? `[${name}]` : `[${name}="${value}"]`,
});

const carrier = <N extends DataName>(name: N): Carrier<N> => ({
  kind: "carrier",
  name,
  selector: `[${name}]`,
});

export const landingHooks = {
  /** The hero's empty layer into which HeroVideo portals the background video. */
  heroMedia: marker("data-hero-media"),
  /** The statistics band that count-up.ts animates (the e2e tests find it by the same id). */
  statsBand: marker("data-testid", "stats-band"),
  /** A number of the band, carrying its final value. */
  countTo: carrier("data-count-to"),
  /** The band's count-up state, written by count-up.ts: waiting, running, done. */
  counting: carrier("data-counting"),
  /** StaticLink's button for a page that does not exist yet (its href): a click shows a toast. */
  unavailableHref: carrier("data-unavailable-href"),
  /** StaticLink's link to a page of the site: a click is a client-side navigation. */
  siteLink: marker("data-site-link"),
  /** The product cards' list, where the dialog controller listens. */
  projectCards: marker("data-project-cards"),
  /** A card's "En savoir plus" link, carrying its product's id: a click opens the dialog. */
  projectTrigger: carrier("data-project-trigger"),
} as const;

/** A carousel (sections/marquee.tsx), paused off-screen by the enhancements (app.css). */
export const MARQUEE_CLASS = "marquee";

/**
 * The site shell's `<main>` (components/layout/site-shell.tsx, which cannot import a feature),
 * where the enhancements listen for clicks.
 */
export const MAIN_ID = "contenu";

/** The selector of the one element whose carried value is `value`. */
export function hookSelector(hook: Carrier, value: string): string {
  return `[${hook.name}="${value}"]`;
}

/**
 * The attribute to spread on the element: `<div {...hookAttrs(landingHooks.heroMedia)} />`,
 * `<span {...hookAttrs(landingHooks.countTo, 1200)} />`.
 */
export function hookAttrs<N extends DataName>(hook: Marker<N>): Record<N, string>;
export function hookAttrs<N extends DataName>(
  hook: Carrier<N>,
  value: string | number,
): Record<N, string>;
export function hookAttrs<N extends DataName>(
  hook: Marker<N> | Carrier<N>,
  value?: string | number,
): Record<N, string> {
  const text = hook.kind === "marker" ? hook.value : String(value);
  return { [hook.name]: text } as Record<N, string>;
}
