// French grammar for names that come from data or configuration (people, the brand): "de" elides
// to "d'" before a vowel sound. Every text that puts "de" before such a name goes through `de`.

/**
 * Words that start with a mute h (elided: "d'Hélène", "l'hôtel"). Any other h is taken as
 * aspirated ("de Hawa", "de Habib"), the safer reading for names the site cannot know.
 */
const MUTE_H = new Set([
  "habitat",
  "harmonie",
  "hélène",
  "hervé",
  "histoire",
  "homme",
  "honoré",
  "horizon",
  "horizons",
  "hôpital",
  "hôtel",
  "hôtels",
  "hubert",
  "hugo",
  "humain",
]);

const VOWEL = /^[aeiouyàâäéèêëîïôöùûüÿæœ]/i;

/** True when "de" elides before this word or name. */
function startsWithVowelSound(name: string): boolean {
  const text = name.normalize("NFC").trim();
  const first = (/^[\p{L}]+/u.exec(text)?.[0] ?? "").toLowerCase();
  if (first === "") return false;
  // A y before a vowel is a consonant sound: "de Yacine", "de Youssouf", but "d'Yves".
  if (first.startsWith("y")) return !VOWEL.test(first.slice(1));
  if (first.startsWith("h")) return MUTE_H.has(first);
  return VOWEL.test(first);
}

/** "de" before a name: "d'Ibrahima", "d'Exemple Digital", "de Mamadou", "de Hawa". */
export function de(name: string): string {
  const text = name.trim();
  return startsWithVowelSound(text) ? `d'${text}` : `de ${text}`;
}

/** A count as French writes it: digits grouped by thousands, with Intl's narrow no-break space. */
export function grouped(n: number): string {
  return n.toLocaleString("fr-FR");
}

/** "1 433 lignes", "1 ligne", "0 ligne": the grouped count, a no-break space, the noun. */
export function counted(n: number, one: string, many: string): string {
  return `${grouped(n)}\u00a0${n > 1 ? many : one}`;
}
