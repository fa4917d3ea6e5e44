// A real figure of the dashboard's index for a signed-in person (beside 'Tickets ouverts'): each
// module that counts something declares it in its manifest's `figures` (decision 0083); the
// cards render whatever comes.

export interface DashboardFigure {
  /** A stable id (`data-stat` of the card): "assets-in-service", "warranties"… */
  id: string;
  title: string;
  count: number;
  description: string;
  href: string;
  link: string;
  /** 'attention': a count above zero asks for action (shown in amber). */
  tone?: "attention";
}
