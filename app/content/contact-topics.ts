import { findPlan } from "./plans";
import { marketingServices } from "./marketing-services";

// The subject the contact form starts with, from `/contact?sujet=<topic>`: the Entreprise plan
// (from /tarifs), a plan id, or a service slug (from the service pages). Unknown topics give an
// empty subject rather than echoing whatever the address says.

export const CONTACT_TOPIC_PARAM = "sujet";

export function subjectForTopic(topic: string | null | undefined): string {
  if (!topic) return "";
  if (topic === "entreprise") return "Offre Entreprise\u00a0: demande de devis";
  const plan = findPlan(topic);
  if (plan) return `Formule ${plan.name}`;
  const service = marketingServices.find((s) => s.slug === topic);
  if (service) return `Projet\u00a0: ${service.title}`;
  return "";
}
