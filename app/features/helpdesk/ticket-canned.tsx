import { buttonClass } from "~/components/ui/button";
import { ticketPageTexts } from "~/content/helpdesk-ticket";
import type { TicketManageView } from "~/contracts/ticket-page-view";
import { useHydrated } from "~/lib/use-hydrated";
import { controlClass, labelClass } from "./ticket-form-parts";

const t = ticketPageTexts.reply;

/**
 * 'Réponses types': with JavaScript, choosing one adds its text to the message at once; without,
 * the 'Insérer' button posts the form, which comes back with the text added.
 */
export function CannedReplies({
  canned,
  onInsert,
}: {
  canned: TicketManageView["canned"];
  /** With JavaScript: adds the text to the message. */
  onInsert: (text: string) => void;
}) {
  const hydrated = useHydrated();
  return (
    <div className="grid gap-2">
      <label htmlFor="ticket-reponse-type" className={labelClass}>
        {t.canned}
      </label>
      <div className="flex flex-wrap gap-2">
        <select
          id="ticket-reponse-type"
          name="cannedId"
          defaultValue=""
          className={`${controlClass} h-10 flex-1 basis-56`}
          onChange={(event) => {
            const chosen = canned.find((c) => c.id === event.currentTarget.value);
            if (!hydrated || !chosen) return;
            event.currentTarget.value = "";
            onInsert(chosen.body);
          }}
        >
          <option value="">{t.cannedNone}</option>
          {canned.map((c) => (
            <option key={c.id} value={c.id}>
              {c.title}
            </option>
          ))}
        </select>
        {hydrated ? null : (
          <button
            type="submit"
            name="intent"
            value="insert"
            formNoValidate
            className={buttonClass("outline", "md")}
          >
            {t.insert}
          </button>
        )}
      </div>
    </div>
  );
}
