/** A minimal SVG builder, colours and the scenery shared by every drawing. */
import { clamp, type Rng } from "../rng";

export type Col = [number, number, number]; // h, s%, l%

export const f1 = (n: number) => String(Math.round(n * 10) / 10);
export function hsl(c: Col, dl = 0, ds = 0): string {
  return `hsl(${Math.round(c[0])},${Math.round(clamp(c[1] + ds, 0, 100))}%,${Math.round(clamp(c[2] + dl, 0, 100))}%)`;
}
export function jitter(rng: Rng, c: Col, dh = 6, ds = 6, dl = 5): Col {
  return [c[0] + rng.range(-dh, dh), clamp(c[1] + rng.range(-ds, ds), 0, 100), clamp(c[2] + rng.range(-dl, dl), 0, 100)];
}

/** Minimal SVG builder. */
export class Svg {
  private readonly parts: string[] = [];
  private readonly defs: string[] = [];
  private n = 0;
  readonly glass: string;
  constructor(
    readonly W: number,
    readonly H: number,
  ) {
    this.glass = this.lin(
      [
        [0, "#dbe9f2"],
        [0.45, "#8fb0c6"],
        [1, "#44627a"],
      ],
      0,
      0,
      0.35,
      1,
    );
  }
  id(prefix: string): string {
    return `${prefix}${++this.n}`;
  }
  def(s: string): void {
    this.defs.push(s);
  }
  /** Linear gradient in object-bounding-box units; returns "url(#id)". */
  lin(stops: Array<[number, string, number?]>, x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const id = this.id("g");
    const st = stops.map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? "" : ` stop-opacity="${a}"`}/>`).join("");
    this.def(`<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${st}</linearGradient>`);
    return `url(#${id})`;
  }
  radial(stops: Array<[number, string, number?]>, cx = 0.5, cy = 0.5, r = 0.5): string {
    const id = this.id("r");
    const st = stops.map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? "" : ` stop-opacity="${a}"`}/>`).join("");
    this.def(`<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${st}</radialGradient>`);
    return `url(#${id})`;
  }
  /** Pattern in user space; body drawn in a w×h tile. */
  pattern(w: number, h: number, body: string): string {
    const id = this.id("p");
    this.def(`<pattern id="${id}" width="${w}" height="${h}" patternUnits="userSpaceOnUse">${body}</pattern>`);
    return `url(#${id})`;
  }
  raw(s: string): void {
    this.parts.push(s);
  }
  rect(x: number, y: number, w: number, h: number, fill: string, extra = ""): void {
    if (w <= 0 || h <= 0) return;
    this.parts.push(`<rect x="${f1(x)}" y="${f1(y)}" width="${f1(w)}" height="${f1(h)}" fill="${fill}" ${extra}/>`);
  }
  rrect(x: number, y: number, w: number, h: number, r: number, fill: string, extra = ""): void {
    if (w <= 0 || h <= 0) return;
    this.parts.push(`<rect x="${f1(x)}" y="${f1(y)}" width="${f1(w)}" height="${f1(h)}" rx="${f1(r)}" fill="${fill}" ${extra}/>`);
  }
  poly(pts: Array<[number, number]>, fill: string, extra = ""): void {
    this.parts.push(`<polygon points="${pts.map(([x, y]) => `${f1(x)},${f1(y)}`).join(" ")}" fill="${fill}" ${extra}/>`);
  }
  circle(cx: number, cy: number, r: number, fill: string, extra = ""): void {
    this.parts.push(`<circle cx="${f1(cx)}" cy="${f1(cy)}" r="${f1(r)}" fill="${fill}" ${extra}/>`);
  }
  ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra = ""): void {
    this.parts.push(`<ellipse cx="${f1(cx)}" cy="${f1(cy)}" rx="${f1(rx)}" ry="${f1(ry)}" fill="${fill}" ${extra}/>`);
  }
  path(d: string, fill: string, extra = ""): void {
    this.parts.push(`<path d="${d}" fill="${fill}" ${extra}/>`);
  }
  line(x1: number, y1: number, x2: number, y2: number, stroke: string, width: number, extra = ""): void {
    this.parts.push(
      `<line x1="${f1(x1)}" y1="${f1(y1)}" x2="${f1(x2)}" y2="${f1(y2)}" stroke="${stroke}" stroke-width="${f1(width)}" ${extra}/>`,
    );
  }
  toString(): string {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${this.W}" height="${this.H}" viewBox="0 0 ${this.W} ${this.H}"><defs>${this.defs.join("")}</defs>${this.parts.join("")}</svg>`;
  }
}

// --- shared scenery -----------------------------------------------------------

export function drawSky(s: Svg, rng: Rng, horizon: number, mood: "clear" | "fair" | "grey" | "south" = "fair"): void {
  const top: Col = mood === "grey" ? [212, 18, 62] : mood === "south" ? [208, 78, 48] : [210, rng.range(50, 65), rng.range(50, 58)];
  const low: Col = mood === "grey" ? [210, 14, 82] : mood === "south" ? [198, 70, 82] : [205, 55, rng.range(82, 88)];
  s.rect(
    0,
    0,
    s.W,
    horizon + 4,
    s.lin([
      [0, hsl(top)],
      [1, hsl(low)],
    ]),
  );
  if (mood === "clear" || mood === "south") return;
  const clouds = rng.int(2, 5);
  for (let i = 0; i < clouds; i++) {
    const cx = rng.range(0, s.W);
    const cy = rng.range(horizon * 0.08, horizon * 0.55);
    const size = rng.range(50, 110) * (s.W / 1600);
    const op = mood === "grey" ? 0.55 : 0.85;
    for (let k = 0; k < 6; k++) {
      s.ellipse(
        cx + rng.range(-2, 2) * size,
        cy + rng.range(-0.35, 0.25) * size,
        size * rng.range(0.7, 1.3),
        size * rng.range(0.4, 0.65),
        "#ffffff",
        `opacity="${op}"`,
      );
    }
  }
}

export function drawTreeLine(s: Svg, rng: Rng, y: number, height: number, tint: Col = [105, 25, 38]): void {
  let x = -40;
  while (x < s.W + 40) {
    const r = rng.range(0.5, 1) * height;
    s.ellipse(x, y - r * 0.45, r * rng.range(0.8, 1.3), r * 0.75, hsl(jitter(rng, tint, 10, 6, 5)));
    x += r * rng.range(0.9, 1.5);
  }
  s.rect(0, y - 2, s.W, 6, hsl(tint, -8));
}

export function drawTree(s: Svg, rng: Rng, x: number, baseY: number, h: number, kind: "round" | "conifer" | "birch" = "round"): void {
  const trunk: Col = kind === "birch" ? [40, 10, 85] : [25, 30, 28];
  if (kind === "conifer") {
    s.rect(x - h * 0.03, baseY - h * 0.15, h * 0.06, h * 0.15, hsl(trunk));
    const g: Col = jitter(rng, [140, 30, 24], 10, 8, 4);
    for (let k = 0; k < 3; k++) {
      const y0 = baseY - h * (0.12 + k * 0.27);
      const w = h * (0.36 - k * 0.08);
      s.poly(
        [
          [x - w, y0],
          [x + w, y0],
          [x, y0 - h * 0.42],
        ],
        hsl(g, k * 3),
      );
    }
    return;
  }
  s.poly(
    [
      [x - h * 0.035, baseY],
      [x + h * 0.035, baseY],
      [x + h * 0.02, baseY - h * 0.6],
      [x - h * 0.02, baseY - h * 0.6],
    ],
    hsl(trunk),
  );
  const base: Col = jitter(rng, kind === "birch" ? [85, 40, 42] : [100, 38, 34], 14, 10, 6);
  const cy = baseY - h * 0.66;
  const r = h * 0.3;
  const blobs = 7;
  for (let k = 0; k < blobs; k++) {
    const a = (k / blobs) * Math.PI * 2 + rng.range(-0.3, 0.3);
    s.circle(x + Math.cos(a) * r * 0.55, cy + Math.sin(a) * r * 0.45, r * rng.range(0.5, 0.72), hsl(base, rng.range(-7, 3)));
  }
  s.circle(x - r * 0.2, cy - r * 0.25, r * 0.5, hsl(base, 8));
}

export function drawBush(s: Svg, rng: Rng, x: number, baseY: number, w: number, flowers = false): void {
  const g: Col = jitter(rng, [105, 35, 32], 12, 8, 5);
  for (let k = 0; k < 4; k++)
    s.ellipse(x + (k - 1.5) * w * 0.22, baseY - w * rng.range(0.18, 0.3), w * 0.3, w * 0.26, hsl(g, rng.range(-6, 6)));
  if (flowers) {
    const fc = rng.pick(["#e8a0b4", "#f4f0f0", "#d9534f", "#f0c05a", "#b48ad6"]);
    for (let k = 0; k < 10; k++) s.circle(x + rng.range(-0.45, 0.45) * w, baseY - w * rng.range(0.12, 0.45), w * 0.035, fc);
  }
}

export function drawHedge(s: Svg, rng: Rng, x0: number, x1: number, baseY: number, h: number): void {
  const g: Col = jitter(rng, [110, 38, 27]);
  s.rrect(x0, baseY - h, x1 - x0, h, h * 0.25, hsl(g));
  s.rect(x0, baseY - h * 0.35, x1 - x0, h * 0.35, hsl(g, -6));
}

export function drawLawn(s: Svg, rng: Rng, y0: number, y1 = s.H): void {
  const g: Col = jitter(rng, [95, 42, 44], 8, 8, 4);
  s.rect(
    0,
    y0,
    s.W,
    y1 - y0,
    s.lin([
      [0, hsl(g, -6)],
      [1, hsl(g, 6)],
    ]),
  );
}

interface WindowOpts {
  frame: string;
  mullion?: boolean;
  transom?: boolean;
  arch?: boolean;
  sill?: string;
  curtain?: string;
  shutterBox?: string;
}

export function drawWindow(s: Svg, x: number, y: number, w: number, h: number, o: WindowOpts): void {
  const t = Math.max(4, w * 0.07);
  if (o.shutterBox) s.rect(x - 2, y - h * 0.12, w + 4, h * 0.12, o.shutterBox);
  if (o.arch) {
    const r = w / 2;
    s.path(`M${f1(x)} ${f1(y + h)}V${f1(y + r)}A${f1(r)} ${f1(r)} 0 0 1 ${f1(x + w)} ${f1(y + r)}V${f1(y + h)}Z`, o.frame);
    const ri = r - t;
    s.path(
      `M${f1(x + t)} ${f1(y + h - t)}V${f1(y + r)}A${f1(ri)} ${f1(ri)} 0 0 1 ${f1(x + w - t)} ${f1(y + r)}V${f1(y + h - t)}Z`,
      s.glass,
    );
  } else {
    s.rect(x, y, w, h, o.frame);
    s.rect(x + t, y + t, w - 2 * t, h - 2 * t, s.glass);
  }
  if (o.curtain) {
    s.rect(x + t, y + t, w * 0.16, h - 2 * t, o.curtain, `opacity="0.85"`);
    s.rect(x + w - t - w * 0.16, y + t, w * 0.16, h - 2 * t, o.curtain, `opacity="0.85"`);
  }
  if (o.mullion) s.rect(x + w / 2 - t / 2, y + (o.arch ? w / 2 : 0), t, h - (o.arch ? w / 2 : 0), o.frame);
  if (o.transom) s.rect(x, y + h * 0.3, w, t * 0.8, o.frame);
  if (o.sill) s.rect(x - w * 0.06, y + h, w * 1.12, Math.max(5, h * 0.045), o.sill);
}

export function drawDoor(s: Svg, x: number, y: number, w: number, h: number, color: string, frame: string, glass = true): void {
  s.rect(x - 6, y - 6, w + 12, h + 6, frame);
  s.rect(x, y, w, h, color);
  if (glass) s.rect(x + w * 0.3, y + h * 0.1, w * 0.4, h * 0.55, s.glass);
  else {
    s.rect(x + w * 0.15, y + h * 0.08, w * 0.7, h * 0.36, color, `stroke="rgba(0,0,0,0.18)" stroke-width="3"`);
    s.rect(x + w * 0.15, y + h * 0.52, w * 0.7, h * 0.4, color, `stroke="rgba(0,0,0,0.18)" stroke-width="3"`);
  }
  s.rect(x + w * 0.8, y + h * 0.5, w * 0.06, h * 0.03, "#c9c9c9");
}

export function brickFill(s: Svg, base: Col, scale = 1): string {
  const w = 44 * scale;
  const h = 15 * scale;
  const mortar = hsl([base[0], 10, 78]);
  return s.pattern(
    w,
    h * 2,
    `<rect width="${f1(w)}" height="${f1(h * 2)}" fill="${hsl(base)}"/>` +
      `<rect x="${f1(w * 0.5)}" y="0" width="${f1(w * 0.5)}" height="${f1(h)}" fill="${hsl(base, -4)}"/>` +
      `<rect x="0" y="${f1(h)}" width="${f1(w * 0.5)}" height="${f1(h)}" fill="${hsl(base, 3)}"/>` +
      `<path d="M0 ${f1(h - 0.8)}H${f1(w)}M0 ${f1(2 * h - 0.8)}H${f1(w)}M${f1(w * 0.5)} 0V${f1(h)}M0 ${f1(h)}V${f1(2 * h)}" stroke="${mortar}" stroke-width="${f1(1.6 * scale)}" opacity="0.7"/>`,
  );
}

export function stoneFill(s: Svg, base: Col, rng: Rng): string {
  let body = `<rect width="120" height="80" fill="${hsl(base)}"/>`;
  const rows = [0, 26, 52];
  for (const y of rows) {
    let x = rng.range(-20, 0);
    while (x < 120) {
      const w = rng.range(26, 48);
      body += `<rect x="${f1(x + 1.5)}" y="${y + 1.5}" width="${f1(w - 3)}" height="23" rx="4" fill="${hsl(base, rng.range(-7, 6), rng.range(-4, 4))}"/>`;
      x += w;
    }
  }
  return s.pattern(120, 78, body);
}

export function tileRoofFill(s: Svg, base: Col, scale = 1): string {
  const h = 16 * scale;
  return s.pattern(
    30 * scale,
    h,
    `<rect width="${f1(30 * scale)}" height="${f1(h)}" fill="${hsl(base)}"/><rect y="${f1(h * 0.78)}" width="${f1(30 * scale)}" height="${f1(h * 0.22)}" fill="${hsl(base, -7)}"/>`,
  );
}
