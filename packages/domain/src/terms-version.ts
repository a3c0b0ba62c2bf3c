/**
 * The version (the date it takes effect) of the terms of use and the privacy policy shown at
 * /terms and /privacy. A new text gets a new version, so every user row says which one was accepted.
 * Alone in its file, without imports, so plain Node scripts (the benchmark) can read it too.
 */
export const TERMS_VERSION = '2026-11-01';
