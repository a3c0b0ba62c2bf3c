// Each feature keeps its German and English texts side by side; the type makes the English
// catalogue carry exactly the keys of the German one, so a missing translation fails the build.

export type Messages = { readonly [key: string]: string | Messages };

type SameKeys<T> = { readonly [K in keyof T]: T[K] extends string ? string : SameKeys<T[K]> };

export function bilingual<T extends Messages>(de: T, en: SameKeys<T>): { de: T; en: SameKeys<T> } {
  return { de, en };
}
