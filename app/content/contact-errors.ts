// French answers of the contact action when a post is refused (quality bar, "Bad input").
// Typography: U+202F before "!", "?", ";" and U+00A0 before ":".

export const contactErrors = {
  tooLarge:
    "Le formulaire envoyé est trop volumineux (64\u00a0Kio au maximum). Raccourcissez votre message, puis réessayez.",
  method: "Ce formulaire s'envoie uniquement avec la méthode POST.",
  contentType:
    "Format d'envoi non pris en charge\u00a0: envoyez le formulaire depuis la page de contact du site.",
  origin:
    "Envoi refusé\u00a0: le formulaire doit être envoyé depuis une page de ce site. Rechargez la page, puis réessayez.",
  encoding:
    "Le formulaire contient des caractères invalides. Vérifiez votre saisie, puis réessayez.",
  malformed: "Le formulaire envoyé est mal formé. Rechargez la page, puis réessayez.",
  invalid: "Certains champs sont à corriger\u00a0: voyez les messages sous chacun d'eux.",
  lineBreak: "Ce champ ne peut pas contenir de retour à la ligne.",
  rateLimited:
    "Vous avez envoyé plusieurs messages en peu de temps. Patientez une minute, puis réessayez.",
  unavailable:
    "Le service est momentanément indisponible\u00a0: votre message n'a pas été envoyé. Réessayez dans quelques minutes, votre saisie est conservée.",
} as const;
