import { ChevronDown } from "lucide-react";
import { Accordion } from "radix-ui";
import { SiteLink } from "./site-link";
import { buttonClass } from "~/components/ui/button";
import { SheetClose, SheetTitle, TriggeredSheet } from "~/components/ui/sheet";
import type { LazySheetProps } from "~/components/ui/sheet-trigger";
import { authLinks, navItems } from "~/content/navigation";
import { cn } from "~/lib/cn";

const rowClass =
  "flex w-full items-center justify-between rounded-md px-3 py-3 text-left text-base font-medium hover:bg-accent";

const accountButtons = [
  [authLinks.signIn, "outline"],
  [authLinks.signUp, "primary"],
] as const;

/** The menu sheet, loaded on the first tap of the menu button. */
export function MobileNavSheet(props: LazySheetProps) {
  const close = () => props.onOpenChange(false);
  return (
    <TriggeredSheet {...props} side="right" className="w-full max-w-sm bg-background">
      <div className="flex h-16 items-center justify-between border-b px-4">
        <SheetTitle className="text-base font-semibold">Menu</SheetTitle>
        <SheetClose label="Fermer le menu" />
      </div>
      <nav aria-label="Navigation mobile" className="flex-1 overflow-y-auto p-3">
        <Accordion.Root type="multiple" className="grid gap-1">
          {navItems.map((item) =>
            item.children ? (
              <Accordion.Item key={item.id} value={item.id}>
                <Accordion.Header>
                  <Accordion.Trigger className={cn(rowClass, "group")}>
                    {item.label}
                    <ChevronDown
                      aria-hidden
                      className="size-4 text-muted-foreground transition-transform group-data-[state=open]:rotate-180"
                    />
                  </Accordion.Trigger>
                </Accordion.Header>
                <Accordion.Content className="overflow-hidden data-[state=closed]:animate-[accordion-up_150ms_ease-out] data-[state=open]:animate-[accordion-down_200ms_ease-out]">
                  <ul className="grid gap-0.5 pb-2 pl-3">
                    {item.children.map((child) => (
                      <li key={child.id}>
                        <SiteLink
                          href={child.href}
                          onNavigate={close}
                          className="flex w-full items-center gap-3 rounded-md px-3 py-2.5 text-left text-sm text-foreground/85 hover:bg-accent"
                        >
                          <child.icon aria-hidden className="size-4 shrink-0 text-brand" />
                          {child.title}
                        </SiteLink>
                      </li>
                    ))}
                  </ul>
                </Accordion.Content>
              </Accordion.Item>
            ) : (
              <SiteLink key={item.id} href={item.href} onNavigate={close} className={rowClass}>
                {item.label}
              </SiteLink>
            ),
          )}
        </Accordion.Root>
      </nav>
      <div className="grid grid-cols-2 gap-2 border-t p-4">
        {accountButtons.map(([link, variant]) => (
          <SiteLink
            key={link.href}
            href={link.href}
            onNavigate={close}
            className={buttonClass(variant)}
          >
            {link.label}
          </SiteLink>
        ))}
      </div>
    </TriggeredSheet>
  );
}
