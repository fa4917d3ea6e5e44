import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";

// The route table, mirroring SPEC section 2.
export default [
  layout("routes/_site/layout.tsx", [
    index("routes/_site/home.tsx"),
    route("saas", "routes/_site/saas.tsx"),
    route("tarifs", "routes/_site/pricing.tsx"),
    route("services/:slug", "routes/_site/marketing-service.tsx"),
    route("contact", "routes/_site/contact.tsx"),
    route("a-propos", "routes/_site/about.tsx"),
    route("docs", "routes/_site/docs.tsx"),
    route("faq", "routes/_site/faq.tsx"),
    route("legal", "routes/_site/legal.tsx"),
    route("privacy", "routes/_site/privacy.tsx"),
    route("terms", "routes/_site/terms.tsx"),
    route("*", "routes/_site/not-found.tsx"),
  ]),
  layout("routes/_auth/layout.tsx", [
    route("connexion", "routes/_auth/sign-in.tsx"),
    route("inscription", "routes/_auth/sign-up.tsx"),
    route("mot-de-passe-oublie", "routes/_auth/forgot-password.tsx"),
    route("reinitialiser-mot-de-passe", "routes/_auth/reset-password.tsx"),
    route("confirmer-email", "routes/_auth/verify-email.tsx"),
    route("invitation/:id", "routes/_auth/invitation.tsx"),
  ]),
  // The dashboard has its own layout; its child segments never collide with a service id
  // (DASHBOARD_RESERVED_SEGMENTS, checked by app/routes.test.ts).
  route("dashboard", "routes/_app/layout.tsx", [
    index("routes/_app/index.tsx"),
    route("parametres", "routes/_app/settings.tsx"),
    route("parametres/espace", "routes/_app/workspace-settings.tsx"),
    route("parametres/espace/export", "routes/_app/workspace-export.ts"),
    route("parametres/journal", "routes/_app/journal.tsx"),
    route("parametres/journal/export", "routes/_app/journal-export.ts"),
    // The customer's subscription, quotes and invoices (issue 36, decision 0113).
    route("parametres/abonnement", "routes/_app/billing/subscription.tsx"),
    route("parametres/abonnement/:kind/:id/pdf", "routes/_app/billing/document-pdf.ts"),
    // Modules made real have their own routes (REAL_MODULE_IDS); the others stay placeholders.
    route("user-management", "routes/_app/members.tsx"),
    route("helpdesk", "routes/_app/helpdesk/queue.tsx"),
    route("helpdesk/nouveau", "routes/_app/helpdesk/new.tsx"),
    route("helpdesk/export", "routes/_app/helpdesk/export.ts"),
    route("messages", "routes/_app/messages.tsx"),
    route("messages/export", "routes/_app/messages-export.ts"),
    route("messages/:id", "routes/_app/message.tsx"),
    // The helpdesk's settings: before `:moduleId`, and before any `helpdesk/:number` route.
    route("helpdesk/parametres", "routes/_app/helpdesk/settings.tsx"),
    route("helpdesk/:number", "routes/_app/helpdesk/ticket.tsx"),
    route("helpdesk/:number/pieces/:id", "routes/_app/helpdesk/attachment.ts"),
    // The inventory's settings: before `:moduleId` (and any `inventory-management/:id` route).
    route("inventory-management/parametres", "routes/_app/inventory/settings.tsx"),
    // The inventory's CSV import: before `:moduleId` and any `inventory-management/:id` route.
    route("inventory-management/import", "routes/_app/inventory/import.tsx"),
    route("inventory-management/import/modele", "routes/_app/inventory/import-template.ts"),
    route("inventory-management/import/:id", "routes/_app/inventory/import-preview.tsx"),
    route("inventory-management/import/:id/rapport", "routes/_app/inventory/import-report.ts"),
    // One asset: its form and its page (static segments such as `nouveau` win over `:id`).
    route("inventory-management/nouveau", "routes/_app/inventory/new.tsx"),
    route("inventory-management/:id", "routes/_app/inventory/asset.tsx"),
    // The asset inventory (issue 16): before `:moduleId`.
    route("inventory-management", "routes/_app/inventory/list.tsx"),
    route("inventory-management/export", "routes/_app/inventory/export.ts"),
    route("software-source-code-management", "routes/_app/licences/list.tsx"),
    route("software-source-code-management/nouvelle", "routes/_app/licences/new.tsx"),
    route("software-source-code-management/:id", "routes/_app/licences/licence.tsx"),
    // 'Suivi des procédures IT', the knowledge base (issue 33): before `:moduleId`.
    route("it-procedures-tracking", "routes/_app/knowledge/list.tsx"),
    route("it-procedures-tracking/nouveau", "routes/_app/knowledge/new.tsx"),
    route("it-procedures-tracking/lier", "routes/_app/knowledge/link.tsx"),
    route("it-procedures-tracking/:id", "routes/_app/knowledge/article.tsx"),
    route("it-procedures-tracking/:id/modifier", "routes/_app/knowledge/edit.tsx"),
    // 'Gestion de projets' (issue 34): before `:moduleId`; a project's views inside its frame.
    route("project-management", "routes/_app/project-management/list.tsx"),
    route("project-management/nouveau", "routes/_app/project-management/new.tsx"),
    route("project-management/depuis-ticket", "routes/_app/project-management/from-ticket.tsx"),
    // 'Mes tâches' across projects and a project's event stream: before `:projectId`'s frame.
    route("project-management/mes-taches", "routes/_app/project-management/my-tasks.tsx"),
    route("project-management/:projectId/evenements", "routes/_app/project-management/events.ts"),
    route("project-management/:projectId", "routes/_app/project-management/project.tsx", [
      index("routes/_app/project-management/project-index.ts"),
      route("parametres", "routes/_app/project-management/settings.tsx"),
      route("tableau", "routes/_app/project-management/board.tsx"),
      route("liste", "routes/_app/project-management/task-list.tsx"),
      route("chronologie", "routes/_app/project-management/timeline.tsx"),
      route("taches/nouvelle", "routes/_app/project-management/new-task.tsx"),
      route("taches/:taskId", "routes/_app/project-management/task.tsx"),
      route("import", "routes/_app/project-management/import.tsx"),
    ]),
    route(
      "project-management/:projectId/taches/:taskId/pieces/:attachmentId",
      "routes/_app/project-management/task-attachment.ts",
    ),
    route("project-management/:projectId/export.csv", "routes/_app/project-management/export.ts"),
    // 'Gestion des équipes' (issue 34): before `:moduleId`, static segments before `:id`.
    route("team-management", "routes/_app/team-management/list.tsx"),
    route("team-management/nouvelle", "routes/_app/team-management/new.tsx"),
    route("team-management/absences", "routes/_app/team-management/absences.tsx"),
    route("team-management/regles", "routes/_app/team-management/rules.tsx"),
    route("team-management/charge", "routes/_app/team-management/workload.tsx"),
    route("team-management/:id", "routes/_app/team-management/team.tsx"),
    // 'Nouveau Rapport', the kept monthly reports (issue 35): before `:moduleId`.
    route("team-performance-automation/rapports", "routes/_app/reporting/reports.tsx"),
    route("team-performance-automation/rapports/:id", "routes/_app/reporting/report-file.ts"),
    // 'Pilotage de la performance' (issue 35): before `:moduleId`.
    route("team-performance-automation", "routes/_app/reporting/performance.tsx"),
    route("team-performance-automation/csv", "routes/_app/reporting/csv.ts"),
    // Staff's billing (issue 36, staff only): before `:moduleId`.
    route("facturation", "routes/_app/billing/staff-customers.tsx"),
    route("facturation/taux", "routes/_app/billing/staff-rates.tsx"),
    route("facturation/parametres", "routes/_app/billing/staff-settings.tsx"),
    route("facturation/synthese", "routes/_app/billing/staff-summary.tsx"),
    route("facturation/export/:kind", "routes/_app/billing/staff-export.ts"),
    route("facturation/clients/:id", "routes/_app/billing/staff-customer.tsx"),
    route(
      "facturation/clients/:id/paiements/:paymentId/justificatif",
      "routes/_app/billing/staff-scan.ts",
    ),
    route(":moduleId", "routes/_app/dashboard-module.tsx"),
  ]),
  // The helpdesk's requester portal: public, a light layout of its own (no marketing header).
  layout("routes/_portal/layout.tsx", [
    route("portail/:slug", "routes/_portal/portal.tsx"),
    route("portail/:slug/demande-envoyee", "routes/_portal/sent.tsx"),
    route("portail/:slug/suivi/:number", "routes/_portal/follow.tsx"),
    route("portail/:slug/aide/:id", "routes/_app/knowledge/portal-article.tsx"),
  ]),
  route("portail/:slug/suivi/:number/pieces/:id", "routes/_portal/follow-attachment.ts"),
  route("api/helpdesk/inbound/:slug", "routes/api/helpdesk-inbound.ts"),
  route("api/inventory/agent", "routes/api/inventory-agent.ts"),
  route("deconnexion", "routes/actions/sign-out.ts"),
  route("api/auth/*", "routes/api/auth.ts"),
  route("dashboard/sidebar", "routes/actions/dashboard-sidebar.ts"),
  route("dashboard/espace", "routes/actions/workspace-switch.ts"),
  route("dashboard/formule", "routes/actions/plan-request.ts"),
  route("theme", "routes/actions/theme.ts"),
  route("sitemap.xml", "routes/_seo/sitemap.ts"),
  route("robots.txt", "routes/_seo/robots.ts"),
  route("tech-logos/:file", "routes/_media/tech-logos.ts"),
] satisfies RouteConfig;
