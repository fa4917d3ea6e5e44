import { replyTexts } from "./contact";
import type { ToastInput } from "~/components/ui/toast-store";

// Toast texts and durations of the spec (sections 4, 5, 8 and 9). French typography: a narrow
// no-break space (U+202F) before "!".

export const TOAST_DURATION = {
  default: 5000,
  contact: 4000,
  notImplemented: 4000,
  theme: 2000,
} as const;

export const themeToast = (theme: "dark" | "light"): ToastInput => ({
  title: "Thème modifié",
  description: theme === "light" ? "Mode clair activé\u202F!" : "Mode sombre activé\u202F!",
  duration: TOAST_DURATION.theme,
});

export const notImplementedToast: ToastInput = {
  title: "Cette fonctionnalité n'est pas encore implémentée",
  duration: TOAST_DURATION.notImplemented,
};

export const comingSoonToast: ToastInput = {
  title: "Fonctionnalité à venir\u202F!",
  description: "Cette fonctionnalité n'est pas encore implémentée.",
};

export const contactSentToast: ToastInput = {
  title: "Message envoyé\u202F!",
  description: replyTexts.toast,
  duration: TOAST_DURATION.contact,
  variant: "success",
};

export const googleNotConfiguredToast: ToastInput = {
  title: "Connexion Google indisponible",
  description:
    "La connexion avec Google n'est pas configurée sur ce serveur. Utilisez votre e-mail et votre mot de passe.",
  variant: "error",
};
