/**
 * 'Bientôt' after a feature that does not work yet (/tarifs, /saas): never sold as working. The
 * comma before it is heard, not seen ('Audit de sécurité, Bientôt').
 */
export function UpcomingPill({ label }: { label: string }) {
  return (
    <span
      data-testid="upcoming-pill"
      className="inline-block rounded-full border px-2 py-0.5 text-xs font-medium whitespace-nowrap text-muted-foreground"
    >
      <span className="sr-only">, </span>
      {label}
    </span>
  );
}
