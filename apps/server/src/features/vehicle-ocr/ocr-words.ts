// What the OCR engine reads: words with their place on the page and how sure it is of them, in
// lines. The certificate's reader, its form template and the engine all speak in these.

export type Box = { x0: number; y0: number; x1: number; y1: number };
/** `symbols`: the word's characters with their own confidence (0..1), where the engine gave them. */
export type OcrWord = {
  text: string;
  /** 0..1 */ confidence: number;
  box: Box;
  symbols?: ReadonlyArray<{ text: string; confidence: number }>;
};
/** `region`: lines of different regions (the form's columns, read apart) never share a cell. */
export type OcrLine = { words: OcrWord[]; region?: number };

/**
 * Plain text (one line per line, words split on spaces), each word as sure as `confidence`, laid
 * out as a monospaced page would be: what the unit tests feed the parser.
 */
export function linesFromText(text: string, confidence = 0.95): OcrLine[] {
  return text
    .split(/\r?\n/)
    .map((line, row) => {
      const words: OcrWord[] = [];
      for (const match of line.matchAll(/\S+/g)) {
        const x0 = match.index * 10;
        words.push({ text: match[0], confidence, box: { x0, y0: row * 40, x1: x0 + match[0].length * 10, y1: row * 40 + 20 } });
      }
      return { words };
    })
    .filter((line) => line.words.length > 0);
}
