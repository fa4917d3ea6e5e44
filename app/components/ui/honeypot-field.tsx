import { HONEYPOT_LABEL } from "~/content/contact";

/**
 * A honeypot: a field people never see nor reach (`hidden`, out of the accessibility tree, out of
 * the tab order, no autofill), filled by bots. Whoever reaches it anyway (a text browser) reads
 * that it must stay empty; the server never pretends to accept a post that filled it
 * (decision 0068).
 */
export function HoneypotField({ name }: { name: string }) {
  return (
    <div hidden aria-hidden="true">
      <label>
        {HONEYPOT_LABEL}
        <input type="text" name={name} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
