// What OCR reads: words with their place on the page and how sure it is of them (the make's
// reading in zb1-vocabulary.ts takes these).

export type Box = { x0: number; y0: number; x1: number; y1: number };
export type OcrWord = {
  text: string;
  /** 0..1 */ confidence: number;
  box: Box;
};
