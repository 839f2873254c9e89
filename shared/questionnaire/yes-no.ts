/**
 * Yes or No in the user's language ("Ja", "Nein", "Sí", "si", "Oui", "Non", "y", "n"), stored as
 * "Yes" or "No"; null for anything else.
 */
export function yesNo(answer: string): "Yes" | "No" | null {
  const word = answer
    .trim()
    .replace(/[.!]+$/u, "")
    .trim()
    .toLocaleLowerCase();
  if (/^(?:yes|y|yeah|yep|ja|j|jawohl|jep|sí|si|s|oui|ouais)$/u.test(word)) return "Yes";
  if (/^(?:no|n|nope|nein|nee|non)$/u.test(word)) return "No";
  return null;
}
