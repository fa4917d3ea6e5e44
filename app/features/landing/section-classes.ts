// Class names of the landing sections, apart from the heading so that the one section rendered
// on the client (contact) does not import the heading's primitives.

export const containerClass = "mx-auto max-w-7xl px-4 sm:px-6";
/** A landing section's spacing, on the `Section` primitive (which adds `below-fold`). */
export const sectionClass = "scroll-mt-20 py-20 sm:py-28";
export const cardClass = "rounded-xl border bg-card text-card-foreground shadow-sm";
