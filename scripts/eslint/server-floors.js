// The server features' floors, from the bottom. A feature imports only features on lower floors
// (and `packages/domain`, `platform`): the house is read bottom-up and a feature can be understood,
// tested and changed without those above it. A new folder under `apps/server/src/features` must be
// placed here, or lint stops (docs/ARCHITECTURE.md §2 explains each floor). Tests are exempt: a test
// may walk a journey across floors.
import { readdirSync } from 'node:fs';

export const SERVER_FLOORS = [
  ['auth', 'document-engine', 'health'],
  ['company', 'support', 'audit-trail'],
  ['customers', 'vehicles', 'subscriptions'],
  ['trades', 'vehicle-ocr'],
  ['vat-confirmation'],
  ['trade-documents'],
  ['cancellations'],
  ['service-invoices'],
  ['datev-export'],
];

const FEATURES = './apps/server/src/features';

/** `import-x/no-restricted-paths` zones: nothing on a floor imports its own floor's neighbours or anything above. */
export function serverFloorZones(root) {
  const folders = readdirSync(new URL('apps/server/src/features', root), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const placed = SERVER_FLOORS.flat();
  const unplaced = folders.filter((folder) => !placed.includes(folder));
  if (unplaced.length > 0) throw new Error(`scripts/eslint/server-floors.js: place ${unplaced.join(', ')} on a floor`);
  const zones = SERVER_FLOORS.flatMap((floor, level) =>
    floor.map((feature) => ({
      target: `${FEATURES}/${feature}`,
      from: SERVER_FLOORS.slice(level)
        .flat()
        .filter((other) => other !== feature && folders.includes(other))
        .map((other) => `${FEATURES}/${other}`),
      message: `${feature} stands on floor ${level + 1}: it imports only features below it (scripts/eslint/server-floors.js)`,
    })),
  );
  return zones.filter((zone) => zone.from.length > 0);
}
