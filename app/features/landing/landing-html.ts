/** The landing page's server-only markup (see landing-html.server.tsx and static-html.tsx). */
export interface LandingHtml {
  /** From the hero to the testimonials, in the order of the issue. */
  sections: string;
  contactHeading: string;
  contactInfo: string;
}
