/**
 * Landscape pictures for the seed's photos, drawn from the file name (so each is stable):
 * a sky gradient, a sun, two mountain ridges and a valley floor. Generated on first request.
 */
import { createRng, hashString } from '../seed/random';
import { encodePng } from './png';

export const PHOTO_WIDTH = 96;
export const PHOTO_HEIGHT = 64;

type Rgb = [number, number, number];

function hsl(h: number, s: number, l: number): Rgb {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return Math.round(255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [f(0), f(8), f(4)];
}

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  Math.round(a[0] + (b[0] - a[0]) * t),
  Math.round(a[1] + (b[1] - a[1]) * t),
  Math.round(a[2] + (b[2] - a[2]) * t),
];

export function landscapePng(name: string, width = PHOTO_WIDTH, height = PHOTO_HEIGHT): Uint8Array {
  const rng = createRng(hashString(name));
  const skyHue = rng.float(180, 230);
  const dusk = rng.chance(0.3);
  const skyTop = hsl(dusk ? rng.float(250, 290) : skyHue, 0.6, dusk ? 0.3 : 0.45);
  const skyLow = hsl(dusk ? rng.float(10, 40) : skyHue + 10, 0.75, dusk ? 0.65 : 0.85);
  const rockHue = rng.float(15, 45);
  const far = hsl(rockHue + 180 * Number(rng.chance(0.3)), 0.2, 0.55);
  const near = hsl(rng.chance(0.5) ? rng.float(90, 140) : rockHue, 0.35, 0.3);
  const ground = hsl(rng.float(35, 100), 0.35, 0.38);
  const sun: Rgb = dusk ? [255, 190, 110] : [255, 246, 200];
  const sunX = rng.float(0.15, 0.85) * width;
  const sunY = rng.float(0.12, 0.35) * height;
  const sunR = rng.float(4, 7);
  const ridge = (amp: number, baseY: number) => {
    const [f1, f2, f3] = [rng.float(1, 3), rng.float(3, 7), rng.float(8, 15)];
    const [p1, p2, p3] = [rng.float(0, 6.3), rng.float(0, 6.3), rng.float(0, 6.3)];
    return (x: number) => {
      const t = (x / width) * Math.PI;
      const wave = 0.6 * Math.sin(t * f1 + p1) + 0.3 * Math.sin(t * f2 + p2) + 0.1 * Math.sin(t * f3 + p3);
      return baseY - amp * wave;
    };
  };
  const farRidge = ridge(height * 0.18, height * 0.48);
  const nearRidge = ridge(height * 0.12, height * 0.66);
  const groundY = height * 0.85;
  const rgb = new Uint8Array(width * height * 3);
  for (let x = 0; x < width; x++) {
    const fy = farRidge(x);
    const ny = nearRidge(x);
    for (let y = 0; y < height; y++) {
      let c: Rgb;
      if (y >= groundY) c = mix(ground, [40, 40, 30], (y - groundY) / (height - groundY));
      else if (y >= ny) c = mix(near, [20, 30, 20], ((y - ny) / height) * 1.5);
      else if (y >= fy) c = mix(far, near, ((y - fy) / height) * 0.8);
      else if ((x - sunX) ** 2 + (y - sunY) ** 2 <= sunR * sunR) c = sun;
      else c = mix(skyTop, skyLow, y / (height * 0.6));
      const i = (y * width + x) * 3;
      rgb[i] = c[0];
      rgb[i + 1] = c[1];
      rgb[i + 2] = c[2];
    }
  }
  return encodePng(width, height, rgb);
}

const cache = new Map<string, Uint8Array>();

/** The generated picture for a seeded photo name, built once and cached. */
export function generatedPhoto(name: string): Uint8Array {
  let bytes = cache.get(name);
  if (!bytes) {
    bytes = landscapePng(name);
    cache.set(name, bytes);
  }
  return bytes;
}
