/** Houses, villas, apartment buildings and townhouse rows. */
import {
  brickFill,
  type Col,
  drawBush,
  drawDoor,
  drawHedge,
  drawLawn,
  drawSky,
  drawTree,
  drawTreeLine,
  drawWindow,
  f1,
  hsl,
  jitter,
  stoneFill,
  type Svg,
  tileRoofFill,
} from "./svg";
import { type Rng } from "../rng";

// --- exteriors -------------------------------------------------------------------

export const WALLS = {
  brick: [
    [12, 45, 38],
    [18, 50, 42],
    [24, 40, 35],
    [8, 38, 32],
    [30, 35, 55],
  ] as Col[],
  render: [
    [40, 25, 92],
    [45, 18, 88],
    [30, 8, 94],
    [210, 6, 86],
    [35, 30, 84],
  ] as Col[],
  stone: [
    [35, 12, 58],
    [40, 10, 50],
    [210, 6, 52],
  ] as Col[],
};
export const ROOFS: Col[] = [
  [210, 8, 26],
  [215, 10, 33],
  [12, 55, 38],
  [20, 45, 30],
  [0, 0, 20],
];
const FRAMES_COL = ["#ffffff", "#f4f1ea", "#3a3d42", "#2f3338", "#6b4a33", "#55606b"];
const DOORS_COL = ["#2f3d4c", "#7a2e2e", "#2e4a36", "#3a3d42", "#6b4a33", "#d8d2c4", "#345c7a"];

export function drawHouse(s: Svg, rng: Rng, villa: boolean): void {
  const { W, H } = s;
  const k = H > W ? W / 1300 : W / 1600;
  const ground = H * (H > W ? 0.74 : 0.84);
  drawSky(s, rng, ground - 90 * k, rng.pick(["fair", "fair", "clear", "grey"] as const));
  drawTreeLine(s, rng, ground - 60 * k, 90 * k);
  drawLawn(s, rng, ground - 62 * k);

  const material = rng.weighted([
    ["brick", 4],
    ["render", 4],
    ["stone", villa ? 1 : 2],
  ] as const);
  const wallCol = jitter(rng, rng.pick(WALLS[material]), 4, 4, 3);
  const wallFill = material === "brick" ? brickFill(s, wallCol, k) : material === "stone" ? stoneFill(s, wallCol, rng) : hsl(wallCol);
  const roofType = rng.weighted([
    ["gable", 4],
    ["hip", villa ? 4 : 2],
    ["flat", material === "render" ? 3 : 1],
    ["front", villa ? 0 : 2],
  ] as const);
  const roofCol = jitter(rng, rng.pick(ROOFS), 3, 4, 3);
  const frame = rng.pick(FRAMES_COL);
  const storeys = villa ? rng.pick([1, 2, 2]) : rng.pick([2, 2, 2, 1]);
  const storeyH = rng.range(165, 185) * k;
  const hw = (villa ? rng.range(950, 1120) : rng.range(680, 900)) * k;
  const wallH = storeys * storeyH + 22 * k;
  const cx = W / 2 + rng.range(-70, 70) * k;
  const x0 = cx - hw / 2;
  const top = ground - wallH;
  const garage = villa || rng.chance(0.45);
  const garageW = 300 * k;
  const garageLeft = rng.chance(0.5);

  // trees behind / beside the house
  drawTree(s, rng, x0 - rng.range(90, 200) * k, ground - 20 * k, rng.range(300, 440) * k, rng.pick(["round", "conifer", "birch"] as const));
  drawTree(
    s,
    rng,
    x0 + hw + rng.range(90, 200) * k,
    ground - 25 * k,
    rng.range(280, 460) * k,
    rng.pick(["round", "round", "birch"] as const),
  );

  // garage wing
  if (garage) {
    const gx = garageLeft ? x0 - garageW + 10 * k : x0 + hw - 10 * k;
    const gh = storeyH * 1.05;
    s.rect(gx, ground - gh, garageW, gh, wallFill);
    s.rect(gx - 8 * k, ground - gh - 14 * k, garageW + 16 * k, 16 * k, hsl(roofCol));
    const dw = garageW * 0.74;
    const dx = gx + (garageW - dw) / 2;
    const dh = gh * 0.72;
    s.rect(dx, ground - dh, dw, dh, rng.pick(["#4a4f55", "#d8d8d4", "#6b4a33"]));
    for (let i = 1; i < 5; i++) s.rect(dx, ground - dh + (dh * i) / 5, dw, 2.5 * k, "rgba(0,0,0,0.22)");
  }

  // chimney behind the roof
  const roofH = (villa ? rng.range(190, 250) : rng.range(170, 230)) * k;
  if (roofType === "gable" || roofType === "hip") {
    const chx = x0 + hw * rng.range(0.2, 0.75);
    s.rect(chx, top - roofH * 0.95, 40 * k, roofH * 0.8, material === "brick" ? wallFill : hsl(wallCol, -8));
    s.rect(chx - 5 * k, top - roofH * 0.98, 50 * k, 12 * k, "#55585c");
  }

  // walls
  if (roofType === "front") {
    s.poly(
      [
        [x0, ground],
        [x0, top],
        [cx, top - roofH],
        [x0 + hw, top],
        [x0 + hw, ground],
      ],
      wallFill,
    );
    const ov = 26 * k;
    s.path(
      `M${f1(x0 - ov)} ${f1(top + ov * 0.6)}L${f1(cx)} ${f1(top - roofH - 10 * k)}L${f1(x0 + hw + ov)} ${f1(top + ov * 0.6)}`,
      "none",
      `stroke="${hsl(roofCol)}" stroke-width="${f1(26 * k)}" stroke-linejoin="miter"`,
    );
    drawWindow(s, cx - 45 * k, top - roofH * 0.55, 90 * k, 110 * k, { frame, mullion: true, sill: "#d9d6cf" });
  } else {
    s.rect(x0, top, hw, wallH, wallFill);
  }
  // plinth
  s.rect(x0, ground - 22 * k, hw, 22 * k, hsl([30, 5, 40]));

  // roof
  const ov = 28 * k;
  if (roofType === "gable") {
    s.poly(
      [
        [x0 - ov, top + 4 * k],
        [x0 + hw * 0.2, top - roofH],
        [x0 + hw * 0.8, top - roofH],
        [x0 + hw + ov, top + 4 * k],
      ],
      tileRoofFill(s, roofCol, k),
    );
    s.rect(x0 - ov, top - 4 * k, hw + 2 * ov, 10 * k, hsl(roofCol, -8));
  } else if (roofType === "hip") {
    s.poly(
      [
        [x0 - ov, top + 4 * k],
        [x0 + hw * 0.28, top - roofH * 0.85],
        [x0 + hw * 0.72, top - roofH * 0.85],
        [x0 + hw + ov, top + 4 * k],
      ],
      tileRoofFill(s, roofCol, k),
    );
    s.rect(x0 - ov, top - 4 * k, hw + 2 * ov, 10 * k, hsl(roofCol, -8));
  } else if (roofType === "flat") {
    s.rect(x0 - 6 * k, top - 24 * k, hw + 12 * k, 26 * k, hsl(roofCol, 10));
  }
  // dormers
  if ((roofType === "gable" || roofType === "hip") && rng.chance(villa ? 0.8 : 0.45)) {
    const nd = villa ? 2 : rng.int(1, 2);
    for (let d = 0; d < nd; d++) {
      const dxc = x0 + hw * (nd === 1 ? 0.5 : 0.33 + d * 0.34);
      const dw = 110 * k;
      const dh = 90 * k;
      const dy = top - roofH * 0.55;
      s.rect(dxc - dw / 2, dy, dw, dh, hsl(wallCol, material === "render" ? 0 : 30, -20));
      s.poly(
        [
          [dxc - dw / 2 - 12 * k, dy + 4],
          [dxc, dy - 50 * k],
          [dxc + dw / 2 + 12 * k, dy + 4],
        ],
        hsl(roofCol, -4),
      );
      drawWindow(s, dxc - dw * 0.32, dy + dh * 0.15, dw * 0.64, dh * 0.72, { frame });
    }
  }

  // windows
  const winH = storeyH * 0.56;
  const cols = Math.max(3, Math.round(hw / (villa ? 190 * k : 170 * k)));
  const doorCol = rng.pick(cols > 3 ? [1, 2] : [1]);
  const shutter = rng.chance(0.35) ? hsl([0, 0, 55]) : undefined;
  const big = rng.chance(villa ? 0.6 : 0.3);
  for (let st = 0; st < storeys; st++) {
    const y = ground - 22 * k - (st + 1) * storeyH + storeyH * 0.22;
    for (let c = 0; c < cols; c++) {
      const slot = hw / cols;
      const x = x0 + slot * c;
      if (st === 0 && c === doorCol) {
        drawDoor(
          s,
          x + slot / 2 - 42 * k,
          ground - 22 * k - storeyH * 0.86,
          84 * k,
          storeyH * 0.86,
          rng.pick(DOORS_COL),
          frame,
          rng.chance(0.6),
        );
        continue;
      }
      const ww = st === 0 && big && c !== doorCol ? slot * 0.72 : slot * rng.range(0.42, 0.5);
      const wh = st === 0 && big ? storeyH * 0.72 : winH;
      drawWindow(s, x + (slot - ww) / 2, y + (st === 0 && big ? -storeyH * 0.1 : 0), ww, wh, {
        frame,
        mullion: ww > 110 * k,
        transom: material !== "render" && rng.chance(0.3),
        sill: material === "render" ? "#bdbab3" : "#d9d6cf",
        shutterBox: shutter,
        arch: material === "brick" && !big && st > 0 && rng.chance(0.15),
      });
    }
  }

  // front garden: path, hedge, bushes
  const doorX = x0 + (hw / cols) * (doorCol + 0.5);
  s.poly(
    [
      [doorX - 50 * k, ground],
      [doorX + 50 * k, ground],
      [doorX + 140 * k, H],
      [doorX - 140 * k, H],
    ],
    hsl([35, 10, 66]),
  );
  s.poly(
    [
      [doorX - 50 * k, ground],
      [doorX + 50 * k, ground],
      [doorX + 140 * k, H],
      [doorX - 140 * k, H],
    ],
    "none",
    `stroke="${hsl([35, 8, 55])}" stroke-width="3"`,
  );
  if (rng.chance(0.6)) {
    drawHedge(s, rng, 0, doorX - 180 * k, H - 60 * k, 80 * k);
    drawHedge(s, rng, doorX + 180 * k, W, H - 60 * k, 80 * k);
  } else {
    for (let b = 0; b < 4; b++)
      drawBush(s, rng, rng.range(0.05, 0.95) * W, ground + rng.range(10, 50) * k, rng.range(90, 150) * k, rng.chance(0.5));
  }
}

export function drawApartmentBuilding(s: Svg, rng: Rng, modern = false): void {
  const { W, H } = s;
  const k = H > W ? W / 1150 : W / 1600;
  const ground = H * (H > W ? 0.82 : 0.86);
  drawSky(s, rng, ground, rng.pick(["fair", "clear", "grey"] as const));
  // neighbours
  for (const side of [-1, 1]) {
    const nw = rng.range(260, 420) * k;
    const nh = rng.range(320, 560) * k;
    const nx = side < 0 ? -20 : W - nw + 20;
    const c = jitter(rng, rng.pick([...WALLS.render, ...WALLS.brick]), 4, 4, 3);
    s.rect(nx, ground - nh, nw, nh, hsl(c, -4));
    for (let r = 0; r < Math.floor(nh / (100 * k)); r++)
      for (let c2 = 0; c2 < 3; c2++)
        drawWindow(s, nx + 30 * k + (c2 * (nw - 60 * k)) / 3, ground - nh + 30 * k + r * 100 * k, 60 * k, 60 * k, { frame: "#e8e6e1" });
  }
  const floors = H > W ? rng.int(6, 8) : rng.int(4, 6);
  const fh = (H > W ? 120 : rng.range(95, 110)) * k;
  const bw = (H > W ? rng.range(700, 800) : rng.range(760, 980)) * k;
  const bx = (W - bw) / 2 + rng.range(-40, 40) * k;
  const bh = floors * fh + 40 * k;
  const top = ground - bh;
  const facade = modern ? ([40, 15, 93] as Col) : jitter(rng, rng.pick([...WALLS.render, ...WALLS.brick, [28, 25, 70] as Col]), 4, 4, 3);
  const isBrick = facade[1] > 30 && facade[2] < 50;
  const facadeFill = isBrick ? brickFill(s, facade, k * 0.8) : hsl(facade);
  s.rect(bx, top, bw, bh, facadeFill);
  // accent strip (wood or anthracite cladding)
  const accent = modern || rng.chance(0.6);
  const accentCol: Col = rng.pick([
    [28, 45, 45],
    [210, 8, 28],
    [25, 35, 58],
  ] as Col[]);
  const ax = bx + bw * rng.pick([0.05, 0.6]);
  const aw = bw * 0.33;
  if (accent) {
    s.rect(ax, top + 30 * k, aw, bh - 30 * k - fh, hsl(accentCol));
    for (let i = 0; i < aw; i += 14 * k) s.rect(ax + i, top + 30 * k, 2 * k, bh - 30 * k - fh, hsl(accentCol, -8));
  }
  // roof edge and top floor setback
  s.rect(bx - 6 * k, top - 8 * k, bw + 12 * k, 16 * k, "#5b6066");
  const frame = modern ? "#3a3d42" : rng.pick(FRAMES_COL);
  const cols = Math.round(bw / (150 * k));
  const glassRail = modern || rng.chance(0.6);
  for (let f = 0; f < floors; f++) {
    const y = ground - (f + 1) * fh - 10 * k;
    for (let c = 0; c < cols; c++) {
      const slot = bw / cols;
      const x = bx + c * slot;
      if (f === 0 && c === Math.floor(cols / 2)) {
        s.rect(x + slot * 0.1, ground - fh * 0.9, slot * 0.8, fh * 0.9, s.glass);
        s.rect(x + slot * 0.1, ground - fh * 0.9, slot * 0.8, 10 * k, frame);
        s.rect(x + slot * 0.49, ground - fh * 0.9, 6 * k, fh * 0.9, frame);
        s.rect(x, ground - fh * 0.98, slot, 12 * k, "#4a4f55");
        continue;
      }
      const tall = f > 0 && (c % 2 === 0 || modern);
      drawWindow(s, x + slot * 0.15, y + fh * 0.12, slot * 0.7, tall ? fh * 0.78 : fh * 0.55, {
        frame,
        mullion: true,
        sill: tall ? undefined : "#cfccc4",
      });
    }
    // balconies on alternate columns
    if (f > 0) {
      for (let c = 0; c < cols; c += 2) {
        const slot = bw / cols;
        const x = bx + c * slot - 8 * k;
        const wdt = slot + 16 * k;
        const by = y + fh * 0.9;
        s.rect(x, by, wdt, 10 * k, "#c9c7c2");
        if (glassRail) {
          s.rect(x, by - fh * 0.35, wdt, fh * 0.35, "#bcd3e0", `opacity="0.55"`);
          s.rect(x, by - fh * 0.35, wdt, 3 * k, "#8a9096");
        } else {
          s.rect(x, by - fh * 0.35, wdt, 4 * k, "#34373b");
          for (let i = 0; i <= wdt; i += 12 * k) s.rect(x + i, by - fh * 0.35, 2.5 * k, fh * 0.35, "#34373b");
        }
      }
    }
  }
  // pavement, street trees
  s.rect(0, ground, W, H - ground, hsl([30, 5, 68]));
  s.rect(0, ground + (H - ground) * 0.55, W, (H - ground) * 0.45, hsl([220, 5, 38]));
  s.rect(0, ground, W, 5 * k, hsl([30, 5, 55]));
  drawTree(s, rng, bx - 40 * k, ground + 10 * k, rng.range(320, 420) * k, "round");
  if (rng.chance(0.6)) drawTree(s, rng, bx + bw + 50 * k, ground + 10 * k, rng.range(300, 400) * k, "birch");
}

export function drawTownhouseRow(s: Svg, rng: Rng): void {
  const { W, H } = s;
  const k = H > W ? W / 1100 : W / 1600;
  const ground = H * 0.88;
  drawSky(s, rng, ground, rng.pick(["fair", "grey"] as const));
  const n = H > W ? 1 : 3;
  const widths = Array.from({ length: n }, () => rng.range(0.85, 1.15));
  const total = widths.reduce((a, b) => a + b, 0);
  let x = -20;
  for (let i = 0; i < n; i++) {
    const w = ((W + 40) * widths[i]!) / total;
    const storeys = rng.int(3, 4);
    const sh = (H > W ? 240 : 175) * k;
    const h = storeys * sh + 80 * k;
    const col = jitter(rng, rng.pick([...WALLS.render, ...WALLS.brick, [45, 35, 80] as Col, [200, 15, 75] as Col]), 4, 4, 3);
    const isBrick = col[1] > 30 && col[2] < 50;
    s.rect(x, ground - h, w, h, isBrick ? brickFill(s, col, k * 0.85) : hsl(col));
    s.rect(x, ground - 60 * k, w, 60 * k, hsl([35, 8, 55]));
    s.rect(x - 4, ground - h - 10 * k, w + 8, 34 * k, hsl(col, isBrick ? 40 : -12, -20));
    const frame = rng.pick(["#ffffff", "#f4f1ea", "#3a3d42", "#6b4a33"]);
    const cols = w > 520 * k ? 3 : 2;
    for (let st = 0; st < storeys; st++) {
      const y = ground - 60 * k - (st + 1) * sh + sh * 0.18;
      const archRow = st === storeys - 1 && rng.chance(0.5);
      for (let c = 0; c < cols; c++) {
        const slot = w / cols;
        if (st === 0 && c === 0) {
          drawDoor(s, x + slot * 0.3, ground - 60 * k - sh * 0.92, slot * 0.4, sh * 0.92, rng.pick(DOORS_COL), hsl([35, 8, 70]), false);
          continue;
        }
        drawWindow(s, x + c * slot + slot * 0.24, y, slot * 0.52, sh * 0.7, {
          frame,
          mullion: true,
          transom: true,
          arch: archRow,
          sill: "#e0ddd6",
        });
      }
      if (st === 1 && rng.chance(0.6)) {
        s.rect(x + w * 0.12, y + sh * 0.7, w * 0.76, 8 * k, "#cfccc4");
        for (let i = 0; i < w * 0.76; i += 14 * k) s.rect(x + w * 0.12 + i, y + sh * 0.45, 3 * k, sh * 0.25, "#2d2f33");
        s.rect(x + w * 0.12, y + sh * 0.45, w * 0.76, 4 * k, "#2d2f33");
      }
    }
    x += w;
  }
  s.rect(0, ground, W, H - ground, hsl([30, 5, 66]));
  s.rect(0, ground, W, 5 * k, hsl([30, 5, 52]));
}
