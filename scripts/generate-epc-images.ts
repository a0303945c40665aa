/** Renders one EPC badge per label and region into public/images/epc/{region}/{label}.png: `node --import tsx scripts/generate-epc-images.ts`. */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { EPC_LABELS, epcDisplayText, type EpcLabel, type EpcRegion } from "~/belgium/epc";

const WIDTH = 240;
const HEIGHT = 100;

/** Short neutral captions: the certificate's local name and the region. */
const CAPTIONS: Record<EpcRegion, string> = {
  flanders: "EPC Vlaanderen",
  brussels: "PEB-EPB Bruxelles",
  wallonia: "PEB Wallonie",
  luxembourg: "CPE Luxembourg",
};

/** The usual EPC colours, best (dark green) to worst (red); a scale's labels are spread evenly over them. */
const PALETTE = ["#00843d", "#4cb848", "#bed630", "#fff200", "#fdb913", "#f37021", "#e2231a"];

function hexToRgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Colour at position t (0 = best, 1 = worst) of the palette, interpolated. */
function colourAt(t: number): [number, number, number] {
  const x = t * (PALETTE.length - 1);
  const i = Math.min(Math.floor(x), PALETTE.length - 2);
  const [a, b] = [hexToRgb(PALETTE[i] ?? "#000000"), hexToRgb(PALETTE[i + 1] ?? "#000000")];
  return [0, 1, 2].map((k) => Math.round((a[k] ?? 0) + ((b[k] ?? 0) - (a[k] ?? 0)) * (x - i))) as [number, number, number];
}

const css = ([r, g, b]: [number, number, number]) => `rgb(${r},${g},${b})`;
/** Dark text on light colours (yellow, light green), white text on dark ones. */
const textOn = ([r, g, b]: [number, number, number]) => (0.299 * r + 0.587 * g + 0.114 * b > 150 ? "#1a1a1a" : "#ffffff");

/** The badge: the whole scale as a staircase on the left, this label's arrow with its text on the right, the caption below. */
function badge(region: EpcRegion, label: EpcLabel): Buffer {
  const labels: readonly string[] = EPC_LABELS[region];
  const index = labels.indexOf(label);
  const n = labels.length;
  const colour = colourAt(n === 1 ? 0 : index / (n - 1));
  const stepH = 84 / n;
  const steps = labels
    .map((_, i) => {
      const w = 24 + (46 * i) / Math.max(n - 1, 1);
      const opacity = i === index ? 1 : 0.35;
      return `<rect x="8" y="${(8 + i * stepH).toFixed(2)}" width="${w.toFixed(2)}" height="${(stepH - 0.8).toFixed(2)}" fill="${css(colourAt(i / Math.max(n - 1, 1)))}" opacity="${opacity}"/>`;
    })
    .join("");
  const marker = 8 + index * stepH + stepH / 2;
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <rect x="0.5" y="0.5" width="${WIDTH - 1}" height="${HEIGHT - 1}" rx="8" fill="#ffffff" stroke="#c8c8c8"/>
  ${steps}
  <path d="M82 ${marker.toFixed(2)} L90 ${(marker - 5).toFixed(2)} L90 ${(marker + 5).toFixed(2)} Z" fill="#1a1a1a"/>
  <path d="M96 42 L118 10 L230 10 L230 74 L118 74 Z" fill="${css(colour)}"/>
  <text x="174" y="60" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-weight="bold" font-size="44" text-anchor="middle" fill="${textOn(colour)}">${epcDisplayText(label)}</text>
  <text x="163" y="91" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="12" text-anchor="middle" fill="#333333">${CAPTIONS[region]}</text>
</svg>`);
}

for (const region of Object.keys(EPC_LABELS) as EpcRegion[]) {
  const dir = path.join("public/images/epc", region);
  fs.mkdirSync(dir, { recursive: true });
  for (const label of EPC_LABELS[region]) {
    await sharp(badge(region, label))
      .png({ palette: true, colours: 64, compressionLevel: 9, effort: 10 })
      .toFile(path.join(dir, `${label}.png`));
  }
}
console.log("EPC images written to public/images/epc");
