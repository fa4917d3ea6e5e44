// The landing feature's client-safe entry: the route's components and the names of the DOM hooks
// (hooks.ts). Its server rendering has its own entry, index.server.ts: a `.server` module cannot
// be re-exported from a module that the client bundle loads.
export { ContactSection } from "./contact-section";
export { HeroVideo } from "./hero-video";
export { hookSelector, landingHooks } from "./hooks";
export { LandingEnhancements } from "./landing-enhancements";
export { keepServerHtml, serverHtml, StaticHtml } from "./static-html";
