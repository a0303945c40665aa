/** Gardens, land, office buildings, shop fronts, warehouses, garages, Spanish villas, the Wavre project. */
import { ROOFS, WALLS } from "./exteriors";
import { drawPlant } from "./interiors";
import {
  brickFill,
  type Col,
  drawBush,
  drawHedge,
  drawLawn,
  drawSky,
  drawTree,
  drawTreeLine,
  drawWindow,
  f1,
  hsl,
  jitter,
  type Svg,
} from "./svg";
import { type Rng } from "../rng";

// --- outdoor scenes -------------------------------------------------------------------

export function drawGarden(s: Svg, rng: Rng): void {
  const { W, H } = s;
  const horizon = H * 0.5;
  drawSky(s, rng, horizon, rng.pick(["fair", "clear"] as const));
  drawTreeLine(s, rng, horizon, 120);
  drawLawn(s, rng, horizon);
  // mowing stripes
  for (let i = 0; i < 6; i++) {
    const y = horizon + (H - horizon) * (i / 6);
    s.rect(0, y, W, (H - horizon) / 12, "#ffffff", `opacity="0.05"`);
  }
  drawHedge(s, rng, 0, W, horizon + 30, 110);
  for (let i = 0; i < 3; i++)
    drawTree(s, rng, rng.range(0.1, 0.9) * W, horizon + 40, rng.range(300, 480), rng.pick(["round", "birch", "conifer"] as const));
  // flower border
  for (let i = 0; i < 5; i++) drawBush(s, rng, rng.range(0.05, 0.95) * W, horizon + rng.range(70, 130), rng.range(90, 140), true);
  // terrace deck in the foreground with furniture
  const deckTop = H * 0.78;
  const wood: Col = jitter(rng, [28, 35, 48]);
  s.poly(
    [
      [0, deckTop],
      [W, deckTop + 20],
      [W, H],
      [0, H],
    ],
    hsl(wood),
  );
  for (let i = 0; i < 8; i++) {
    const y = deckTop + ((H - deckTop) * i) / 8;
    s.line(0, y, W, y + 20 * (1 - i / 8), hsl(wood, -10), 3);
  }
  const tx = W * rng.range(0.35, 0.6);
  const ty = deckTop + 20;
  s.ellipse(tx, ty - 110, 170, 30, rng.pick(["#2d2d2d", "#f1f1f1", "#8a6a4c"]));
  s.rect(tx - 8, ty - 110, 16, 120, "#555");
  for (const side of [-1, 1]) {
    const cx = tx + side * 240;
    s.rect(cx - 60, ty - 170, 120, 110, "#3b3b3b");
    s.rect(cx - 65, ty - 70, 130, 20, "#3b3b3b");
    s.rect(cx - 55, ty - 50, 10, 70, "#3b3b3b");
    s.rect(cx + 45, ty - 50, 10, 70, "#3b3b3b");
  }
  // parasol
  if (rng.chance(0.6)) {
    s.rect(tx - 4, ty - 430, 8, 330, "#e9e4da");
    s.path(
      `M${f1(tx - 260)} ${f1(ty - 360)}Q${f1(tx)} ${f1(ty - 520)} ${f1(tx + 260)} ${f1(ty - 360)}Z`,
      rng.pick(["#f1ede4", "#3a5a7a", "#a7c4a0", "#d98c5f"]),
    );
  }
}

export function drawLand(s: Svg, rng: Rng): void {
  const { W, H } = s;
  const horizon = H * rng.range(0.45, 0.55);
  drawSky(s, rng, horizon, rng.pick(["fair", "fair", "clear", "grey"] as const));
  // hills
  const hill: Col = jitter(rng, [95, 25, 50]);
  s.path(
    `M0 ${f1(horizon)}Q${f1(W * 0.3)} ${f1(horizon - 80)} ${f1(W * 0.6)} ${f1(horizon - 20)}T${f1(W)} ${f1(horizon - 50)}V${f1(horizon + 10)}H0Z`,
    hsl(hill, -5),
  );
  drawTreeLine(s, rng, horizon + 10, 60, [110, 25, 32]);
  // distant houses
  for (let i = 0; i < rng.int(1, 4); i++) {
    const x = rng.range(0.05, 0.9) * W;
    const w = rng.range(60, 110);
    s.rect(x, horizon - 30, w, 40, hsl(rng.pick(WALLS.render)));
    s.poly(
      [
        [x - 6, horizon - 30],
        [x + w / 2, horizon - 62],
        [x + w + 6, horizon - 30],
      ],
      hsl(rng.pick(ROOFS)),
    );
  }
  // field with stripes converging
  const g: Col = jitter(rng, [rng.pick([85, 95, 55]), 40, 48], 6, 8, 5);
  s.rect(
    0,
    horizon + 8,
    W,
    H - horizon,
    s.lin([
      [0, hsl(g, -4)],
      [1, hsl(g, 8)],
    ]),
  );
  for (let i = 0; i < 14; i++) {
    const x0 = (i / 14) * W * 3 - W;
    s.line(W / 2 + (x0 - W / 2) * 0.05, horizon + 10, x0, H, hsl(g, -8), 3, `opacity="0.35"`);
  }
  for (let i = 0; i < rng.int(1, 3); i++)
    drawTree(s, rng, rng.range(0.05, 0.95) * W, horizon + rng.range(30, 120), rng.range(200, 380), rng.pick(["round", "birch"] as const));
  // fence along the side
  const fenceY = H * 0.8;
  for (let i = 0; i < 9; i++) {
    const x = W * 0.02 + i * W * 0.12;
    s.rect(x, fenceY - 140 + i * 4, 12, 160, "#7a5a3c");
  }
  for (let w = 0; w < 3; w++) s.line(0, fenceY - 120 + w * 40, W, fenceY - 90 + w * 40, "#8b8b8b", 2);
  // "for sale" board
  if (rng.chance(0.6)) {
    const bx = W * rng.range(0.6, 0.8);
    s.rect(bx, fenceY - 240, 12, 300, "#555");
    s.rect(bx + 170, fenceY - 240, 12, 300, "#555");
    s.rect(bx - 10, fenceY - 300, 200, 130, "#b3262c");
    s.rect(bx + 10, fenceY - 280, 160, 40, "#ffffff");
    s.rect(bx + 10, fenceY - 225, 100, 20, "#ffffff");
  }
  // road edge
  s.rect(0, H * 0.94, W, H * 0.06, hsl([220, 5, 40]));
}

export function drawOfficeBuilding(s: Svg, rng: Rng): void {
  const { W, H } = s;
  const ground = H * 0.8;
  drawSky(s, rng, ground, rng.pick(["clear", "fair"] as const));
  drawTreeLine(s, rng, ground - 10, 70);
  const bw = rng.range(900, 1150);
  const bx = (W - bw) / 2 + rng.range(-80, 80);
  const floors = rng.int(3, 5);
  const fh = 120;
  const top = ground - floors * fh - 30;
  const tint: Col = jitter(rng, [205, 25, 45], 10, 10, 8);
  s.rect(
    bx,
    top,
    bw,
    ground - top,
    s.lin(
      [
        [0, hsl(tint, 20)],
        [0.5, hsl(tint)],
        [1, hsl(tint, -12)],
      ],
      0,
      0,
      1,
      1,
    ),
  );
  for (let x = bx; x <= bx + bw; x += 90) s.rect(x - 3, top, 6, ground - top, "#c9cdd1");
  for (let f = 0; f <= floors; f++) s.rect(bx, ground - f * fh - 6, bw, 12, "#dfe2e5");
  // solid side core
  const core = rng.chance(0.5);
  if (core) s.rect(bx + bw - 180, top - 40, 180, ground - top + 40, hsl(jitter(rng, [30, 10, 80])));
  // entrance canopy
  s.rect(bx + bw * 0.35, ground - fh * 0.95, 200, 14, "#3a3d42");
  // parking
  s.rect(0, ground, W, H - ground, hsl([220, 5, 42]));
  for (let i = 0; i < 14; i++) s.line(i * 120 + 40, ground + 40, i * 120 - 40, H, "#e8e8e8", 5);
  drawTree(s, rng, bx - 90, ground + 10, 320, "round");
  drawTree(s, rng, bx + bw + 90, ground + 10, 300, "birch");
}

export function drawShopFront(s: Svg, rng: Rng): void {
  const { W, H } = s;
  const ground = H * 0.88;
  drawSky(s, rng, ground, "fair");
  const col = jitter(rng, rng.pick([...WALLS.render, ...WALLS.brick]), 4, 4, 3);
  const isBrick = col[1] > 30 && col[2] < 50;
  const bx = 120 + rng.range(-60, 60);
  const bw = W - 240;
  s.rect(bx, ground - 820, bw, 820, isBrick ? brickFill(s, col) : hsl(col));
  s.rect(bx - 10, ground - 840, bw + 20, 30, hsl(col, -20));
  // upper floors windows
  for (let f = 0; f < 2; f++)
    for (let c = 0; c < 4; c++)
      drawWindow(s, bx + 70 + c * ((bw - 140) / 4) + 30, ground - 780 + f * 200, 150, 150, {
        frame: "#ffffff",
        mullion: true,
        sill: "#e0ddd6",
      });
  // shop: fascia, glass, door
  const fascia = rng.pick(["#1f3b57", "#3a3d42", "#7a2e2e", "#2e4a36", "#c7a252"]);
  s.rect(bx, ground - 400, bw, 70, fascia);
  for (let i = 0; i < 6; i++) s.rect(bx + bw * 0.3 + i * 60, ground - 380, 44, 30, "#f4f1ea");
  s.rect(bx, ground - 330, bw, 330, "#2f3338");
  s.rect(bx + 20, ground - 315, bw * 0.62, 300, s.glass);
  s.rect(bx + bw * 0.68, ground - 315, bw * 0.2, 315, s.glass);
  s.rect(bx + bw * 0.77, ground - 315, 6, 315, "#2f3338");
  // display items
  for (let i = 0; i < 6; i++)
    s.rect(bx + 60 + i * 120, ground - 120 - rng.range(0, 80), 70, rng.range(60, 120), hsl([rng.int(0, 360), 35, 60]), `opacity="0.75"`);
  // awning stripes
  if (rng.chance(0.6)) {
    const ac = rng.pick(["#b3262c", "#1f3b57", "#2e4a36"]);
    for (let i = 0; i < 16; i++)
      s.poly(
        [
          [bx + 20 + (i * (bw * 0.62)) / 16, ground - 330],
          [bx + 20 + ((i + 1) * (bw * 0.62)) / 16, ground - 330],
          [bx + 20 + ((i + 1) * (bw * 0.62)) / 16, ground - 270],
          [bx + 20 + (i * (bw * 0.62)) / 16, ground - 270],
        ],
        i % 2 ? ac : "#f4f1ea",
      );
  }
  s.rect(0, ground, W, H - ground, hsl([30, 5, 66]));
  drawPlant(s, rng, bx + bw * 0.92, ground + 40, 200);
}

export function drawWarehouse(s: Svg, rng: Rng): void {
  const { W, H } = s;
  const ground = H * 0.78;
  drawSky(s, rng, ground, rng.pick(["clear", "fair", "grey"] as const));
  drawTreeLine(s, rng, ground - 10, 60);
  const clad: Col = jitter(
    rng,
    rng.pick([
      [210, 8, 72],
      [205, 20, 55],
      [0, 0, 82],
      [200, 6, 40],
    ] as Col[]),
    4,
    4,
    4,
  );
  const bx = 80;
  const bw = W - 160;
  const bh = rng.range(360, 440);
  s.rect(bx, ground - bh, bw, bh, hsl(clad));
  for (let x = bx; x < bx + bw; x += 24) s.rect(x, ground - bh, 5, bh, hsl(clad, -8));
  s.rect(bx - 8, ground - bh - 14, bw + 16, 18, hsl(clad, -20));
  // office annex
  const ow = 360;
  const ox = rng.chance(0.5) ? bx : bx + bw - ow;
  s.rect(ox, ground - bh + 60, ow, bh - 60, hsl([210, 8, 30]));
  for (let f = 0; f < 2; f++) s.rect(ox + 20, ground - bh + 90 + f * 140, ow - 40, 90, s.glass);
  // docks and doors
  const doors = 4;
  const startX = ox === bx ? bx + ow + 60 : bx + 60;
  for (let i = 0; i < doors; i++) {
    const dx = startX + i * 220;
    s.rect(dx, ground - 250, 170, 250, "#c8ccd0");
    for (let j = 1; j < 6; j++) s.rect(dx, ground - 250 + j * 42, 170, 3, "#9aa0a6");
    s.rect(dx - 10, ground - 20, 190, 20, "#2f2f2f");
    s.rect(dx - 10, ground - 60, 14, 40, "#f2c230");
    s.rect(dx + 166, ground - 60, 14, 40, "#f2c230");
  }
  s.rect(0, ground, W, H - ground, hsl([220, 5, 45]));
  for (let i = 0; i < 8; i++) s.line(i * 220 + 60, ground + 30, i * 220 + 20, H, "#e8e8e8", 4, `opacity="0.7"`);
}

export function drawGarageRow(s: Svg, rng: Rng): void {
  const { W, H } = s;
  const ground = H * 0.78;
  drawSky(s, rng, ground, rng.pick(["fair", "grey"] as const));
  drawTreeLine(s, rng, ground - 180, 80);
  const n = rng.int(4, 5);
  const gw = 300;
  const bw = n * gw;
  const bx = (W - bw) / 2;
  const gh = 290;
  const col = jitter(rng, rng.pick([...WALLS.brick, [30, 5, 70] as Col]), 4, 4, 3);
  const isBrick = col[1] > 30 && col[2] < 50;
  s.rect(bx, ground - gh, bw, gh, isBrick ? brickFill(s, col) : hsl(col));
  s.rect(bx - 10, ground - gh - 22, bw + 20, 26, "#4a4f55");
  const doorCol = rng.pick(["#e4e4e0", "#7a8288", "#3c5a7a", "#6b4a33", "#2e4a36"]);
  for (let i = 0; i < n; i++) {
    const dx = bx + i * gw + 35;
    s.rect(dx, ground - 230, gw - 70, 230, doorCol);
    for (let x = dx + 10; x < dx + gw - 70; x += 16) s.rect(x, ground - 225, 4, 220, "rgba(0,0,0,0.12)");
    s.rect(dx + (gw - 70) / 2 - 20, ground - 110, 40, 10, "#333");
  }
  s.rect(0, ground, W, H - ground, hsl([220, 5, 48]));
  s.rect(0, ground, W, 12, hsl([30, 5, 62]));
}

export function drawSpanishVilla(s: Svg, rng: Rng): void {
  const { W, H } = s;
  const k = H > W ? W / 1250 : W / 1600;
  const sea = H * (H > W ? 0.34 : 0.42);
  drawSky(s, rng, sea, "south");
  s.rect(
    0,
    sea,
    W,
    60 * k,
    s.lin([
      [0, "#1f6fa3"],
      [1, "#2f8fc2"],
    ]),
  );
  // hillside
  s.path(`M0 ${f1(sea + 40 * k)}Q${f1(W * 0.5)} ${f1(sea + 10 * k)} ${f1(W)} ${f1(sea + 50 * k)}V${f1(H)}H0Z`, hsl([40, 30, 70]));
  // villa: white cubes
  const vx = W * rng.range(0.12, 0.28);
  const ground = H * (H > W ? 0.6 : 0.68);
  const vw = W * 0.62;
  s.rect(vx, ground - 260 * k, vw * 0.6, 260 * k, "#f7f5f0");
  s.rect(vx + vw * 0.45, ground - 400 * k, vw * 0.55, 400 * k, "#fbfaf6");
  s.rect(vx - 10, ground - 270 * k, vw * 0.6 + 20, 14 * k, "#e6e1d6");
  s.rect(vx + vw * 0.45 - 10, ground - 410 * k, vw * 0.55 + 20, 14 * k, "#e6e1d6");
  // glass and wood
  s.rect(vx + vw * 0.05, ground - 200 * k, vw * 0.35, 200 * k, s.glass);
  s.rect(vx + vw * 0.52, ground - 360 * k, vw * 0.4, 130 * k, s.glass);
  s.rect(vx + vw * 0.52, ground - 190 * k, vw * 0.4, 190 * k, s.glass);
  s.rect(vx + vw * 0.48, ground - 400 * k, vw * 0.03, 400 * k, "#b08a62");
  // terracotta terrace and pool
  s.rect(0, ground, W, H - ground, hsl([25, 35, 78]));
  const py = ground + (H - ground) * 0.25;
  const pool = s.lin([
    [0, "#5fd3e6"],
    [1, "#1aa3c4"],
  ]);
  s.poly(
    [
      [W * 0.1, py],
      [W * 0.92, py],
      [W * 0.98, H * 0.96],
      [W * 0.02, H * 0.96],
    ],
    "#f2efe8",
  );
  s.poly(
    [
      [W * 0.13, py + 14 * k],
      [W * 0.89, py + 14 * k],
      [W * 0.95, H * 0.93],
      [W * 0.05, H * 0.93],
    ],
    pool,
  );
  for (let i = 0; i < 14; i++) {
    const y = py + rng.range(0.1, 0.9) * (H * 0.93 - py);
    const x = W * rng.range(0.15, 0.8);
    s.path(
      `M${f1(x)} ${f1(y)}q${f1(30 * k)} ${f1(-10 * k)} ${f1(60 * k)} 0t${f1(60 * k)} 0`,
      "none",
      `stroke="#ffffff" stroke-width="${f1(3 * k)}" opacity="0.5"`,
    );
  }
  // loungers
  for (let i = 0; i < 2; i++) {
    const lx = W * (0.62 + i * 0.13);
    s.poly(
      [
        [lx, py - 20 * k],
        [lx + 160 * k, py - 20 * k],
        [lx + 170 * k, py - 5 * k],
        [lx - 10 * k, py - 5 * k],
      ],
      "#ffffff",
    );
    s.poly(
      [
        [lx, py - 20 * k],
        [lx - 30 * k, py - 80 * k],
        [lx - 10 * k, py - 85 * k],
        [lx + 20 * k, py - 20 * k],
      ],
      "#ffffff",
    );
  }
  // palms
  for (const px of [W * 0.06, W * rng.range(0.85, 0.95)]) drawPalm(s, rng, px, ground + 30 * k, rng.range(480, 600) * k);
  // bougainvillea
  for (let i = 0; i < 12; i++)
    s.circle(
      vx + rng.range(0, 0.3) * vw,
      ground - rng.range(0, 240) * k,
      rng.range(12, 26) * k,
      rng.pick(["#c2185b", "#d81b60", "#ad1457"]),
    );
}

function drawPalm(s: Svg, rng: Rng, x: number, baseY: number, h: number): void {
  const lean = rng.range(-0.15, 0.15) * h;
  s.path(
    `M${f1(x - h * 0.025)} ${f1(baseY)}Q${f1(x + lean * 0.3)} ${f1(baseY - h * 0.5)} ${f1(x + lean)} ${f1(baseY - h)}L${f1(x + lean + h * 0.03)} ${f1(baseY - h)}Q${f1(x + lean * 0.3 + h * 0.04)} ${f1(baseY - h * 0.5)} ${f1(x + h * 0.025)} ${f1(baseY)}Z`,
    "#8a6a4c",
  );
  const tx = x + lean + h * 0.015;
  const ty = baseY - h;
  for (let i = 0; i < 9; i++) {
    const a = (i / 9) * Math.PI * 2;
    const ex = tx + Math.cos(a) * h * 0.3;
    const ey = ty + Math.sin(a) * h * 0.12 + h * 0.08;
    s.path(
      `M${f1(tx)} ${f1(ty)}Q${f1((tx + ex) / 2)} ${f1(ty - h * 0.1)} ${f1(ex)} ${f1(ey)}Q${f1((tx + ex) / 2)} ${f1(ty - h * 0.02)} ${f1(tx)} ${f1(ty)}Z`,
      hsl(jitter(rng, [110, 45, 32])),
    );
  }
}

export function drawResidenceRender(s: Svg, rng: Rng, variant: number): void {
  const { W, H } = s;
  const ground = H * 0.8;
  drawSky(s, rng, ground, variant === 0 ? "clear" : "fair");
  drawTreeLine(s, rng, ground - 20, 80);
  s.rect(0, ground - 20, W, H - ground + 20, hsl([95, 40, 48]));
  // two volumes, white brick + wood cladding, generous balconies
  const vols =
    variant === 0
      ? [
          [180, 560, 4],
          [760, 660, 3],
        ]
      : [
          [120, 700, 3],
          [860, 600, 4],
        ];
  for (const [x, w, floors] of vols as Array<[number, number, number]>) {
    const fh = 120;
    const top = ground - floors * fh - 20;
    s.rect(x, top, w, ground - top, brickFill(s, [40, 12, 92], 0.9));
    s.rect(x + w * 0.55, top, w * 0.45, ground - top, "#b98a5a");
    for (let i = 0; i < w * 0.45; i += 12) s.rect(x + w * 0.55 + i, top, 2, ground - top, "#a47448");
    s.rect(x - 6, top - 10, w + 12, 14, "#3a3d42");
    for (let f = 0; f < floors; f++) {
      const y = ground - (f + 1) * fh;
      for (let c = 0; c < 3; c++) drawWindow(s, x + 30 + c * (w / 3.2), y + 14, w / 4.5, fh * 0.78, { frame: "#3a3d42", mullion: false });
      if (f > 0) {
        s.rect(x - 20, y + fh - 10, w * 0.6, 12, "#e6e3dc");
        s.rect(x - 20, y + fh - 52, w * 0.6, 42, "#cfe2ec", `opacity="0.5"`);
      }
    }
  }
  for (let i = 0; i < 5; i++)
    drawTree(s, rng, 100 + i * 350 + rng.range(-40, 40), ground + 60, rng.range(220, 300), i % 2 ? "birch" : "round");
  s.poly(
    [
      [W * 0.45, H],
      [W * 0.55, H],
      [W * 0.52, ground],
      [W * 0.48, ground],
    ],
    "#d9d4cb",
  );
}
