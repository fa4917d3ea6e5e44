// The landing feature's server entry: the sections rendered once to static HTML (sections/, see
// docs/decisions/0006-landing-server-only-markup.md) and the technology logos' files.
export { renderLandingHtml, renderProjectFallback } from "./landing-html.server";
export { techLogoFiles } from "./sections/tech-logo-files";
