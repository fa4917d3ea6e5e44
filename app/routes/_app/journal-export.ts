// Placeholder: built in this next steps.
export function loader() {
  return new Response("Page introuvable.", { status: 404 });
}
