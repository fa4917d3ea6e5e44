// '@Prénom Nom' in a comment or a description (decision 0103): the workspace members named there,
// matched on their whole name, case and accents aside ('@aissatou diallo' is Aïssatou Diallo),
// the longest name first ('@Fanta Camara Touré' is not Fanta Camara when both exist). An unknown
// name is plain text. A name must end at a word's end: '@Fanta Camaras' names nobody.

const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLocaleLowerCase("fr")
    .replace(/[\u2019']/g, "'")
    .replace(/\s+/g, " ");

const WORD = /[\p{L}\p{N}_-]/u;

interface Person {
  id: string;
  name: string;
}

/** The ids of the members `text` mentions, in the order of the text, each once, at most `max`. */
export function mentionedIn(text: string, people: readonly Person[], max = 10): string[] {
  if (!text.includes("@")) return [];
  const folded = fold(text);
  const named = people
    .map((p) => ({ id: p.id, name: fold(p.name.trim()) }))
    .filter((p) => p.name.length > 1)
    .sort((a, b) => b.name.length - a.name.length);
  const found: string[] = [];
  for (let at = folded.indexOf("@"); at !== -1; at = folded.indexOf("@", at + 1)) {
    if (at > 0 && WORD.test(folded[at - 1]!)) continue; // an e-mail address
    const rest = folded.slice(at + 1);
    const match = named.find(
      (p) => rest.startsWith(p.name) && !WORD.test(rest.charAt(p.name.length)),
    );
    if (match && !found.includes(match.id)) found.push(match.id);
    if (found.length >= max) break;
  }
  return found;
}
