/**
 * A honeypot: a field people never see nor reach with the keyboard, filled by bots. The server
 * answers a filled one as if accepted and stores nothing.
 */
export function HoneypotField({ name }: { name: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        Site web
        <input type="text" name={name} tabIndex={-1} autoComplete="off" />
      </label>
    </div>
  );
}
