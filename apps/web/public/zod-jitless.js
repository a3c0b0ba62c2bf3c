// zod compiles its object parsers with `new Function` unless told not to. Our CSP has no
// 'unsafe-eval', so that probe is refused and the browser reports a CSP violation on every page that
// loads a schema. Set before any module runs (a deferred classic script placed before the app's
// module runs before it: both run in document order);
// zod reads this object as its global configuration.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig || {}, { jitless: true });
