/**
 * The environment variable through which the global set-up (global-setup.ts) tells the test
 * workers where the run's migrated embedded database is.
 */
export const PGLITE_TEMPLATE_ENV = "E2E_PGLITE_TEMPLATE";
