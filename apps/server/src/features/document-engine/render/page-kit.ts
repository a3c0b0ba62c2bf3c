import type { Pdf } from '../../../platform/pdf/pdf';
import type { Look, Text } from './document-frame';
import type { createFlow } from './page-flow';

/** What a block of the body is measured and drawn with: the PDF, the look, the page flow and the text column. */
export type PageKit = {
  doc: Pdf;
  look: Look;
  flow: ReturnType<typeof createFlow>;
  left: number;
  width: number;
  t: Text;
  /** Sets the font for body text (`size`) or small print (`small`), regular or bold. */
  setSize(size: 'size' | 'small', bold?: boolean): Pdf;
};
