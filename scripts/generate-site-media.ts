/** Renders the site's own pictures (favicon, touch icon, home banner) from SVG with sharp: `node --import tsx scripts/generate-site-media.ts`. */
import fs from "node:fs";
import sharp from "sharp";

const favicon = fs.readFileSync("public/favicon.svg");
await sharp(favicon).resize(180, 180).png().toFile("public/apple-touch-icon.png");
// A PNG-in-ICO favicon (browsers accept a 32×32 PNG payload inside the ICO container).
const png = await sharp(favicon).resize(32, 32).png().toBuffer();
const header = Buffer.alloc(22);
header.writeUInt16LE(0, 0);
header.writeUInt16LE(1, 2);
header.writeUInt16LE(1, 4);
header.writeUInt8(32, 6);
header.writeUInt8(32, 7);
header.writeUInt16LE(1, 10);
header.writeUInt16LE(32, 12);
header.writeUInt32LE(png.length, 14);
header.writeUInt32LE(22, 18);
fs.writeFileSync("public/favicon.ico", Buffer.concat([header, png]));

/** The Meuse at Namur at sunset: citadel on its rock, the river, the bridge. */
function banner(width: number, height: number): Buffer {
  const h = height;
  const w = width;
  const river = h * 0.72;
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1c3d6e"/><stop offset="0.55" stop-color="#e08a5f"/><stop offset="1" stop-color="#f6c978"/></linearGradient>
    <linearGradient id="water" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#c9825e"/><stop offset="1" stop-color="#1f3b5c"/></linearGradient>
  </defs>
  <rect width="${w}" height="${river}" fill="url(#sky)"/>
  <circle cx="${w * 0.72}" cy="${h * 0.5}" r="${h * 0.08}" fill="#fde2a2" opacity="0.9"/>
  <path d="M0 ${h * 0.45} C ${w * 0.12} ${h * 0.3}, ${w * 0.25} ${h * 0.28}, ${w * 0.38} ${h * 0.4} L ${w * 0.42} ${river} L 0 ${river} Z" fill="#2d3b2f"/>
  <rect x="${w * 0.14}" y="${h * 0.26}" width="${w * 0.1}" height="${h * 0.08}" fill="#4a4037"/>
  <rect x="${w * 0.17}" y="${h * 0.2}" width="${w * 0.025}" height="${h * 0.07}" fill="#4a4037"/>
  ${Array.from({ length: 14 }, (_, i) => {
    const x = w * 0.42 + i * w * 0.042;
    const bh = h * (0.12 + ((i * 37) % 9) / 60);
    return `<rect x="${x}" y="${river - bh}" width="${w * 0.038}" height="${bh}" fill="${i % 2 ? "#3b3a48" : "#45404f"}"/><path d="M${x} ${river - bh} l ${w * 0.019} ${-h * 0.04} l ${w * 0.019} ${h * 0.04} z" fill="#2f2c38"/>`;
  }).join("")}
  <rect y="${river}" width="${w}" height="${h - river}" fill="url(#water)"/>
  <path d="M${w * 0.3} ${river + h * 0.02} h ${w * 0.5}" stroke="#5b4a3d" stroke-width="${h * 0.03}"/>
  ${[0.36, 0.46, 0.56, 0.66, 0.76].map((x) => `<path d="M${w * x} ${river + h * 0.035} a ${w * 0.04} ${h * 0.06} 0 0 1 ${w * 0.08} 0" fill="none" stroke="#5b4a3d" stroke-width="${h * 0.012}"/>`).join("")}
</svg>`);
}

fs.mkdirSync("data/site-media", { recursive: true });
await sharp(banner(1920, 800)).jpeg({ quality: 80, mozjpeg: true }).toFile("data/site-media/banner-namur.jpg");
await sharp(banner(800, 1000)).jpeg({ quality: 80, mozjpeg: true }).toFile("data/site-media/banner-namur-mobile.jpg");
console.log("site media written");
