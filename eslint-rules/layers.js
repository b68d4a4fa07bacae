import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The panel's layers, left to right (docs/architecture.md, "Layers"). A layer imports only the layers to its
 * right; `shell` (the signed-in frame, the error pages) and `features` sit side by side and do
 * not import each other; no feature imports another. `widgets` are the domain pieces more
 * than one feature shows, `ui` the generic UI that knows nothing of trails or users, `lib`
 * logic without UI.
 *
 *   app → routes → shell | features → widgets → ui → lib → i18n → api → stores
 *
 * Two narrow exceptions, both leaves with no imports of their own into the panel:
 * - stores may import `api/<resource>/schemas.ts`: the wire contract's types (a session's
 *   tokens, a trail's status), which the fake backend shares as well;
 * - stores may import `i18n/parts.ts`: the list of languages the site config remembers.
 */
export const LAYERS = [
  ['app'],
  ['routes'],
  ['shell', 'features'],
  ['widgets'],
  ['ui'],
  ['lib'],
  ['i18n'],
  ['api'],
  ['stores'],
];

const ORDER = 'app → routes → shell | features → widgets → ui → lib → i18n → api → stores';

/** The repository's root: zones are resolved against it wherever eslint runs from. */
export const ROOT = fileURLToPath(new URL('..', import.meta.url));

const dir = (name) => `./src/${name}`;

/** Exceptions by target layer, then by the layer it may reach into (a glob, or a file in it). */
const EXCEPT = {
  stores: {
    api: { from: `${dir('api')}/**`, except: [`${ROOT}src/api/*/schemas.ts`] },
    i18n: { from: dir('i18n'), except: ['./parts.ts'] },
  },
};

/** The features' folders, read from the disk so that a new feature is fenced at once. */
export function featureNames(root = fileURLToPath(new URL('../src/features', import.meta.url))) {
  return readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

/** The zones of import-x/no-restricted-paths that enforce the layers. */
export function layerZones(features = featureNames()) {
  const zones = [];
  LAYERS.forEach((rank, index) => {
    const left = LAYERS.slice(0, index).flat();
    for (const layer of rank) {
      const siblings = rank.filter((other) => other !== layer);
      for (const from of [...left, ...siblings]) {
        zones.push({
          target: dir(layer),
          from: dir(from),
          ...EXCEPT[layer]?.[from],
          message: `${layer} is right of ${from} (${ORDER}): it does not import it.`,
        });
      }
    }
  });
  for (const feature of features) {
    zones.push({
      target: dir(`features/${feature}`),
      from: dir('features'),
      except: [`./${feature}`],
      message:
        'A feature does not import another feature: move what both use to widgets/, ui/ or lib/ (docs/architecture.md, "Layers").',
    });
  }
  return zones;
}

/** import-x/order: packages, then the panel's `@/` modules, then relative ones. */
export const importOrder = {
  groups: ['builtin', 'external', 'internal', ['parent', 'sibling', 'index']],
  'newlines-between': 'never',
};
