// The part of SaxonJS 2 (no types of its own) the e-invoice tests use: a compiled stylesheet (SEF,
// given as the parsed JSON) run synchronously over an XML text, its principal result serialized.
declare module 'saxon-js' {
  type TransformOptions = {
    stylesheetInternal: object;
    sourceText: string;
    destination: 'serialized';
  };
  const SaxonJS: {
    transform(options: TransformOptions, mode: 'sync'): { principalResult: string };
  };
  export default SaxonJS;
}
