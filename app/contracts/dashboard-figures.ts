// A real figure of the dashboard's index for a signed-in person (beside 'Tickets ouverts'): each
// module that counts something declares it in its manifest's `figures` (decision 0083); the
// cards render whatever comes.

export interface DashboardFigure {
  /** A stable id (`data-stat` of the card): "assets-in-service", "warranties"… */
  id: string;
  title: string;
  /** The value: a count, or with `unit` a percentage or a score out of 5. */
  count: number;
  description: string;
  href: string;
  link: string;
  /** 'attention': a count above zero asks for action (shown in amber). */
  tone?: "attention";
  /** How `count` is written (default: a count). */
  unit?: "count" | "percent" | "score";
  /**
   * The same figure over the previous period (the trend, decision 0104): the month before for a
   * figure of this month; null: nothing to compare with.
   */
  previous?: number | null;
  /** Which way is good, for the trend's colour. */
  better?: "higher" | "lower";
  /** The previous period's name, for the trend's words ('par rapport à octobre'). */
  previousLabel?: string;
}

/** An item of 'Alertes récentes': something of the workspace that asks for action now. */
export interface DashboardAlert {
  /** Stable across loads ('sla-breach:<ticket id>'). */
  id: string;
  severity: "critical" | "warning";
  title: string;
  detail: string;
  href: string;
  /** When it started (ISO): the list is newest first. */
  at: string;
}
