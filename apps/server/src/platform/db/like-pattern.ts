/** A LIKE pattern that finds `term` anywhere: `%`, `_` and `\` typed by the user are literal characters, not wildcards. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
