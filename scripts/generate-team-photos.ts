/**
 * Generates stylised portrait illustrations for the team page.
 *
 *   node --import tsx scripts/generate-team-photos.ts
 *
 * Reads data/site/team.json and writes data/team/<photo> (800×1000 JPEG)
 * for every member listed in `PORTRAITS`. The images are drawn from SVG and
 * rasterised with sharp, so the output is deterministic and needs no network.
 */
import { mkdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

type HairStyle = "short" | "sidePart" | "receding" | "long" | "bob" | "bun";

interface Portrait {
  skin: string;
  hair: string;
  hairStyle: HairStyle;
  shirt: string;
  /** Colour of the collar / inner layer. */
  collar: string;
  jacket?: string;
  background: [string, string];
  glasses?: boolean;
  beard?: boolean;
}

interface TeamMember {
  id: string;
  name: string;
  photo: string;
}

const WIDTH = 800;
const HEIGHT = 1000;

const PORTRAITS: Record<string, Portrait> = {
  "philippe-lambotte": {
    skin: "#e8b996",
    hair: "#8a8d91",
    hairStyle: "receding",
    shirt: "#dfe8f2",
    collar: "#ffffff",
    jacket: "#2f3b52",
    background: ["#dfe7ef", "#b9c8d8"],
    glasses: true,
  },
  "sophie-dethier": {
    skin: "#f1c7a5",
    hair: "#5a3a24",
    hairStyle: "long",
    shirt: "#b6465f",
    collar: "#9c3a50",
    background: ["#f6e6dc", "#e8c6b4"],
  },
  "pieter-vermeulen": {
    skin: "#f0c4a0",
    hair: "#c79a5a",
    hairStyle: "short",
    shirt: "#3f7cac",
    collar: "#ffffff",
    background: ["#e3eee6", "#bcd5c3"],
    beard: true,
  },
  "aurelie-collignon": {
    skin: "#d9a27c",
    hair: "#2b1d16",
    hairStyle: "bob",
    shirt: "#2e8b7a",
    collar: "#257263",
    background: ["#efe9f5", "#d3c5e3"],
  },
  "els-janssens": {
    skin: "#f4d0b5",
    hair: "#d9b36c",
    hairStyle: "bun",
    shirt: "#e7a33e",
    collar: "#f7f1e6",
    background: ["#e6f0f5", "#bfd7e3"],
    glasses: true,
  },
  "marc-wauthier": {
    skin: "#c98c64",
    hair: "#1f1a17",
    hairStyle: "sidePart",
    shirt: "#f2f2f2",
    collar: "#ffffff",
    jacket: "#6b4f3a",
    background: ["#f3eedf", "#dccfae"],
  },
};

/** Darkens (negative) or lightens (positive) a hex colour by `amount` (−1…1). */
function shade(hex: string, amount: number): string {
  const n = parseInt(hex.slice(1), 16);
  const channels = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) => {
    const target = amount < 0 ? 0 : 255;
    return Math.round(c + (target - c) * Math.abs(amount));
  });
  return `#${channels.map((c) => c.toString(16).padStart(2, "0")).join("")}`;
}

/** Hair drawn behind the head (long hair, bob volume, bun). */
function hairBack(p: Portrait): string {
  const c = p.hair;
  switch (p.hairStyle) {
    case "long":
      return `<path d="M255 400 C240 250 320 175 400 175 C480 175 560 250 545 400 L560 700 C500 730 300 730 240 700 Z" fill="${c}"/>`;
    case "bob":
      return `<path d="M262 420 C245 260 320 180 400 180 C480 180 555 260 538 420 L545 560 C500 585 300 585 255 560 Z" fill="${c}"/>`;
    case "bun":
      return `<circle cx="400" cy="172" r="62" fill="${c}"/><circle cx="400" cy="172" r="62" fill="${shade(c, -0.12)}" opacity="0.35"/>`;
    default:
      return "";
  }
}

/** Hair drawn over the top of the head. */
function hairFront(p: Portrait): string {
  const c = p.hair;
  const d = shade(c, -0.15);
  switch (p.hairStyle) {
    case "short":
      return `<path d="M282 365 C270 250 330 205 400 205 C475 205 535 250 518 365 C505 320 480 290 440 282 C400 300 340 300 300 300 C290 320 286 340 282 365 Z" fill="${c}"/>
        <path d="M320 290 C360 270 420 262 470 280" stroke="${d}" stroke-width="6" fill="none" stroke-linecap="round" opacity="0.5"/>`;
    case "sidePart":
      return `<path d="M280 370 C262 250 330 200 405 202 C480 204 540 255 520 370 C510 318 490 292 455 285 C420 282 360 278 330 300 C305 318 290 340 280 370 Z" fill="${c}"/>
        <path d="M350 222 C345 250 340 270 332 298" stroke="${d}" stroke-width="5" fill="none" opacity="0.6"/>`;
    case "receding":
      return `<path d="M279 390 C272 330 285 290 310 268 C320 300 322 330 318 372 Z" fill="${c}"/>
        <path d="M521 390 C528 330 515 290 490 268 C480 300 478 330 482 372 Z" fill="${c}"/>
        <path d="M315 262 C360 238 440 238 485 262" stroke="${c}" stroke-width="10" fill="none" opacity="0.45" stroke-linecap="round"/>`;
    case "long":
      return `<path d="M280 400 C265 255 335 198 402 198 C475 198 540 255 520 400 C505 320 470 270 420 262 C395 300 340 330 290 345 C285 360 282 380 280 400 Z" fill="${c}"/>`;
    case "bob":
      return `<path d="M278 410 C262 262 332 202 402 202 C472 202 538 262 522 410 C512 330 490 292 460 280 C420 300 340 300 300 290 C288 320 282 360 278 410 Z" fill="${c}"/>`;
    case "bun":
      return `<path d="M282 370 C270 255 335 210 400 210 C465 210 530 255 518 370 C508 320 485 292 450 280 C420 274 380 274 350 280 C315 292 292 320 282 370 Z" fill="${c}"/>
        <path d="M330 250 C370 232 430 232 470 250" stroke="${d}" stroke-width="5" fill="none" opacity="0.5"/>`;
  }
}

function glasses(p: Portrait): string {
  if (!p.glasses) return "";
  const frame = "#2d2d2d";
  return `<g fill="none" stroke="${frame}" stroke-width="7">
      <rect x="318" y="392" width="66" height="50" rx="18"/>
      <rect x="416" y="392" width="66" height="50" rx="18"/>
      <path d="M384 410 C392 402 408 402 416 410"/>
      <path d="M318 405 L290 398"/><path d="M482 405 L510 398"/>
    </g>`;
}

function beard(p: Portrait): string {
  if (!p.beard) return "";
  return `<path d="M300 440 C305 540 350 585 400 588 C450 585 495 540 500 440 C490 500 455 520 400 522 C345 520 310 500 300 440 Z" fill="${p.hair}" opacity="0.85"/>`;
}

function svgFor(p: Portrait): string {
  const [bg1, bg2] = p.background;
  const skinShadow = shade(p.skin, -0.12);
  const shirtShadow = shade(p.shirt, -0.18);
  const torso = p.jacket ?? p.shirt;
  const torsoShadow = shade(torso, -0.18);

  const body = `
    <path d="M120 1000 C120 830 200 735 330 705 L470 705 C600 735 680 830 680 1000 Z" fill="${torso}"/>
    <path d="M150 1000 C160 880 210 790 290 750 L300 1000 Z" fill="${torsoShadow}" opacity="0.35"/>
    ${
      p.jacket
        ? `<path d="M330 705 L400 860 L470 705 Z" fill="${p.shirt}"/>
           <path d="M330 705 L375 790 L350 1000 L300 1000 L290 760 Z" fill="${shade(p.jacket, 0.08)}"/>
           <path d="M470 705 L425 790 L450 1000 L500 1000 L510 760 Z" fill="${shade(p.jacket, 0.08)}"/>`
        : `<path d="M335 705 L400 790 L465 705 Z" fill="${shirtShadow}"/>`
    }
    <path d="M340 702 L400 770 L368 790 L322 716 Z" fill="${p.collar}"/>
    <path d="M460 702 L400 770 L432 790 L478 716 Z" fill="${p.collar}"/>`;

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="0.4" y2="1">
      <stop offset="0" stop-color="${bg1}"/>
      <stop offset="1" stop-color="${bg2}"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.5" cy="0.38" r="0.55">
      <stop offset="0" stop-color="#ffffff" stop-opacity="0.55"/>
      <stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#glow)"/>
  ${hairBack(p)}
  <path d="M352 560 L448 560 L458 720 C430 750 370 750 342 720 Z" fill="${skinShadow}"/>
  ${body}
  <ellipse cx="282" cy="420" rx="22" ry="36" fill="${skinShadow}"/>
  <ellipse cx="518" cy="420" rx="22" ry="36" fill="${skinShadow}"/>
  <path d="M282 380 C282 250 330 212 400 212 C470 212 518 250 518 380 C518 500 470 600 400 600 C330 600 282 500 282 380 Z" fill="${p.skin}"/>
  ${beard(p)}
  ${hairFront(p)}
  <g fill="#3a2a22">
    <ellipse cx="351" cy="418" rx="10" ry="12"/>
    <ellipse cx="449" cy="418" rx="10" ry="12"/>
  </g>
  <g stroke="${shade(p.hair, -0.1)}" stroke-width="8" stroke-linecap="round" fill="none">
    <path d="M326 386 C340 376 362 376 374 382"/>
    <path d="M426 382 C438 376 460 376 474 386"/>
  </g>
  <path d="M400 430 C396 460 390 478 384 488 C392 494 406 494 414 490" stroke="${skinShadow}" stroke-width="6" fill="none" stroke-linecap="round"/>
  <path d="M362 520 C382 540 418 540 438 520" stroke="#a4524a" stroke-width="8" fill="none" stroke-linecap="round"/>
  <ellipse cx="330" cy="480" rx="22" ry="12" fill="#e88f7a" opacity="0.18"/>
  <ellipse cx="470" cy="480" rx="22" ry="12" fill="#e88f7a" opacity="0.18"/>
  ${glasses(p)}
</svg>`;
}

async function main(): Promise<void> {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
  const team = JSON.parse(await readFile(path.join(root, "data/site/team.json"), "utf8")) as TeamMember[];
  const outDir = path.join(root, "data/team");
  await mkdir(outDir, { recursive: true });

  for (const member of team) {
    const portrait = PORTRAITS[member.id];
    if (!portrait) {
      console.warn(`No portrait settings for ${member.id}; skipped.`);
      continue;
    }
    const file = path.join(outDir, member.photo);
    const jpeg = await sharp(Buffer.from(svgFor(portrait)))
      .resize(WIDTH, HEIGHT)
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 78, mozjpeg: true, chromaSubsampling: "4:2:0" })
      .withMetadata({ exif: { IFD0: { ImageDescription: `Illustrated portrait of ${member.name}` } } })
      .toBuffer();
    await writeFile(file, jpeg);
    const { size } = await stat(file);
    console.log(`${path.relative(root, file)}  ${(size / 1024).toFixed(1)} KB`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
