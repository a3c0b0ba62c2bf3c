// OCR engines side by side on the same synthetic photos of the registration certificate: tesseract.js
// (today's reader) and PaddleOCR PP-OCRv4 through ONNX Runtime, at several input sizes and thread
// settings; raw-text recall per field, seconds per photo, first call, resident memory. The work is in
// bench/ocr/engine-compare.mjs (also runnable alone); the figures and what follows from them in
// docs/perf/ocr-engines.md. OCR_ENGINES_SET (photo: the specimen-like phone photos), OCR_ENGINES_COUNT
// (20) photos, OCR_ENGINES_SIZES (960,1280,1600), OCR_ENGINES_CONFIGS (all) narrow a run; it takes
// some twenty minutes on two cores with every configuration.
import { compare } from '../ocr/engine-compare.mjs';

export async function run({ figure }) {
  await compare({
    figure,
    count: Number(process.env.OCR_ENGINES_COUNT ?? 20),
    sizes: (process.env.OCR_ENGINES_SIZES ?? '960,1280,1600').split(',').map(Number),
    configs: process.env.OCR_ENGINES_CONFIGS?.split(','),
    set: process.env.OCR_ENGINES_SET ?? 'photo',
    // Upright like the tables of docs/perf/ocr-engines.md (neither engine turns a page); 0 reads the photos as stored.
    upright: process.env.OCR_ENGINES_UPRIGHT !== '0',
  });
}
