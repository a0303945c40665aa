/** Rooms: living room, kitchen, bedroom, bathroom, office, shop, warehouse, parking. */
import { type Col, f1, hsl, jitter, type Svg } from "./svg";
import { type Rng } from "../rng";

// --- interiors ---------------------------------------------------------------------

interface Room {
  bx0: number;
  bx1: number;
  by0: number;
  by1: number;
  /** Point on the left wall: u = depth (0 front … 1 back), v = height (0 top … 1 floor). */
  left(u: number, v: number): [number, number];
  right(u: number, v: number): [number, number];
  /** Point on the floor: x fraction (0 left … 1 right) at depth u. */
  floor(x: number, u: number): [number, number];
  /** Scale of things standing against the back wall. */
  k: number;
}

const WALL_COLOURS: Col[] = [
  [40, 20, 92],
  [35, 14, 88],
  [90, 12, 82],
  [200, 14, 86],
  [20, 18, 86],
  [45, 8, 95],
  [150, 10, 80],
];

function drawRoom(
  s: Svg,
  rng: Rng,
  o: { wall?: Col; floor?: "parquet" | "tiles" | "carpet" | "concrete"; floorCol?: Col; deep?: number } = {},
): Room {
  const { W, H } = s;
  const portrait = H > W;
  const deep = o.deep ?? rng.range(0.16, 0.22);
  const bx0 = W * (portrait ? 0.12 : deep);
  const bx1 = W * (portrait ? 0.88 : 1 - deep) + rng.range(-30, 30);
  const by0 = H * (portrait ? 0.1 : 0.1);
  const by1 = H * (portrait ? 0.62 : 0.7);
  const wall = o.wall ?? jitter(rng, rng.pick(WALL_COLOURS), 4, 4, 2);
  const room: Room = {
    bx0,
    bx1,
    by0,
    by1,
    left: (u, v) => [u * bx0, u * by0 + v * (H + u * (by1 - H) - u * by0)],
    right: (u, v) => [W - u * (W - bx1), u * by0 + v * (H + u * (by1 - H) - u * by0)],
    floor: (x, u) => {
      const y = H + u * (by1 - H);
      const xl = u * bx0;
      const xr = W - u * (W - bx1);
      return [xl + x * (xr - xl), y];
    },
    k: (bx1 - bx0) / 1000,
  };
  // ceiling, walls
  s.poly(
    [
      [0, 0],
      [W, 0],
      [bx1, by0],
      [bx0, by0],
    ],
    hsl(wall, 6, -6),
  );
  s.poly(
    [
      [0, 0],
      [bx0, by0],
      [bx0, by1],
      [0, H],
    ],
    hsl(wall, -7),
  );
  s.poly(
    [
      [W, 0],
      [bx1, by0],
      [bx1, by1],
      [W, H],
    ],
    hsl(wall, -4),
  );
  s.rect(bx0, by0, bx1 - bx0, by1 - by0, hsl(wall));
  // floor
  const kind =
    o.floor ??
    rng.weighted([
      ["parquet", 5],
      ["tiles", 2],
      ["carpet", 1],
    ] as const);
  const fc =
    o.floorCol ??
    (kind === "parquet"
      ? jitter(rng, [30, 40, 55], 6, 10, 10)
      : kind === "tiles"
        ? jitter(rng, [35, 8, 72], 10, 6, 10)
        : kind === "concrete"
          ? jitter(rng, [30, 4, 62], 4, 3, 5)
          : jitter(rng, [35, 12, 70], 10, 8, 8));
  s.poly(
    [
      [0, H],
      [W, H],
      [bx1, by1],
      [bx0, by1],
    ],
    s.lin([
      [0, hsl(fc, -4)],
      [1, hsl(fc, 5)],
    ]),
  );
  if (kind === "parquet" || kind === "tiles") {
    const n = kind === "parquet" ? 16 : 8;
    for (let i = 0; i <= n; i++) {
      const [xa, ya] = room.floor(i / n, 0);
      const [xb, yb] = room.floor(i / n, 1);
      s.line(xa, ya, xb, yb, hsl(fc, -12), kind === "parquet" ? 1.6 : 2.4, `opacity="0.6"`);
    }
    const rows = kind === "parquet" ? 5 : 6;
    for (let r = 1; r < rows; r++) {
      const u = 1 - Math.pow(r / rows, 1.6);
      const [xa, ya] = room.floor(0, u);
      const [xb] = room.floor(1, u);
      s.line(xa, ya, xb, ya, hsl(fc, -12), 2, `opacity="${kind === "parquet" ? 0.25 : 0.6}"`);
    }
  }
  // skirting
  s.rect(bx0, by1 - 10 * room.k, bx1 - bx0, 10 * room.k, hsl(wall, 8));
  return room;
}

/** A window on the left wall with daylight on the floor. */
function leftWallWindow(s: Svg, room: Room, u0: number, u1: number, v0: number, v1: number, frame = "#ffffff"): void {
  const q = [room.left(u0, v0), room.left(u1, v0), room.left(u1, v1), room.left(u0, v1)];
  s.poly(q, frame);
  const inset = 0.03;
  const g = [
    room.left(u0 + inset, v0 + inset),
    room.left(u1 - inset, v0 + inset),
    room.left(u1 - inset, v1 - inset),
    room.left(u0 + inset, v1 - inset),
  ];
  s.poly(
    g,
    s.lin([
      [0, "#eaf4fb"],
      [1, "#a9c6da"],
    ]),
  );
  const mid = (u0 + u1) / 2;
  s.poly([room.left(mid - 0.01, v0), room.left(mid + 0.01, v0), room.left(mid + 0.01, v1), room.left(mid - 0.01, v1)], frame);
  const [fx0, fy0] = room.floor(0.08, u0);
  const [fx1, fy1] = room.floor(0.45, u0 * 0.9);
  const [fx2, fy2] = room.floor(0.5, u1 * 0.9);
  const [fx3, fy3] = room.floor(0.05, u1);
  s.poly(
    [
      [fx0, fy0],
      [fx1, fy1],
      [fx2, fy2],
      [fx3, fy3],
    ],
    "#fffbe8",
    `opacity="0.18"`,
  );
}

function backWindow(s: Svg, rng: Rng, x: number, y: number, w: number, h: number, frame: string, view: "garden" | "city" = "garden"): void {
  s.rect(x - 8, y - 8, w + 16, h + 16, frame);
  s.rect(
    x,
    y,
    w,
    h,
    s.lin([
      [0, "#bcd9ee"],
      [1, "#e6f1f7"],
    ]),
  );
  if (view === "garden") {
    s.rect(x, y + h * 0.62, w, h * 0.38, hsl([95, 35, 48]));
    for (let i = 0; i < 4; i++)
      s.circle(x + rng.range(0.05, 0.95) * w, y + h * rng.range(0.42, 0.58), h * rng.range(0.1, 0.18), hsl(jitter(rng, [105, 35, 35])));
  } else {
    for (let i = 0; i < 5; i++) {
      const bw = w * rng.range(0.12, 0.25);
      const bh = h * rng.range(0.2, 0.55);
      s.rect(x + rng.range(0, 1) * (w - bw), y + h - bh, bw, bh, hsl([210, 8, rng.range(62, 78)]));
    }
  }
  const panes = w > h * 1.6 ? 3 : 2;
  for (let i = 1; i < panes; i++) s.rect(x + (w * i) / panes - 5, y, 10, h, frame);
}

export function drawPlant(s: Svg, rng: Rng, x: number, baseY: number, h: number): void {
  s.path(
    `M${f1(x - h * 0.14)} ${f1(baseY - h * 0.3)}L${f1(x + h * 0.14)} ${f1(baseY - h * 0.3)}L${f1(x + h * 0.1)} ${f1(baseY)}L${f1(x - h * 0.1)} ${f1(baseY)}Z`,
    rng.pick(["#d9d4cb", "#a8694a", "#3d3f42", "#ece9e3"]),
  );
  const g: Col = jitter(rng, [120, 40, 30], 12, 10, 6);
  for (let i = 0; i < 9; i++) {
    const a = -Math.PI / 2 + rng.range(-1.1, 1.1);
    const len = h * rng.range(0.4, 0.7);
    const ex = x + Math.cos(a) * len;
    const ey = baseY - h * 0.3 + Math.sin(a) * len;
    s.ellipse(
      (x + ex) / 2,
      (baseY - h * 0.3 + ey) / 2,
      len * 0.5,
      h * 0.06,
      hsl(g, rng.range(-6, 8)),
      `transform="rotate(${f1((a * 180) / Math.PI)} ${f1((x + ex) / 2)} ${f1((baseY - h * 0.3 + ey) / 2)})"`,
    );
  }
}

function drawArt(s: Svg, rng: Rng, x: number, y: number, w: number, h: number): void {
  s.rect(x - 6, y - 6, w + 12, h + 12, rng.pick(["#2b2b2b", "#c9a46a", "#ffffff"]));
  s.rect(x, y, w, h, "#f6f3ee");
  const palette = rng.pick([
    ["#d8a47f", "#5f7c8a", "#e9d8a6"],
    ["#94b49f", "#2e4756", "#f0c987"],
    ["#bc6c25", "#283618", "#dda15e"],
    ["#8ecae6", "#219ebc", "#023047"],
  ]);
  for (let i = 0; i < 3; i++)
    s.circle(
      x + w * rng.range(0.25, 0.75),
      y + h * rng.range(0.3, 0.7),
      Math.min(w, h) * rng.range(0.12, 0.3),
      palette[i]!,
      `opacity="0.85"`,
    );
}

export function drawSalon(s: Svg, rng: Rng, modern = false): void {
  const room = drawRoom(s, rng, modern ? { wall: [40, 10, 94], floor: "parquet", floorCol: [32, 35, 62] } : {});
  const { bx0, bx1, by1, k } = room;
  const frame = rng.pick(["#ffffff", "#3a3d42", "#f4f1ea"]);
  if (rng.chance(0.55)) backWindow(s, rng, bx0 + (bx1 - bx0) * 0.55, room.by0 + 60 * k, (bx1 - bx0) * 0.38, (by1 - room.by0) * 0.62, frame);
  else {
    drawArt(s, rng, bx0 + (bx1 - bx0) * 0.55, room.by0 + 110 * k, 260 * k, 180 * k);
    // shelves
    const shx = bx0 + (bx1 - bx0) * 0.84;
    for (let i = 0; i < 4; i++) {
      s.rect(shx, room.by0 + (120 + i * 90) * k, 130 * k, 8 * k, "#8a6a4c");
      for (let b = 0; b < 5; b++)
        s.rect(shx + (8 + b * 22) * k, room.by0 + (120 + i * 90 - 50) * k, 16 * k, 50 * k, hsl([rng.int(0, 360), 30, 45]));
    }
  }
  if (rng.chance(0.6)) leftWallWindow(s, room, 0.35, 0.75, 0.15, 0.68, frame);
  // sofa
  const sofa: Col = jitter(
    rng,
    rng.pick([
      [210, 10, 45],
      [35, 20, 70],
      [200, 25, 35],
      [25, 30, 45],
      [90, 12, 50],
    ] as Col[]),
    4,
    6,
    5,
  );
  const sw = 560 * k;
  const sx = bx0 + (bx1 - bx0) * 0.08;
  const sy = by1 - 10 * k;
  s.rrect(sx, sy - 260 * k, sw, 150 * k, 18 * k, hsl(sofa, -6));
  s.rrect(sx - 20 * k, sy - 160 * k, 60 * k, 150 * k, 14 * k, hsl(sofa, -3));
  s.rrect(sx + sw - 40 * k, sy - 160 * k, 60 * k, 150 * k, 14 * k, hsl(sofa, -3));
  s.rrect(sx + 30 * k, sy - 130 * k, sw - 60 * k, 80 * k, 10 * k, hsl(sofa, 4));
  for (let c = 0; c < 3; c++) s.rrect(sx + (40 + c * 163) * k, sy - 235 * k, 150 * k, 110 * k, 14 * k, hsl(sofa));
  s.rrect(sx + 60 * k, sy - 220 * k, 90 * k, 80 * k, 16 * k, rng.pick(["#e9c46a", "#f4a261", "#e76f51", "#ffffff", "#2a9d8f"]));
  s.rect(sx, sy - 50 * k, sw, 40 * k, hsl(sofa, -10));
  // floor lamp
  const lx = sx + sw + 70 * k;
  s.rect(lx, sy - 420 * k, 6 * k, 420 * k, "#2d2d2d");
  s.path(
    `M${f1(lx - 50 * k)} ${f1(sy - 400 * k)}L${f1(lx + 56 * k)} ${f1(sy - 400 * k)}L${f1(lx + 36 * k)} ${f1(sy - 470 * k)}L${f1(lx - 30 * k)} ${f1(sy - 470 * k)}Z`,
    "#f1e9d8",
  );
  // rug and coffee table in the foreground
  const [rx0, ry0] = room.floor(0.22, 0.55);
  const [rx1] = room.floor(0.78, 0.55);
  const [rx2, ry2] = room.floor(0.85, 0.15);
  const [rx3] = room.floor(0.15, 0.15);
  s.poly(
    [
      [rx0, ry0],
      [rx1, ry0],
      [rx2, ry2],
      [rx3, ry2],
    ],
    hsl(jitter(rng, [35, 15, 82], 20, 10, 6)),
  );
  const tw = 360 * k * 1.3;
  const tx = (rx0 + rx1) / 2 - tw / 2;
  const ty = (ry0 + ry2) / 2 - 40 * k;
  const wood: Col = jitter(rng, [30, 35, 45]);
  s.rect(tx + 20 * k, ty, 12 * k, 90 * k, hsl(wood, -10));
  s.rect(tx + tw - 32 * k, ty, 12 * k, 90 * k, hsl(wood, -10));
  s.rrect(tx, ty - 20 * k, tw, 28 * k, 6 * k, hsl(wood));
  s.rect(tx + tw * 0.3, ty - 40 * k, 70 * k, 20 * k, "#f1f1f1");
  drawPlant(s, rng, s.W * 0.9, s.H * 0.93, 330 * k * 1.4);
}

export function drawKitchen(s: Svg, rng: Rng, modern = false): void {
  const room = drawRoom(s, rng, { floor: rng.pick(["tiles", "parquet", "tiles"] as const) });
  const { bx0, bx1, by0, by1, k } = room;
  const fronts: Col = modern
    ? [40, 8, 94]
    : jitter(
        rng,
        rng.pick([
          [0, 0, 96],
          [150, 15, 55],
          [215, 35, 28],
          [30, 30, 55],
          [210, 5, 30],
          [40, 20, 85],
        ] as Col[]),
        3,
        5,
        4,
      );
  const top: string = rng.pick(["#2f2f2f", "#e8e4dc", "#b08a62", "#d0d0d0"]);
  const bw = bx1 - bx0;
  // backsplash
  s.rect(bx0, by1 - 300 * k, bw, 150 * k, rng.pick(["#f2f0ec", "#dfe7ea", "#e8e1d5", "#cfd6cf"]));
  for (let x = bx0; x < bx1; x += 30 * k) s.line(x, by1 - 300 * k, x, by1 - 150 * k, "rgba(0,0,0,0.08)", 1.5);
  // window above the sink
  const hasWindow = rng.chance(0.55);
  const wx = bx0 + bw * 0.32;
  if (hasWindow) backWindow(s, rng, wx, by0 + 50 * k, bw * 0.3, 300 * k, "#ffffff");
  // upper cabinets
  for (let x = bx0; x < bx1 - 1; x += bw / 6) {
    if (hasWindow && x >= wx - 10 && x < wx + bw * 0.3) continue;
    s.rect(x + 3, by0 + 40 * k, bw / 6 - 6, 250 * k, hsl(fronts, -2));
    s.rect(x + bw / 12 - 20 * k, by0 + 260 * k, 40 * k, 6 * k, "#8d8d8d");
  }
  // hood
  const hx = bx0 + bw * 0.72;
  s.rect(hx, by0 + 20 * k, 120 * k, 250 * k, "#b8bcc0");
  // lower cabinets and worktop
  s.rect(bx0, by1 - 150 * k, bw, 150 * k, hsl(fronts));
  for (let i = 0; i <= 8; i++) s.rect(bx0 + (bw * i) / 8 - 1.5, by1 - 140 * k, 3, 140 * k, hsl(fronts, -12));
  for (let i = 0; i < 8; i++) s.rect(bx0 + (bw * (i + 0.5)) / 8 - 25 * k, by1 - 125 * k, 50 * k, 5 * k, "#8d8d8d");
  s.rect(bx0 - 5, by1 - 160 * k, bw + 10, 16 * k, top);
  // sink and hob
  s.rect(wx + bw * 0.08, by1 - 164 * k, bw * 0.12, 6 * k, "#9aa0a6");
  s.rect(wx + bw * 0.135, by1 - 210 * k, 8 * k, 50 * k, "#9aa0a6");
  s.rect(hx - 10 * k, by1 - 166 * k, 140 * k, 8 * k, "#1d1d1d");
  // oven
  s.rect(hx, by1 - 140 * k, 120 * k, 120 * k, "#2a2c2e");
  s.rect(hx + 10 * k, by1 - 120 * k, 100 * k, 70 * k, "#44484c");
  // island with stools in the foreground
  const [ix0, iy0] = room.floor(0.2, 0.45);
  const [ix1] = room.floor(0.8, 0.45);
  const ih = 250 * k * 1.15;
  const iw = ix1 - ix0;
  s.rect(ix0, iy0 - ih, iw, ih, hsl(fronts, -6));
  for (let i = 1; i < 4; i++) s.rect(ix0 + (iw * i) / 4 - 1.5, iy0 - ih + 20 * k, 3, ih - 20 * k, hsl(fronts, -16));
  s.rect(ix0 - 15 * k, iy0 - ih - 22 * k, iw + 30 * k, 24 * k, top);
  const stool = rng.pick(["#2d2d2d", "#8b5e3c", "#c9a46a"]);
  for (let i = 0; i < 3; i++) {
    const sx = ix0 + iw * (0.2 + i * 0.3);
    s.rect(sx - 6 * k, iy0 - ih * 0.55, 12 * k, ih * 0.55 + 40 * k, stool);
    s.rrect(sx - 50 * k, iy0 - ih * 0.6, 100 * k, 24 * k, 8 * k, stool);
  }
  // pendant lights
  for (let i = 0; i < 3; i++) {
    const px = ix0 + iw * (0.25 + i * 0.25);
    s.line(px, 0, px, by0 + 140 * k, "#333", 3);
    s.path(
      `M${f1(px - 40 * k)} ${f1(by0 + 200 * k)}Q${f1(px)} ${f1(by0 + 90 * k)} ${f1(px + 40 * k)} ${f1(by0 + 200 * k)}Z`,
      rng.pick(["#2d2d2d", "#c9a46a", "#e9e4da"]),
    );
  }
  // a bowl of fruit
  s.ellipse(ix0 + iw * 0.5, iy0 - ih - 30 * k, 60 * k, 18 * k, "#efefef");
  for (let i = 0; i < 4; i++)
    s.circle(ix0 + iw * 0.5 + (i - 1.5) * 26 * k, iy0 - ih - 46 * k, 16 * k, rng.pick(["#e9a23b", "#c8553d", "#8cb369", "#f4d35e"]));
}

export function drawBedroom(s: Svg, rng: Rng): void {
  const room = drawRoom(s, rng, { floor: rng.pick(["parquet", "carpet", "parquet"] as const) });
  const { bx0, bx1, by0, by1, k } = room;
  const bw = bx1 - bx0;
  const cx = bx0 + bw * rng.range(0.42, 0.5);
  const linen: Col = jitter(
    rng,
    rng.pick([
      [0, 0, 97],
      [40, 25, 90],
      [210, 25, 80],
      [150, 12, 78],
      [20, 30, 82],
    ] as Col[]),
    3,
    4,
    2,
  );
  const head: Col = jitter(
    rng,
    rng.pick([
      [30, 25, 45],
      [210, 15, 40],
      [35, 20, 72],
      [200, 30, 30],
    ] as Col[]),
  );
  if (rng.chance(0.6)) {
    s.rect(bx0, by0, bw, by1 - by0, hsl(head, 35, -15), `opacity="0.35"`);
  }
  drawArt(s, rng, cx - 170 * k, by0 + 90 * k, 340 * k, 170 * k);
  // headboard
  const hw = 560 * k;
  s.rrect(cx - hw / 2, by1 - 330 * k, hw, 230 * k, 16 * k, hsl(head));
  // bed in perspective: from back (by1-110k) to the front
  const [fx0, fy] = room.floor(0.22, 0.38);
  const [fx1] = room.floor(0.78, 0.38);
  const backY = by1 - 120 * k;
  s.poly(
    [
      [cx - hw / 2, backY],
      [cx + hw / 2, backY],
      [fx1, fy - 90 * k],
      [fx0, fy - 90 * k],
    ],
    hsl(linen),
  );
  s.rect(fx0, fy - 90 * k, fx1 - fx0, 90 * k, hsl(linen, -8));
  s.poly(
    [
      [fx0 + (cx - hw / 2 - fx0) * 0.45, backY + (fy - 90 * k - backY) * 0.45],
      [fx1 + (cx + hw / 2 - fx1) * 0.45, backY + (fy - 90 * k - backY) * 0.45],
      [fx1, fy - 90 * k],
      [fx0, fy - 90 * k],
    ],
    hsl(jitter(rng, [rng.int(0, 360), 30, 55]), 0),
    `opacity="0.85"`,
  );
  s.rect(fx0, fy - 90 * k, fx1 - fx0, 90 * k, hsl(jitter(rng, [rng.int(0, 360), 30, 45])), `opacity="0.6"`);
  // pillows
  s.rrect(cx - hw * 0.42, backY - 70 * k, hw * 0.38, 90 * k, 20 * k, hsl(linen, 3));
  s.rrect(cx + hw * 0.04, backY - 70 * k, hw * 0.38, 90 * k, 20 * k, hsl(linen, 3));
  // nightstands and lamps
  for (const side of [-1, 1]) {
    const nx = cx + side * (hw / 2 + 90 * k) - 70 * k;
    s.rect(nx, by1 - 140 * k, 140 * k, 130 * k, hsl([30, 25, rng.range(40, 75)]));
    s.rect(nx + 10 * k, by1 - 100 * k, 120 * k, 4 * k, "rgba(0,0,0,0.2)");
    s.rect(nx + 64 * k, by1 - 200 * k, 12 * k, 60 * k, "#555");
    s.path(
      `M${f1(nx + 30 * k)} ${f1(by1 - 200 * k)}L${f1(nx + 110 * k)} ${f1(by1 - 200 * k)}L${f1(nx + 95 * k)} ${f1(by1 - 270 * k)}L${f1(nx + 45 * k)} ${f1(by1 - 270 * k)}Z`,
      "#f3ead7",
    );
  }
  if (rng.chance(0.7)) leftWallWindow(s, room, 0.3, 0.72, 0.14, 0.66, "#ffffff");
  // curtains at the window
  const [c0x, c0y] = room.left(0.26, 0.1);
  const [c1x, c1y] = room.left(0.34, 0.72);
  s.poly(
    [
      [c0x, c0y],
      [c1x, c0y + (c1y - c0y) * 0.1],
      [c1x, c1y],
      [c0x, c1y + 30],
    ],
    hsl(jitter(rng, [35, 20, 80])),
  );
}

export function drawBathroom(s: Svg, rng: Rng): void {
  const wallTile: Col = jitter(
    rng,
    rng.pick([
      [0, 0, 94],
      [200, 10, 86],
      [35, 12, 84],
      [160, 10, 80],
      [210, 6, 60],
    ] as Col[]),
    3,
    3,
    3,
  );
  const room = drawRoom(s, rng, { wall: wallTile, floor: "tiles", floorCol: jitter(rng, [30, 6, 55], 10, 5, 12) });
  const { bx0, bx1, by0, by1, k } = room;
  const bw = bx1 - bx0;
  const grid = 60 * k;
  for (let y = by1; y > by0; y -= grid) s.line(bx0, y, bx1, y, hsl(wallTile, -10), 1.5);
  for (let x = bx0; x < bx1; x += grid * (rng.chance(0.5) ? 1 : 2)) s.line(x, by0, x, by1, hsl(wallTile, -10), 1.5);
  // vanity with basin and mirror
  const vx = bx0 + bw * 0.08;
  const vw = bw * 0.42;
  const vanity = rng.pick(["#8a6a4c", "#ffffff", "#3a3d42", "#b7a58d", "#4b5d4f"]);
  s.rect(vx, by1 - 230 * k, vw, 130 * k, vanity);
  s.rect(vx, by1 - 240 * k, vw, 14 * k, "#f5f5f3");
  s.ellipse(vx + vw / 2, by1 - 240 * k, vw * 0.22, 18 * k, "#ffffff", `stroke="#d0d0d0" stroke-width="2"`);
  s.rect(vx + vw / 2 - 5 * k, by1 - 300 * k, 10 * k, 60 * k, "#a9adb1");
  s.rrect(vx + vw * 0.12, by0 + 70 * k, vw * 0.76, 330 * k, 24 * k, "#c4ccd2", `stroke="#9aa0a6" stroke-width="4"`);
  s.rrect(vx + vw * 0.15, by0 + 80 * k, vw * 0.35, 310 * k, 20 * k, "#ffffff", `opacity="0.35"`);
  // towel
  s.rect(vx + vw + 20 * k, by1 - 420 * k, 110 * k, 6 * k, "#a9adb1");
  s.rect(vx + vw + 30 * k, by1 - 416 * k, 90 * k, 180 * k, rng.pick(["#f4f1ea", "#9ec1cf", "#e8c8b8", "#cfd9c4"]));
  // bathtub or shower
  const rx = bx0 + bw * 0.6;
  const rw = bw * 0.38;
  if (rng.chance(0.5)) {
    s.rrect(rx, by1 - 150 * k, rw, 150 * k, 20 * k, "#ffffff", `stroke="#d5d5d5" stroke-width="3"`);
    s.rect(rx + rw - 40 * k, by1 - 230 * k, 10 * k, 80 * k, "#a9adb1");
    s.rect(rx + rw - 70 * k, by1 - 232 * k, 40 * k, 10 * k, "#a9adb1");
  } else {
    s.rect(rx, by0 + 40 * k, rw, by1 - by0 - 40 * k, "#dfeef5", `opacity="0.35"`);
    s.rect(rx, by0 + 40 * k, 8 * k, by1 - by0 - 40 * k, "#a9adb1");
    s.rect(rx + rw * 0.5, by0 + 60 * k, 8 * k, 120 * k, "#a9adb1");
    s.ellipse(rx + rw * 0.5 + 4 * k, by0 + 180 * k, 50 * k, 10 * k, "#a9adb1");
  }
  drawPlant(s, rng, bx0 + bw * 0.55, by1 + 60 * k, 220 * k);
}

export function drawOfficeInterior(s: Svg, rng: Rng): void {
  const room = drawRoom(s, rng, {
    wall: [210, 6, 92],
    floor: rng.pick(["carpet", "parquet"] as const),
    floorCol: jitter(rng, [210, 8, 55]),
  });
  const { bx0, bx1, by0, by1, k } = room;
  const bw = bx1 - bx0;
  // window band
  backWindow(s, rng, bx0 + 30 * k, by0 + 60 * k, bw - 60 * k, (by1 - by0) * 0.55, "#4b4f55", "city");
  // ceiling panels
  for (let i = 0; i < 3; i++) {
    const [ax, ay] = [s.W * (0.25 + i * 0.25), s.H * 0.03 + (by0 - s.H * 0.03) * 0.5];
    s.rect(ax - 70 * k, ay - 8 * k, 140 * k, 16 * k, "#f8f8f6");
  }
  // desks at two depths
  for (const [u, scale] of [
    [0.75, 1],
    [0.35, 1.6],
  ] as const) {
    for (let d = 0; d < 2; d++) {
      const [x0, y] = room.floor(0.12 + d * 0.45, u);
      const [x1] = room.floor(0.12 + d * 0.45 + 0.35, u);
      const h = 190 * k * scale;
      const w = x1 - x0;
      s.rect(x0 + 10, y - h, 8 * k * scale, h, "#6b6f75");
      s.rect(x1 - 18, y - h, 8 * k * scale, h, "#6b6f75");
      s.rect(x0, y - h - 12 * k * scale, w, 14 * k * scale, rng.pick(["#f2f2f0", "#b08a62"]));
      s.rect(x0 + w * 0.3, y - h - 130 * k * scale, w * 0.38, 100 * k * scale, "#1f2327");
      s.rect(x0 + w * 0.47, y - h - 30 * k * scale, w * 0.04, 20 * k * scale, "#1f2327");
      // chair
      s.rrect(x0 + w * 0.32, y - h * 0.9, w * 0.3, h * 0.55, 12 * k, rng.pick(["#2d2d2d", "#3c5a7a", "#5a3c3c"]));
    }
  }
  drawPlant(s, rng, s.W * 0.08, s.H * 0.96, 360 * k * 1.3);
}

export function drawShopInterior(s: Svg, rng: Rng): void {
  const room = drawRoom(s, rng, { wall: [40, 10, 93], floor: "tiles", floorCol: jitter(rng, [30, 5, 78]) });
  const { bx0, bx1, by0, k } = room;
  const bw = bx1 - bx0;
  // shelves on the back wall with products
  for (let r = 0; r < 4; r++) {
    const y = by0 + 110 * k + r * 110 * k;
    s.rect(bx0 + 20 * k, y, bw - 40 * k, 10 * k, "#b08a62");
    let x = bx0 + 30 * k;
    while (x < bx1 - 60 * k) {
      const w = rng.range(30, 60) * k;
      const h = rng.range(40, 85) * k;
      s.rect(x, y - h, w, h, hsl([rng.int(0, 360), rng.range(25, 60), rng.range(40, 75)]));
      x += w + 6 * k;
    }
  }
  // counter in the foreground
  const [cx0, cy] = room.floor(0.55, 0.35);
  const [cx1] = room.floor(0.95, 0.35);
  s.rect(cx0, cy - 260 * k, cx1 - cx0, 260 * k, rng.pick(["#3a3d42", "#f2f2f0", "#8a6a4c"]));
  s.rect(cx0 - 10, cy - 276 * k, cx1 - cx0 + 20, 18 * k, "#d9d6cf");
  // spotlights
  for (let i = 0; i < 5; i++) s.circle(s.W * (0.15 + i * 0.175), by0 * 0.6, 10 * k, "#fffbe8");
}

export function drawWarehouseInterior(s: Svg, rng: Rng): void {
  const room = drawRoom(s, rng, { wall: [210, 5, 80], floor: "concrete", deep: 0.24 });
  const { bx0, bx1, by0, by1, k } = room;
  // skylights on the ceiling
  for (let i = 0; i < 4; i++) s.rect(s.W * 0.3 + i * 0.12 * s.W, by0 * 0.35, 0.08 * s.W, by0 * 0.2, "#e7f1f7");
  // pallet racks on the right and left walls (as perspective bands)
  for (const side of ["left", "right"] as const) {
    for (let lvl = 0; lvl < 3; lvl++) {
      const v = 0.3 + lvl * 0.22;
      const pt = (u: number, vv: number) => (side === "left" ? room.left(u, vv) : room.right(u, vv));
      s.poly([pt(0.05, v), pt(0.95, v), pt(0.95, v + 0.02), pt(0.05, v + 0.02)], "#e0701f");
      for (let b = 0; b < 6; b++) {
        const u0 = 0.08 + b * 0.145;
        s.poly([pt(u0, v - 0.12), pt(u0 + 0.11, v - 0.12), pt(u0 + 0.11, v), pt(u0, v)], hsl([30, rng.range(25, 45), rng.range(55, 72)]));
      }
    }
    for (let b = 0; b <= 6; b++) {
      const u = 0.05 + b * 0.15;
      const p0 = side === "left" ? room.left(u, 0.1) : room.right(u, 0.1);
      const p1 = side === "left" ? room.left(u, 1) : room.right(u, 1);
      s.line(p0[0], p0[1], p1[0], p1[1], "#2f5d9e", 6 * k);
    }
  }
  // sectional door on the back wall
  const dw = (bx1 - bx0) * 0.35;
  const dx = (bx0 + bx1) / 2 - dw / 2;
  s.rect(dx, by1 - 380 * k, dw, 380 * k, "#c8ccd0");
  for (let i = 1; i < 6; i++) s.rect(dx, by1 - 380 * k + i * 63 * k, dw, 3 * k, "#9aa0a6");
  // floor markings
  const [m0x, m0y] = room.floor(0.3, 0);
  const [m1x, m1y] = room.floor(0.36, 1);
  s.line(m0x, m0y, m1x, m1y, "#f2c230", 10);
  const [n0x, n0y] = room.floor(0.7, 0);
  const [n1x, n1y] = room.floor(0.64, 1);
  s.line(n0x, n0y, n1x, n1y, "#f2c230", 10);
}

export function drawParkingInterior(s: Svg, rng: Rng): void {
  const room = drawRoom(s, rng, { wall: [30, 4, 70], floor: "concrete", floorCol: [210, 4, 48], deep: 0.3 });
  const { bx0, bx1, by0, by1, k } = room;
  for (let i = 0; i < 3; i++) s.rect(s.W * 0.3 + i * s.W * 0.15, by0 * 0.5, s.W * 0.1, 8, "#fdfdf5");
  s.rect(bx0, by1 - 90 * k, bx1 - bx0, 90 * k, "#f2c230", `opacity="0.7"`);
  for (let i = 0; i < bx1 - bx0; i += 80 * k) s.rect(bx0 + i, by1 - 90 * k, 40 * k, 90 * k, "#2f2f2f", `opacity="0.7"`);
  // pillars
  for (const x of [0.12, 0.88]) {
    const [px, py] = room.floor(x, 0.55);
    s.rect(px - 40 * k * 1.4, 0, 80 * k * 1.4, py, hsl([30, 4, 76]));
    s.rect(px - 40 * k * 1.4, py - 160 * k, 80 * k * 1.4, 50 * k, "#f2c230");
  }
  // bay lines
  for (let i = 0; i <= 4; i++) {
    const [ax, ay] = room.floor(0.1 + i * 0.2, 0.05);
    const [bx, byy] = room.floor(0.1 + i * 0.2, 0.9);
    s.line(ax, ay, bx, byy, "#f4f4f0", 8);
  }
  void rng;
}
