/**
 * Draws the sample images of the built-in content as flat SVG illustrations and renders
 * them to JPEG with headless Chromium.
 *
 *   npx tsx scripts/make-sample-images.ts [name-filter]
 *
 * Writes shared/content/images/<name>/original.jpg for every file in `sampleImageFiles`
 * (shared/src/sample-content.ts); with a filter, only the names that contain it. Its WebP
 * copies come from scripts/make-sample-copies.ts: run that afterwards. Sizes follow
 * the name: carousel-* 1600×900, produk-* 600×600, everything else 1200×800. The scenes
 * are drawn from code with a fixed random seed, so running the script again gives the
 * same pictures. Needs Chromium at /usr/bin/chromium (or CHROMIUM_PATH).
 */
import { mkdirSync, statSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { sampleImageFiles } from "../shared/src/sample-content";
import { launchChromium } from "./lib/chromium";

// ---------------------------------------------------------------------------
// Drawing primitives
// ---------------------------------------------------------------------------

/** Rounds a coordinate to one decimal so the SVG stays short. */
function n(v: number): string {
  return String(Math.round(v * 10) / 10);
}

function at<T>(list: readonly T[], i: number): T {
  const v = list[((i % list.length) + list.length) % list.length];
  if (v === undefined) throw new Error("empty list");
  return v;
}

/** Deterministic pseudo-random numbers in [0, 1) (mulberry32). */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hash(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  return h >>> 0;
}

/** One picture being drawn: its size, its gradient/pattern definitions and a random source. */
class Canvas {
  readonly defs: string[] = [];
  private count = 0;
  readonly random: () => number;

  constructor(
    readonly w: number,
    readonly h: number,
    seed: number,
  ) {
    this.random = rng(seed);
  }

  /** A random number between a and b. */
  r(a: number, b: number): number {
    return a + (b - a) * this.random();
  }

  private id(prefix: string): string {
    this.count += 1;
    return `${prefix}${this.count}`;
  }

  /** A linear gradient, top to bottom unless a direction is given; returns its `url(#…)`. */
  linear(stops: readonly string[], x2 = 0, y2 = 1): string {
    const id = this.id("lg");
    const s = stops
      .map((c, i) => `<stop offset="${stops.length < 2 ? 0 : i / (stops.length - 1)}" stop-color="${c}"/>`)
      .join("");
    this.defs.push(`<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${s}</linearGradient>`);
    return `url(#${id})`;
  }

  /** A radial gradient from the centre outwards; `[colour, opacity]` pairs. */
  radial(stops: ReadonlyArray<readonly [string, number]>): string {
    const id = this.id("rg");
    const s = stops
      .map(
        ([c, o], i) =>
          `<stop offset="${stops.length < 2 ? 0 : i / (stops.length - 1)}" stop-color="${c}" stop-opacity="${o}"/>`,
      )
      .join("");
    this.defs.push(`<radialGradient id="${id}">${s}</radialGradient>`);
    return `url(#${id})`;
  }

  /** A repeating tile of `size`×`size` drawn by `body`; returns its `url(#…)`. */
  pattern(size: number, body: string, background: string, rotate = 0): string {
    const id = this.id("pt");
    const tf = rotate ? ` patternTransform="rotate(${rotate})"` : "";
    this.defs.push(
      `<pattern id="${id}" width="${size}" height="${size}" patternUnits="userSpaceOnUse"${tf}><rect width="${size}" height="${size}" fill="${background}"/>${body}</pattern>`,
    );
    return `url(#${id})`;
  }

  /** A soft blur filter; returns its `url(#…)`. */
  blur(amount: number): string {
    const id = this.id("bl");
    this.defs.push(
      `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${amount}"/></filter>`,
    );
    return `url(#${id})`;
  }
}

function rect(x: number, y: number, w: number, h: number, fill: string, extra = ""): string {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}" ${extra}/>`;
}

function circle(cx: number, cy: number, r: number, fill: string, extra = ""): string {
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}" ${extra}/>`;
}

function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra = ""): string {
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}" ${extra}/>`;
}

function path(d: string, fill: string, extra = ""): string {
  return `<path d="${d}" fill="${fill}" ${extra}/>`;
}

function poly(points: ReadonlyArray<readonly [number, number]>, fill: string, extra = ""): string {
  return `<polygon points="${points.map(([x, y]) => `${n(x)},${n(y)}`).join(" ")}" fill="${fill}" ${extra}/>`;
}

function line(
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  stroke: string,
  width: number,
  extra = "",
): string {
  return `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" stroke="${stroke}" stroke-width="${n(width)}" stroke-linecap="round" ${extra}/>`;
}

function stroke(d: string, color: string, width: number, extra = ""): string {
  return `<path d="${d}" fill="none" stroke="${color}" stroke-width="${n(width)}" stroke-linecap="round" stroke-linejoin="round" ${extra}/>`;
}

function text(x: number, y: number, size: number, fill: string, content: string, extra = ""): string {
  return `<text x="${n(x)}" y="${n(y)}" font-family="DejaVu Sans, Noto Sans, sans-serif" font-weight="bold" font-size="${n(size)}" fill="${fill}" text-anchor="middle" ${extra}>${content}</text>`;
}

function group(transform: string, body: string, extra = ""): string {
  return `<g transform="${transform}" ${extra}>${body}</g>`;
}

// ---------------------------------------------------------------------------
// Landscape pieces
// ---------------------------------------------------------------------------

function sky(c: Canvas, stops: readonly string[], height = c.h): string {
  return rect(0, 0, c.w, height, c.linear(stops));
}

function sun(c: Canvas, x: number, y: number, r: number, core: string, glow: string): string {
  return (
    circle(
      x,
      y,
      r * 3.2,
      c.radial([
        [glow, 0.55],
        [glow, 0],
      ]),
    ) + circle(x, y, r, core)
  );
}

function cloud(x: number, y: number, s: number, fill: string, opacity = 0.9): string {
  return group(
    `translate(${n(x)},${n(y)}) scale(${n(s)})`,
    ellipse(0, 0, 60, 18, fill) +
      circle(-22, -10, 22, fill) +
      circle(12, -18, 28, fill) +
      circle(40, -4, 18, fill),
    `opacity="${opacity}"`,
  );
}

/** A wavy band from `y` down to the bottom of the picture. */
function hills(c: Canvas, y: number, amp: number, fill: string, waves = 2, phase = 0): string {
  const steps = 48;
  let d = `M0,${n(c.h)} L0,${n(y)}`;
  for (let i = 0; i <= steps; i += 1) {
    const x = (c.w * i) / steps;
    const t = (i / steps) * Math.PI * 2 * waves + phase;
    const yy = y - amp * (0.6 * Math.sin(t) + 0.4 * Math.sin(t * 2.3 + 1.7));
    d += ` L${n(x)},${n(yy)}`;
  }
  return path(`${d} L${n(c.w)},${n(c.h)} Z`, fill);
}

/** A volcano like Merapi with a darker eastern flank, ravines and an optional smoke plume. */
function volcano(
  c: Canvas,
  cx: number,
  base: number,
  width: number,
  height: number,
  light: string,
  dark: string,
  smoke = true,
): string {
  const l = cx - width / 2;
  const r = cx + width / 2;
  const top = base - height;
  const lip = width * 0.05;
  const outline =
    `M${n(l)},${n(base)} Q${n(cx - width * 0.16)},${n(base - height * 0.18)} ${n(cx - lip)},${n(top)} ` +
    `L${n(cx - lip * 0.3)},${n(top + height * 0.025)} L${n(cx + lip * 0.4)},${n(top + height * 0.01)} L${n(cx + lip)},${n(top)} ` +
    `Q${n(cx + width * 0.16)},${n(base - height * 0.18)} ${n(r)},${n(base)} Z`;
  const shade =
    `M${n(cx + lip * 0.4)},${n(top + height * 0.01)} L${n(cx + lip)},${n(top)} ` +
    `Q${n(cx + width * 0.16)},${n(base - height * 0.18)} ${n(r)},${n(base)} L${n(cx + width * 0.05)},${n(base)} ` +
    `Q${n(cx + width * 0.02)},${n(base - height * 0.5)} ${n(cx + lip * 0.4)},${n(top + height * 0.01)} Z`;
  let out = path(outline, c.linear([light, dark])) + path(shade, dark, 'opacity="0.55"');
  for (let i = 0; i < 7; i += 1) {
    const side = i % 2 === 0 ? -1 : 1;
    const sx = cx + side * lip * c.r(0.2, 0.9);
    const len = c.r(0.3, 0.65);
    const ex = cx + side * width * c.r(0.08, 0.3) * len;
    out += stroke(
      `M${n(sx)},${n(top + height * 0.06)} Q${n((sx + ex) / 2 + side * 10)},${n(top + height * len * 0.5)} ${n(ex)},${n(top + height * len)}`,
      dark,
      Math.max(2, width * 0.004),
      'opacity="0.5"',
    );
  }
  if (smoke) {
    for (let i = 0; i < 6; i += 1) {
      const k = i / 5;
      out += circle(
        cx + k * width * 0.12,
        top - 12 - k * height * 0.35,
        width * (0.025 + k * 0.03),
        "#f4f1ec",
        `opacity="${n(0.85 - k * 0.5)}"`,
      );
    }
  }
  return out;
}

/**
 * Rice terraces: bands between `top` and the bottom, thicker towards the viewer, with
 * pale dykes (pematang) on their edges and rows of rice in the near ones.
 */
function terraces(c: Canvas, top: number, greens: readonly string[], dyke: string, bands = 9): string {
  let out = "";
  const edges: number[] = [];
  for (let i = 0; i <= bands; i += 1) edges.push(top + (c.h - top) * (i / bands) ** 1.5);
  for (let i = 0; i < bands; i += 1) {
    const y = at(edges, i);
    const amp = 6 + i * 5;
    const ph = c.r(0, 6);
    let d = `M0,${n(c.h)}`;
    for (let k = 0; k <= 40; k += 1) {
      const x = (c.w * k) / 40;
      d += ` L${n(x)},${n(y + amp * Math.sin((k / 40) * Math.PI * 1.6 + ph))}`;
    }
    d += ` L${n(c.w)},${n(c.h)} Z`;
    out += path(d, at(greens, i));
    let edge = "";
    for (let k = 0; k <= 40; k += 1) {
      const x = (c.w * k) / 40;
      edge += `${k === 0 ? "M" : " L"}${n(x)},${n(y + amp * Math.sin((k / 40) * Math.PI * 1.6 + ph))}`;
    }
    out += stroke(edge, dyke, 1.5 + i * 0.9, 'opacity="0.85"');
    if (i >= bands - 4) {
      const next = at(edges, i + 1);
      const rows = 3 + (i - bands + 4);
      for (let row = 1; row <= rows; row += 1) {
        const yy = y + ((next - y) * row) / (rows + 1) + amp;
        const gap = 14 + i * 4;
        for (let x = c.r(0, gap); x < c.w; x += gap) {
          const hgt = 5 + i * 1.6;
          out += stroke(
            `M${n(x - hgt * 0.4)},${n(yy - hgt)} L${n(x)},${n(yy)} L${n(x + hgt * 0.4)},${n(yy - hgt)}`,
            "#1f5a2a",
            1 + i * 0.25,
            'opacity="0.45"',
          );
        }
      }
    }
  }
  return out;
}

function coconut(c: Canvas, x: number, base: number, height: number, lean: number): string {
  const tx = x + lean;
  const ty = base - height;
  let out = stroke(
    `M${n(x)},${n(base)} Q${n(x + lean * 0.2)},${n(base - height * 0.5)} ${n(tx)},${n(ty)}`,
    "#6b4a2b",
    height * 0.045,
  );
  for (let i = 0; i < 8; i += 1) {
    const ang = (i / 8) * Math.PI * 2 + c.r(-0.2, 0.2);
    const len = height * c.r(0.28, 0.38);
    const ex = tx + Math.cos(ang) * len;
    const ey = ty + Math.sin(ang) * len * 0.55 + len * 0.35;
    const mx = tx + Math.cos(ang) * len * 0.55;
    const my = ty + Math.sin(ang) * len * 0.3 - len * 0.15;
    out += stroke(
      `M${n(tx)},${n(ty)} Q${n(mx)},${n(my)} ${n(ex)},${n(ey)}`,
      i % 2 ? "#2f6b2f" : "#3f8a3a",
      height * 0.035,
    );
  }
  out +=
    circle(tx - 4, ty + 6, height * 0.025, "#7a5a2a") + circle(tx + 5, ty + 7, height * 0.025, "#8a6a32");
  return out;
}

function roundTree(x: number, base: number, size: number, greens: readonly [string, string, string]): string {
  return (
    rect(x - size * 0.06, base - size * 0.9, size * 0.12, size * 0.9, "#6b4a2e") +
    circle(x - size * 0.3, base - size * 0.95, size * 0.38, greens[0]) +
    circle(x + size * 0.28, base - size * 0.9, size * 0.34, greens[1]) +
    circle(x, base - size * 1.25, size * 0.45, greens[2]) +
    circle(x - size * 0.12, base - size * 1.38, size * 0.18, "#ffffff", 'opacity="0.12"')
  );
}

function bananaTree(x: number, base: number, size: number): string {
  let out = rect(x - size * 0.05, base - size * 0.7, size * 0.1, size * 0.7, "#7d8f4a");
  const leaves: Array<[number, string]> = [
    [-60, "#4f9a3c"],
    [-20, "#5fae46"],
    [25, "#479035"],
    [65, "#58a443"],
    [-100, "#3e8230"],
  ];
  for (const [deg, fill] of leaves) {
    out += group(
      `translate(${n(x)},${n(base - size * 0.7)}) rotate(${deg})`,
      ellipse(0, -size * 0.35, size * 0.12, size * 0.38, fill) +
        line(0, 0, 0, -size * 0.7, "#2e6b26", size * 0.015),
    );
  }
  return out;
}

function bamboo(c: Canvas, x: number, base: number, height: number): string {
  let out = "";
  for (let i = 0; i < 7; i += 1) {
    const bx = x + c.r(-height * 0.06, height * 0.06);
    const bend = c.r(-height * 0.25, height * 0.25);
    const top = base - height * c.r(0.75, 1);
    out += stroke(
      `M${n(bx)},${n(base)} Q${n(bx)},${n((base + top) / 2)} ${n(bx + bend)},${n(top)}`,
      i % 2 ? "#7f9a3a" : "#93ac45",
      height * 0.018,
    );
    for (let k = 0; k < 6; k += 1) {
      const t = 0.3 + k * 0.12;
      const lx = bx + bend * t * t;
      const ly = base + (top - base) * t;
      out += ellipse(
        lx + (k % 2 ? 14 : -14),
        ly,
        height * 0.05,
        height * 0.012,
        "#4f8a32",
        `transform="rotate(${k % 2 ? 25 : -25} ${n(lx)} ${n(ly)})"`,
      );
    }
  }
  return out;
}

function birds(x: number, y: number, count: number, s: number, color: string): string {
  let out = "";
  for (let i = 0; i < count; i += 1) {
    const bx = x + i * 38 * s + (i % 2) * 12 * s;
    const by = y + (i % 3) * 14 * s;
    out += stroke(
      `M${n(bx - 10 * s)},${n(by)} Q${n(bx - 5 * s)},${n(by - 6 * s)} ${n(bx)},${n(by)} Q${n(bx + 5 * s)},${n(by - 6 * s)} ${n(bx + 10 * s)},${n(by)}`,
      color,
      2.2 * s,
    );
  }
  return out;
}

// ---------------------------------------------------------------------------
// People
// ---------------------------------------------------------------------------

type Pose = "stand" | "armsUp" | "wave" | "hoe" | "carry" | "point" | "bend" | "sit" | "dance" | "hold";
type Hat = "none" | "caping" | "blangkon" | "hijab" | "peci" | "crown";

interface PersonStyle {
  shirt: string;
  pants?: string;
  skin?: string;
  hair?: string;
  hat?: Hat;
  hatColor?: string;
  /** Long wrap skirt (jarik) instead of trousers. */
  skirt?: string;
  /** Striped lurik shirt. */
  stripes?: string;
  pose?: Pose;
  flip?: boolean;
}

/**
 * A flat person about 110 units tall with feet at (x, y), scaled by `s`. Local coordinates:
 * feet at 0, top of the head at about -100.
 */
function person(x: number, y: number, s: number, p: PersonStyle): string {
  const skin = p.skin ?? "#b9825a";
  const pants = p.pants ?? "#2f3b4a";
  const hair = p.hair ?? "#1d1a17";
  const pose = p.pose ?? "stand";
  let lower = "";
  if (pose === "sit") {
    lower =
      ellipse(0, -7, 24, 9, p.skirt ?? pants) + ellipse(-18, -3, 5, 3, skin) + ellipse(18, -3, 5, 3, skin);
  } else if (p.skirt) {
    lower =
      path("M-12,-44 L12,-44 L15,-3 L-15,-3 Z", p.skirt) +
      ellipse(-6, -1, 6, 3, skin) +
      ellipse(6, -1, 6, 3, skin);
  } else {
    lower =
      rect(-10, -44, 9, 42, pants, 'rx="3"') +
      rect(1, -44, 9, 42, pants, 'rx="3"') +
      ellipse(-6, -1, 7, 3.5, "#2a2420") +
      ellipse(6, -1, 7, 3.5, "#2a2420");
  }
  const dy = pose === "sit" ? 34 : 0;
  const shoulderL: [number, number] = [-11, -72];
  const shoulderR: [number, number] = [11, -72];
  let elbowL: [number, number] = [-16, -56];
  let handL: [number, number] = [-15, -42];
  let elbowR: [number, number] = [16, -56];
  let handR: [number, number] = [15, -42];
  let tool = "";
  switch (pose) {
    case "armsUp":
      elbowL = [-21, -90];
      handL = [-24, -110];
      elbowR = [21, -90];
      handR = [24, -110];
      break;
    case "wave":
      elbowR = [24, -84];
      handR = [28, -102];
      break;
    case "point":
      elbowR = [28, -74];
      handR = [44, -78];
      break;
    case "hold":
      elbowL = [-14, -54];
      handL = [2, -58];
      elbowR = [14, -54];
      handR = [6, -60];
      break;
    case "carry":
      elbowL = [-20, -66];
      handL = [-8, -84];
      elbowR = [20, -66];
      handR = [8, -84];
      break;
    case "hoe":
      elbowL = [4, -60];
      handL = [16, -66];
      elbowR = [18, -50];
      handR = [26, -44];
      tool =
        line(10, -76, 40, -4, "#8a6238", 4) +
        poly(
          [
            [30, -6],
            [52, -10],
            [50, 2],
            [30, 2],
          ],
          "#8d96a0",
        );
      break;
    case "bend":
      elbowL = [-6, -50];
      handL = [0, -34];
      elbowR = [12, -50];
      handR = [16, -34];
      break;
    case "dance":
      elbowL = [-30, -70];
      handL = [-44, -84];
      elbowR = [20, -58];
      handR = [10, -46];
      break;
    case "sit":
      elbowL = [-16, -56];
      handL = [-6, -46];
      elbowR = [16, -56];
      handR = [6, -46];
      break;
    default:
      break;
  }
  const arm = (sh: [number, number], el: [number, number], ha: [number, number]): string =>
    stroke(`M${sh[0]},${sh[1]} L${el[0]},${el[1]} L${ha[0]},${ha[1]}`, p.shirt, 7) +
    circle(ha[0], ha[1], 3.8, skin);
  let torso = path("M-13,-75 Q-15,-50 -11,-40 L11,-40 Q15,-50 13,-75 Q0,-80 -13,-75 Z", p.shirt);
  if (p.stripes) {
    for (let k = -9; k <= 9; k += 4.5) torso += line(k, -76, k, -41, p.stripes, 1.6, 'opacity="0.7"');
  }
  let head = rect(-3, -82, 6, 7, skin) + circle(0, -89, 10, skin);
  const hatColor = p.hatColor ?? "#d6b26a";
  switch (p.hat ?? "none") {
    case "caping":
      head +=
        poly(
          [
            [-27, -92],
            [27, -92],
            [0, -112],
          ],
          hatColor,
        ) + line(-27, -92, 27, -92, "#a07e3c", 2);
      break;
    case "blangkon":
      head +=
        path("M-10.5,-90 Q-10,-101 0,-101 Q10,-101 10.5,-90 Z", hatColor) + ellipse(-9, -88, 4, 5, hatColor);
      break;
    case "hijab":
      head =
        path("M-13,-88 Q-13,-102 0,-102 Q13,-102 13,-88 L16,-68 Q0,-62 -16,-68 Z", hatColor) +
        ellipse(1, -88, 7.5, 8.5, skin);
      break;
    case "peci":
      head += rect(-10, -102, 20, 9, "#15151a", 'rx="2"') + path("M-10,-92 Q0,-97 10,-92", hair);
      break;
    case "crown":
      head +=
        path("M-10,-92 Q-10,-100 0,-100 Q10,-100 10,-92 Z", hair) +
        poly(
          [
            [-11, -94],
            [11, -94],
            [8, -108],
            [3, -101],
            [0, -112],
            [-3, -101],
            [-8, -108],
          ],
          "#e8b53c",
        );
      break;
    default:
      head += path("M-10,-90 Q-10,-100 0,-100 Q10,-100 10,-90 Q5,-95 -10,-90 Z", hair);
  }
  let scarf = "";
  if (pose === "dance") {
    scarf = stroke("M-10,-44 Q-30,-30 -38,-6", "#e24a6a", 4) + stroke("M10,-44 Q28,-26 32,-8", "#f2c84b", 4);
  }
  const upper = arm(shoulderL, elbowL, handL) + torso + scarf + head + arm(shoulderR, elbowR, handR);
  const upperPlaced =
    pose === "bend" ? group("rotate(48 0 -42)", upper) : dy ? group(`translate(0,${dy})`, upper) : upper;
  const flip = p.flip ? -1 : 1;
  return group(`translate(${n(x)},${n(y)}) scale(${n(s * flip)},${n(s)})`, lower + tool + upperPlaced);
}

const SKINS = ["#b9825a", "#a8714b", "#c8956b", "#9a6442", "#d1a27a"] as const;

// ---------------------------------------------------------------------------
// Buildings and objects
// ---------------------------------------------------------------------------

/** A joglo: raised floor, wooden pillars, carved back wall and the stepped high roof. */
function joglo(c: Canvas, x: number, base: number, s: number, roof: readonly [string, string]): string {
  const u = (v: number): number => v * s;
  let out = ellipse(x, base + u(6), u(300), u(16), "#000000", 'opacity="0.18"');
  out +=
    rect(x - u(270), base - u(24), u(540), u(24), "#cfc2a6") +
    rect(x - u(270), base - u(24), u(540), u(5), "#e6dcc4");
  out += rect(x - u(200), base - u(170), u(400), u(146), c.linear(["#5a3a22", "#3d2616"]));
  for (let k = -180; k <= 180; k += 30)
    out += line(x + u(k), base - u(165), x + u(k), base - u(30), "#7a5232", u(3));
  out +=
    rect(x - u(50), base - u(150), u(100), u(126), "#2b1b10") +
    rect(x - u(44), base - u(144), u(88), u(120), "#7b4f2c");
  for (const px of [-230, -120, 120, 230])
    out +=
      rect(x + u(px) - u(7), base - u(190), u(14), u(166), "#8c5b33") +
      rect(x + u(px) - u(11), base - u(30), u(22), u(8), "#b9ad93");
  const roofFill = c.linear(roof);
  out += poly(
    [
      [x - u(300), base - u(180)],
      [x + u(300), base - u(180)],
      [x + u(175), base - u(250)],
      [x - u(175), base - u(250)],
    ],
    roofFill,
  );
  out += poly(
    [
      [x - u(140), base - u(250)],
      [x + u(140), base - u(250)],
      [x + u(62), base - u(365)],
      [x - u(62), base - u(365)],
    ],
    roofFill,
  );
  for (let k = 1; k < 4; k += 1) {
    const yy = base - u(180) - u(70) * (k / 4);
    const half = u(300) - (u(125) * k) / 4;
    out += line(x - half, yy, x + half, yy, "#000000", u(1.5), 'opacity="0.18"');
  }
  for (let k = 1; k < 6; k += 1) {
    const yy = base - u(250) - u(115) * (k / 6);
    const half = u(140) - (u(78) * k) / 6;
    out += line(x - half, yy, x + half, yy, "#000000", u(1.5), 'opacity="0.18"');
  }
  out += rect(x - u(70), base - u(372), u(140), u(9), "#3a2414", 'rx="3"');
  out += rect(x - u(300), base - u(183), u(600), u(6), "#3a2414");
  return out;
}

/** A small village house with a tiled roof. */
function house(x: number, base: number, s: number, wall: string, roof: string): string {
  const u = (v: number): number => v * s;
  return (
    rect(x - u(80), base - u(70), u(160), u(70), wall) +
    poly(
      [
        [x - u(100), base - u(70)],
        [x + u(100), base - u(70)],
        [x + u(55), base - u(125)],
        [x - u(55), base - u(125)],
      ],
      roof,
    ) +
    rect(x - u(14), base - u(48), u(28), u(48), "#6a4326") +
    rect(x - u(62), base - u(50), u(30), u(24), "#4b6a80") +
    rect(x + u(32), base - u(50), u(30), u(24), "#4b6a80") +
    line(x - u(47), base - u(50), x - u(47), base - u(26), "#f4ecd8", u(2)) +
    line(x + u(47), base - u(50), x + u(47), base - u(26), "#f4ecd8", u(2))
  );
}

function flag(x: number, base: number, height: number): string {
  return (
    line(x, base, x, base - height, "#d9d9d9", height * 0.02) +
    rect(x, base - height, height * 0.3, height * 0.1, "#d62b2b") +
    rect(x, base - height * 0.9, height * 0.3, height * 0.1, "#ffffff")
  );
}

/** The hamlet office (balai padukuhan) with a sign board. */
function balai(c: Canvas, x: number, base: number, s: number): string {
  const u = (v: number): number => v * s;
  let out = ellipse(x, base + u(4), u(330), u(14), "#000000", 'opacity="0.15"');
  out += rect(x - u(300), base - u(20), u(600), u(20), "#c9c1b0");
  out += rect(x - u(280), base - u(170), u(560), u(150), c.linear(["#fbf3dc", "#eadbb6"]));
  out += rect(x - u(280), base - u(60), u(560), u(40), "#b98b5c");
  for (const wx of [-230, -150, 90, 170]) {
    out +=
      rect(x + u(wx), base - u(140), u(60), u(70), "#3f6f8c") +
      line(x + u(wx + 30), base - u(140), x + u(wx + 30), base - u(70), "#f8f0dc", u(3)) +
      rect(x + u(wx) - u(4), base - u(144), u(68), u(6), "#8b5a2b");
  }
  out +=
    rect(x - u(40), base - u(150), u(80), u(130), "#7a4a26") +
    line(x, base - u(150), x, base - u(20), "#4e2e16", u(3));
  out += poly(
    [
      [x - u(330), base - u(170)],
      [x + u(330), base - u(170)],
      [x + u(200), base - u(280)],
      [x - u(200), base - u(280)],
    ],
    c.linear(["#b5482f", "#8a3322"]),
  );
  out += rect(x - u(330), base - u(174), u(660), u(8), "#6b2618");
  out += rect(x - u(150), base - u(250), u(300), u(60), "#2e6b3f", 'rx="6"');
  out += text(x, base - u(227), u(21), "#ffffff", "BALAI PADUKUHAN");
  out += text(x, base - u(202), u(19), "#f4d27a", "KARANGREJO");
  return out;
}

/** A market stall with a striped awning and baskets of produce. */
function stall(
  c: Canvas,
  x: number,
  base: number,
  s: number,
  stripe: string,
  goods: readonly string[],
): string {
  const u = (v: number): number => v * s;
  const awning = c.pattern(u(40), rect(0, 0, u(20), u(40), stripe), "#fbf4e2");
  let out =
    rect(x - u(130), base - u(200), u(8), u(200), "#7b5230") +
    rect(x + u(122), base - u(200), u(8), u(200), "#7b5230");
  out += path(
    `M${n(x - u(150))},${n(base - u(190))} L${n(x - u(120))},${n(base - u(240))} L${n(x + u(120))},${n(base - u(240))} L${n(x + u(150))},${n(base - u(190))} Z`,
    awning,
  );
  for (let k = 0; k < 8; k += 1) {
    out += circle(
      x - u(150) + k * u(42.8),
      base - u(190),
      u(21.4),
      k % 2 ? stripe : "#fbf4e2",
      `clip-path="none"`,
    );
  }
  out +=
    rect(x - u(140), base - u(90), u(280), u(16), "#8e6238") +
    rect(x - u(130), base - u(74), u(260), u(74), "#a7754a");
  for (let k = 0; k < 4; k += 1) {
    const bx = x - u(100) + k * u(67);
    const fill = at(goods, k);
    out += ellipse(bx, base - u(92), u(30), u(10), "#c99c5a");
    for (let j = 0; j < 7; j += 1)
      out += circle(bx - u(18) + (j % 4) * u(12), base - u(100) - Math.floor(j / 4) * u(9), u(7), fill);
    out += path(
      `M${n(bx - u(30))},${n(base - u(92))} L${n(bx - u(24))},${n(base - u(74))} L${n(bx + u(24))},${n(base - u(74))} L${n(bx + u(30))},${n(base - u(92))} Z`,
      "#b9894c",
    );
  }
  return out;
}

/** A gong hanging in a carved frame. */
function gong(c: Canvas, x: number, base: number, s: number): string {
  const u = (v: number): number => v * s;
  const bronze = c.radial([
    ["#f3c865", 1],
    ["#c98c2c", 1],
    ["#7d4f16", 1],
  ]);
  return (
    rect(x - u(120), base - u(260), u(16), u(260), "#7a2e1f") +
    rect(x + u(104), base - u(260), u(16), u(260), "#7a2e1f") +
    path(
      `M${n(x - u(150))},${n(base - u(250))} Q${n(x)},${n(base - u(290))} ${n(x + u(150))},${n(base - u(250))} L${n(x + u(150))},${n(base - u(232))} L${n(x - u(150))},${n(base - u(232))} Z`,
      "#9c3b26",
    ) +
    rect(x - u(118), base - u(232), u(236), u(5), "#e2b04a") +
    line(x, base - u(232), x, base - u(205), "#3a2a1a", u(3)) +
    circle(x, base - u(125), u(80), bronze) +
    circle(x, base - u(125), u(80), "none", `stroke="#6a4010" stroke-width="${n(u(5))}"`) +
    circle(x, base - u(125), u(22), "#d9a443") +
    circle(x - u(6), base - u(131), u(8), "#fbe3a0", 'opacity="0.8"') +
    rect(x - u(135), base - u(12), u(270), u(12), "#5a2418")
  );
}

/** A bonang: a low frame with two rows of small bronze kettles. */
function bonang(x: number, base: number, s: number): string {
  const u = (v: number): number => v * s;
  let out =
    rect(x - u(170), base - u(70), u(340), u(20), "#8c2f1e") +
    rect(x - u(160), base - u(50), u(16), u(50), "#6b2416") +
    rect(x + u(144), base - u(50), u(16), u(50), "#6b2416");
  out += rect(x - u(170), base - u(74), u(340), u(6), "#e0ad48");
  for (let row = 0; row < 2; row += 1) {
    for (let k = 0; k < 7; k += 1) {
      const bx = x - u(140) + k * u(46.7) + row * u(10);
      const by = base - u(82) - row * u(26);
      out +=
        ellipse(bx, by, u(20), u(9), "#b67a22") +
        ellipse(bx, by - u(5), u(13), u(6), "#d9a040") +
        circle(bx, by - u(10), u(5), "#f2cb6a");
    }
  }
  return out;
}

/** A saron: a wooden trough with bronze keys. */
function saron(x: number, base: number, s: number): string {
  const u = (v: number): number => v * s;
  let out = poly(
    [
      [x - u(110), base - u(50)],
      [x + u(110), base - u(50)],
      [x + u(95), base],
      [x - u(95), base],
    ],
    "#8c2f1e",
  );
  out += rect(x - u(110), base - u(54), u(220), u(6), "#e0ad48");
  for (let k = 0; k < 7; k += 1)
    out += rect(x - u(98) + k * u(28.5), base - u(72), u(22), u(22), k % 2 ? "#d3a03e" : "#c08a2c", 'rx="3"');
  return out;
}

/** A plate of gudeg seen from above. */
function gudegPlate(c: Canvas, x: number, y: number, r: number): string {
  let out = circle(x + r * 0.05, y + r * 0.07, r * 1.02, "#000000", 'opacity="0.2"');
  out += circle(x, y, r, "#f7f4ee") + circle(x, y, r * 0.86, "#e9e4d9");
  out += circle(x, y, r * 0.8, "#4e8c3a");
  for (let k = -3; k <= 3; k += 1)
    out += line(
      x - r * 0.7,
      y + k * r * 0.18,
      x + r * 0.7,
      y + k * r * 0.18 - r * 0.05,
      "#3b7530",
      r * 0.015,
    );
  out += path(
    `M${n(x - r * 0.62)},${n(y + r * 0.05)} Q${n(x - r * 0.6)},${n(y - r * 0.6)} ${n(x - r * 0.05)},${n(y - r * 0.55)} Q${n(x + r * 0.1)},${n(y - r * 0.1)} ${n(x - r * 0.1)},${n(y + r * 0.25)} Q${n(x - r * 0.5)},${n(y + r * 0.4)} ${n(x - r * 0.62)},${n(y + r * 0.05)} Z`,
    "#fbfaf6",
  );
  for (let k = 0; k < 14; k += 1) {
    const a = c.r(0, Math.PI * 2);
    const d = c.r(0, r * 0.22);
    out += ellipse(
      x + r * 0.22 + Math.cos(a) * d,
      y + r * 0.05 + Math.sin(a) * d,
      r * 0.1,
      r * 0.06,
      k % 2 ? "#7a3b1c" : "#93502a",
      `transform="rotate(${n(c.r(0, 180))} ${n(x + r * 0.22 + Math.cos(a) * d)} ${n(y + r * 0.05 + Math.sin(a) * d)})"`,
    );
  }
  out +=
    circle(x + r * 0.1, y - r * 0.42, r * 0.16, "#8a4f26") +
    circle(x + r * 0.1, y - r * 0.42, r * 0.08, "#e9a83a");
  for (let k = 0; k < 6; k += 1)
    out += ellipse(
      x - r * 0.25 + k * r * 0.07,
      y + r * 0.5,
      r * 0.07,
      r * 0.04,
      "#d2542a",
      `transform="rotate(${k * 30} ${n(x - r * 0.25 + k * r * 0.07)} ${n(y + r * 0.5)})"`,
    );
  out += path(
    `M${n(x + r * 0.35)},${n(y + r * 0.3)} q${n(r * 0.25)},${n(-r * 0.05)} ${n(r * 0.25)},${n(r * 0.15)} q${n(-r * 0.05)},${n(r * 0.2)} ${n(-r * 0.3)},${n(r * 0.12)} Z`,
    "#d9a066",
  );
  return out;
}

function wood(c: Canvas, color: string, dark: string): string {
  return c.pattern(
    120,
    line(0, 60, 120, 60, dark, 3) +
      line(0, 0, 120, 0, dark, 3) +
      stroke("M10,30 Q40,22 70,32 T118,28", dark, 1.2, 'opacity="0.5"'),
    color,
  );
}

function weave(c: Canvas, light: string, dark: string, size: number, rotate = 45): string {
  const h = size / 2;
  return c.pattern(
    size,
    rect(0, 0, h, h, dark) + rect(h, h, h, h, dark) + line(0, h, size, h, "#000000", 0.8, 'opacity="0.2"'),
    light,
    rotate,
  );
}

/** A square bamboo lunch box (besek) seen at an angle. */
function besek(c: Canvas, x: number, base: number, s: number): string {
  const u = (v: number): number => v * s;
  const front = weave(c, "#e6c78c", "#c9a264", u(18));
  const side = weave(c, "#d2af6e", "#b18a4d", u(18));
  const lid = weave(c, "#efd6a0", "#d4b274", u(18));
  return (
    poly(
      [
        [x - u(90), base - u(70)],
        [x + u(40), base - u(70)],
        [x + u(40), base],
        [x - u(90), base],
      ],
      front,
    ) +
    poly(
      [
        [x + u(40), base - u(70)],
        [x + u(90), base - u(100)],
        [x + u(90), base - u(30)],
        [x + u(40), base],
      ],
      side,
    ) +
    poly(
      [
        [x - u(96), base - u(70)],
        [x - u(46), base - u(104)],
        [x + u(96), base - u(104)],
        [x + u(44), base - u(70)],
      ],
      lid,
    ) +
    line(x - u(96), base - u(70), x + u(44), base - u(70), "#9d7a40", u(3))
  );
}

function batikKawung(c: Canvas, base: string, ink: string, size: number): string {
  const q = size / 2;
  const body =
    ellipse(q, q * 0.45, q * 0.28, q * 0.45, ink) +
    ellipse(q, size - q * 0.45, q * 0.28, q * 0.45, ink) +
    ellipse(q * 0.45, q, q * 0.45, q * 0.28, ink) +
    ellipse(size - q * 0.45, q, q * 0.45, q * 0.28, ink) +
    circle(q, q, q * 0.12, base) +
    circle(0, 0, q * 0.14, ink) +
    circle(size, 0, q * 0.14, ink) +
    circle(0, size, q * 0.14, ink) +
    circle(size, size, q * 0.14, ink);
  return c.pattern(size, body, base, 45);
}

function batikParang(c: Canvas, base: string, ink: string, accent: string, size: number): string {
  const body =
    stroke(
      `M0,${n(size * 0.8)} Q${n(size * 0.25)},${n(size * 0.2)} ${n(size * 0.5)},${n(size * 0.5)} T${n(size)},${n(size * 0.2)}`,
      ink,
      size * 0.14,
    ) +
    stroke(
      `M0,${n(size * 0.8)} Q${n(size * 0.25)},${n(size * 0.2)} ${n(size * 0.5)},${n(size * 0.5)} T${n(size)},${n(size * 0.2)}`,
      accent,
      size * 0.04,
    ) +
    circle(size * 0.2, size * 0.15, size * 0.06, ink) +
    circle(size * 0.8, size * 0.85, size * 0.06, ink);
  return c.pattern(size, body, base, -30);
}

function batikPadi(c: Canvas, base: string, ink: string, accent: string, size: number): string {
  let body = stroke(
    `M${n(size * 0.5)},${n(size * 0.95)} Q${n(size * 0.45)},${n(size * 0.4)} ${n(size * 0.7)},${n(size * 0.1)}`,
    ink,
    size * 0.04,
  );
  for (let k = 0; k < 6; k += 1) {
    const t = 0.2 + k * 0.12;
    const gx = size * (0.5 + t * 0.15);
    const gy = size * (0.9 - t * 0.8);
    body += ellipse(
      gx - size * 0.07,
      gy,
      size * 0.05,
      size * 0.025,
      accent,
      `transform="rotate(-30 ${n(gx - size * 0.07)} ${n(gy)})"`,
    );
    body += ellipse(
      gx + size * 0.07,
      gy,
      size * 0.05,
      size * 0.025,
      accent,
      `transform="rotate(30 ${n(gx + size * 0.07)} ${n(gy)})"`,
    );
  }
  body +=
    circle(size * 0.15, size * 0.25, size * 0.05, ink) + circle(size * 0.2, size * 0.7, size * 0.03, accent);
  return c.pattern(size, body, base);
}

/** A steaming glass of a spiced drink. */
function drinkGlass(c: Canvas, x: number, base: number, s: number, drink: readonly [string, string]): string {
  const u = (v: number): number => v * s;
  let out = ellipse(x, base, u(70), u(12), "#000000", 'opacity="0.18"');
  out += poly(
    [
      [x - u(58), base - u(200)],
      [x + u(58), base - u(200)],
      [x + u(48), base],
      [x - u(48), base],
    ],
    "#ffffff",
    'opacity="0.35"',
  );
  out += poly(
    [
      [x - u(54), base - u(160)],
      [x + u(54), base - u(160)],
      [x + u(46), base - u(6)],
      [x - u(46), base - u(6)],
    ],
    c.linear(drink),
  );
  out += ellipse(x, base - u(160), u(54), u(8), drink[0]);
  out += ellipse(x - u(14), base - u(162), u(16), u(4), "#4a7a2e", 'transform="rotate(-10)"');
  out += rect(
    x + u(6),
    base - u(190),
    u(9),
    u(60),
    "#8a4a24",
    `transform="rotate(18 ${n(x + u(10))} ${n(base - u(160))})"`,
  );
  out += rect(x - u(52), base - u(190), u(10), u(170), "#ffffff", 'opacity="0.35"');
  for (let k = -1; k <= 1; k += 1) {
    out += stroke(
      `M${n(x + k * u(24))},${n(base - u(215))} q${n(u(-14))},${n(u(-22))} 0,${n(u(-44))} t0,${n(u(-44))}`,
      "#ffffff",
      u(5),
      'opacity="0.55"',
    );
  }
  return out;
}

function ginger(x: number, y: number, s: number, fill: string): string {
  const u = (v: number): number => v * s;
  return (
    ellipse(x, y, u(40), u(16), fill) +
    ellipse(
      x + u(34),
      y - u(12),
      u(22),
      u(11),
      fill,
      `transform="rotate(-35 ${n(x + u(34))} ${n(y - u(12))})"`,
    ) +
    ellipse(
      x - u(32),
      y - u(10),
      u(18),
      u(10),
      fill,
      `transform="rotate(30 ${n(x - u(32))} ${n(y - u(10))})"`,
    ) +
    line(x - u(20), y - u(3), x + u(20), y + u(3), "#7a5a2e", u(1.5), 'opacity="0.5"')
  );
}

/** A stand-up pouch with a printed label. */
function pouch(
  c: Canvas,
  x: number,
  base: number,
  s: number,
  color: string,
  label: string,
  sub: string,
): string {
  const u = (v: number): number => v * s;
  return (
    ellipse(x, base, u(95), u(12), "#000000", 'opacity="0.2"') +
    path(
      `M${n(x - u(85))},${n(base - u(300))} L${n(x + u(85))},${n(base - u(300))} L${n(x + u(92))},${n(base - u(10))} Q${n(x)},${n(base + u(6))} ${n(x - u(92))},${n(base - u(10))} Z`,
      c.linear([color, "#00000000"], 1, 0),
    ) +
    path(
      `M${n(x - u(85))},${n(base - u(300))} L${n(x + u(85))},${n(base - u(300))} L${n(x + u(92))},${n(base - u(10))} Q${n(x)},${n(base + u(6))} ${n(x - u(92))},${n(base - u(10))} Z`,
      color,
      'opacity="0.85"',
    ) +
    rect(x - u(85), base - u(300), u(170), u(18), "#000000", 'opacity="0.2"') +
    rect(x - u(72), base - u(220), u(144), u(120), "#fff7e6", 'rx="10"') +
    text(x, base - u(178), u(17), "#6b2a12", label) +
    text(x, base - u(150), u(14), "#2e6b3f", sub) +
    circle(x, base - u(120), u(10), "#e0a93b")
  );
}

/** A woven round tray (tampah). */
function tampah(c: Canvas, x: number, y: number, r: number, tilt = 0.45): string {
  let out = ellipse(x, y + r * tilt * 0.2, r * 1.02, r * tilt * 1.02, "#000000", 'opacity="0.2"');
  out +=
    ellipse(x, y, r, r * tilt, "#a8773c") +
    ellipse(x, y, r * 0.93, r * tilt * 0.93, weave(c, "#e8c98a", "#c99d58", r * 0.12, 45));
  for (let k = 1; k < 4; k += 1)
    out += ellipse(
      x,
      y,
      r * 0.93 * (k / 4),
      r * tilt * 0.93 * (k / 4),
      "none",
      `stroke="#b68945" stroke-width="${n(r * 0.012)}" opacity="0.6"`,
    );
  return out;
}

function sign(x: number, y: number, w: number, h: number, fill: string, ink: string, label: string): string {
  return rect(x - w / 2, y - h / 2, w, h, fill, 'rx="8"') + text(x, y + h * 0.18, h * 0.48, ink, label);
}

function chip(c: Canvas, x: number, y: number, r: number): string {
  return (
    ellipse(
      x,
      y,
      r,
      r * 0.7,
      c.random() > 0.5 ? "#e2b25a" : "#d49a40",
      `transform="rotate(${n(c.r(0, 180))} ${n(x)} ${n(y)})"`,
    ) + circle(x + r * 0.2, y - r * 0.1, r * 0.18, "#9c6a2a", 'opacity="0.6"')
  );
}

function crowdHeads(c: Canvas, y: number, count: number, size: number, colors: readonly string[]): string {
  let out = "";
  for (let i = 0; i < count; i += 1) {
    const x = (c.w * (i + c.r(0.1, 0.9))) / count;
    const yy = y + c.r(-size * 0.3, size * 0.3);
    out +=
      ellipse(x, yy + size * 1.2, size * 1.2, size * 1.1, at(colors, i)) +
      circle(x, yy, size * 0.75, at(SKINS, i)) +
      path(
        `M${n(x - size * 0.75)},${n(yy)} Q${n(x)},${n(yy - size * 1.2)} ${n(x + size * 0.75)},${n(yy)} Z`,
        i % 3 === 0 ? at(colors, i + 2) : "#1d1a17",
      );
  }
  return out;
}

// ---------------------------------------------------------------------------
// Scenes, one per file name
// ---------------------------------------------------------------------------

type Scene = (c: Canvas) => string;

const scenes: Record<string, Scene> = {
  /** Green rice terraces at sunrise with Merapi. */
  "carousel-sawah-merapi": (c) => {
    const { w, h } = c;
    return (
      sky(c, ["#f7b267", "#f9d29d", "#cfe3ea"], h * 0.6) +
      sun(c, w * 0.72, h * 0.3, 46, "#fff2c4", "#ffd27a") +
      cloud(w * 0.18, h * 0.18, 1.3, "#ffffff", 0.7) +
      cloud(w * 0.88, h * 0.12, 0.9, "#ffffff", 0.6) +
      volcano(c, w * 0.5, h * 0.55, w * 0.72, h * 0.38, "#7d8fa6", "#4a5a74") +
      hills(c, h * 0.52, 14, "#6f9d6a", 2, 1) +
      birds(w * 0.25, h * 0.3, 4, 1.2, "#5a4a3a") +
      terraces(
        c,
        h * 0.56,
        ["#8dc26f", "#6fae57", "#a3cf6c", "#5e9e48", "#86c061", "#4f8f3c", "#79b655", "#5a9a42", "#6aa84c"],
        "#e6d9a8",
        9,
      ) +
      coconut(c, w * 0.08, h * 0.86, h * 0.5, 20) +
      coconut(c, w * 0.14, h * 0.9, h * 0.42, -14) +
      coconut(c, w * 0.93, h * 0.83, h * 0.46, -22) +
      person(w * 0.6, h * 0.88, 1.9, {
        shirt: "#3d6fa8",
        pants: "#3a3a3a",
        hat: "caping",
        pose: "bend",
        skin: at(SKINS, 1),
      }) +
      person(w * 0.71, h * 0.92, 2, {
        shirt: "#c0532e",
        pants: "#2f3b4a",
        hat: "caping",
        pose: "bend",
        skin: at(SKINS, 3),
      })
    );
  },

  /** A joglo with its pendapa in warm evening light. */
  "carousel-joglo": (c) => {
    const { w, h } = c;
    let lamps = "";
    for (const lx of [-230, -120, 120, 230]) {
      lamps +=
        circle(
          w * 0.5 + lx * 1.3,
          h * 0.63,
          26,
          c.radial([
            ["#ffd98a", 0.9],
            ["#ffd98a", 0],
          ]),
        ) + circle(w * 0.5 + lx * 1.3, h * 0.63, 7, "#ffe9b0");
    }
    return (
      sky(c, ["#4a3a6b", "#c8627a", "#f4a261"], h * 0.8) +
      sun(c, w * 0.15, h * 0.62, 40, "#ffd08a", "#ff9a5a") +
      hills(c, h * 0.66, 22, "#5a4a6a", 1.5, 2) +
      bamboo(c, w * 0.08, h * 0.86, h * 0.65) +
      bamboo(c, w * 0.94, h * 0.86, h * 0.6) +
      roundTree(w * 0.2, h * 0.84, 150, ["#3c6b3a", "#2f5a2f", "#467a40"]) +
      roundTree(w * 0.82, h * 0.84, 170, ["#3a6a3e", "#2d5530", "#4a7f45"]) +
      rect(0, h * 0.84, w, h * 0.16, c.linear(["#8a7356", "#6a563e"])) +
      joglo(c, w * 0.5, h * 0.86, 1.3, ["#7a3b22", "#4a2214"]) +
      lamps +
      person(w * 0.3, h * 0.97, 1.8, {
        shirt: "#3b4a6b",
        stripes: "#1e2638",
        pants: "#2a2a2a",
        hat: "blangkon",
        hatColor: "#5a3220",
      }) +
      person(w * 0.7, h * 0.97, 1.75, {
        shirt: "#8c3a4a",
        skirt: "#5a3a22",
        hat: "hijab",
        hatColor: "#d9b48a",
        skin: at(SKINS, 2),
        flip: true,
      })
    );
  },

  /** Residents repairing the village road together. */
  "carousel-gotong-royong": (c) => {
    const { w, h } = c;
    const road = poly(
      [
        [w * 0.46, h * 0.5],
        [w * 0.54, h * 0.5],
        [w * 0.95, h],
        [w * 0.05, h],
      ],
      c.linear(["#8e8a84", "#5f5b56"]),
    );
    let dashes = "";
    for (let k = 0; k < 7; k += 1) {
      const t0 = (k / 7) ** 1.6;
      const t1 = ((k + 0.5) / 7) ** 1.6;
      dashes += line(
        w * 0.5,
        h * 0.5 + t0 * h * 0.5,
        w * 0.5,
        h * 0.5 + t1 * h * 0.5,
        "#f2efe6",
        3 + t1 * 14,
      );
    }
    let gravel = "";
    for (let k = 0; k < 90; k += 1)
      gravel += circle(
        c.r(w * 0.12, w * 0.42),
        c.r(h * 0.82, h * 0.98),
        c.r(3, 8),
        k % 2 ? "#a39a8c" : "#c2b8a6",
      );
    return (
      sky(c, ["#8fc7e8", "#d8eef5"], h * 0.6) +
      cloud(w * 0.3, h * 0.15, 1.4, "#ffffff") +
      cloud(w * 0.75, h * 0.22, 1.1, "#ffffff", 0.8) +
      hills(c, h * 0.48, 16, "#7fb069", 1.3, 0.5) +
      rect(0, h * 0.5, w, h * 0.5, "#6fa35a") +
      house(w * 0.16, h * 0.6, 1.1, "#f2e3c6", "#b8573a") +
      house(w * 0.84, h * 0.6, 1.2, "#e9efe0", "#9a4a32") +
      roundTree(w * 0.3, h * 0.56, 110, ["#3f7d3a", "#2f6a30", "#4f8f45"]) +
      roundTree(w * 0.7, h * 0.57, 120, ["#3a7538", "#2c6030", "#4a8a42"]) +
      road +
      dashes +
      gravel +
      person(w * 0.22, h * 0.97, 2.3, {
        shirt: "#d9822b",
        pants: "#3a3a44",
        hat: "caping",
        pose: "hoe",
        skin: at(SKINS, 0),
      }) +
      person(w * 0.38, h * 0.95, 2.2, {
        shirt: "#2e6b3f",
        pants: "#2b2b2b",
        pose: "hoe",
        flip: true,
        skin: at(SKINS, 3),
      }) +
      person(w * 0.6, h * 0.9, 2, {
        shirt: "#3d6fa8",
        pants: "#2f3b4a",
        hat: "peci",
        pose: "carry",
        skin: at(SKINS, 1),
      }) +
      person(w * 0.74, h * 0.96, 2.2, {
        shirt: "#b73f5a",
        skirt: "#4a3a5a",
        hat: "hijab",
        hatColor: "#f0c6d0",
        pose: "hold",
        skin: at(SKINS, 2),
      }) +
      poly(
        [
          [w * 0.8, h * 0.86],
          [w * 0.88, h * 0.86],
          [w * 0.87, h * 0.93],
          [w * 0.81, h * 0.93],
        ],
        "#5a7a9a",
      ) +
      circle(w * 0.79, h * 0.94, 16, "#2a2a2a") +
      line(w * 0.88, h * 0.87, w * 0.92, h * 0.92, "#6b4a2e", 6)
    );
  },

  /** Merti dusun: a harvest gunungan carried through the village. */
  "artikel-merti-dusun": (c) => {
    const { w, h } = c;
    let gunungan = "";
    const gx = w * 0.5;
    const gb = h * 0.86 - 84 * 1.8 - 4;
    for (let row = 0; row < 9; row += 1) {
      const half = 126 - row * 13;
      const y = gb - 14 - row * 28;
      const colors = ["#d7392b", "#3f8f3a", "#f2c230", "#e8743a", "#6aa84f"] as const;
      for (let k = -half; k <= half; k += 18)
        gunungan += ellipse(gx + k, y, 11, 16, at(colors, row + Math.round(k / 18)));
    }
    gunungan += circle(gx, gb - 266, 18, "#f2c230");
    let penjor = "";
    for (const px of [0.08, 0.92]) {
      penjor += stroke(
        `M${n(w * px)},${n(h * 0.9)} Q${n(w * px)},${n(h * 0.2)} ${n(w * px + (px < 0.5 ? 80 : -80))},${n(h * 0.12)}`,
        "#d9c27a",
        7,
      );
      for (let k = 0; k < 6; k += 1)
        penjor += poly(
          [
            [w * px, h * (0.3 + k * 0.08)],
            [w * px + (px < 0.5 ? 30 : -30), h * (0.33 + k * 0.08)],
            [w * px, h * (0.36 + k * 0.08)],
          ],
          k % 2 ? "#e2d28a" : "#c9423a",
        );
    }
    return (
      sky(c, ["#f6d8a8", "#f9efd8"], h) +
      hills(c, h * 0.55, 18, "#9cc58a", 1, 0) +
      roundTree(w * 0.2, h * 0.6, 120, ["#4a8a45", "#3a7538", "#5a9a50"]) +
      roundTree(w * 0.84, h * 0.62, 110, ["#4a8a45", "#3a7538", "#5a9a50"]) +
      rect(0, h * 0.68, w, h * 0.32, "#cdb38a") +
      rect(gx - 240, gb - 2, 480, 12, "#8a5a2e") +
      rect(gx - 150, gb - 8, 300, 12, "#6b4424") +
      gunungan +
      person(gx - 215, h * 0.86, 1.8, {
        shirt: "#3a3f6b",
        stripes: "#1e2238",
        pants: "#2a2a2a",
        hat: "blangkon",
        hatColor: "#5a3220",
        pose: "carry",
      }) +
      person(gx + 215, h * 0.86, 1.8, {
        shirt: "#3a3f6b",
        stripes: "#1e2238",
        pants: "#2a2a2a",
        hat: "blangkon",
        hatColor: "#5a3220",
        pose: "carry",
        flip: true,
        skin: at(SKINS, 3),
      }) +
      person(gx - 95, h * 0.86, 1.8, {
        shirt: "#2f5a4a",
        stripes: "#18302a",
        skirt: "#6b4a2a",
        hat: "blangkon",
        hatColor: "#4a2a18",
        pose: "carry",
        skin: at(SKINS, 1),
      }) +
      person(gx + 95, h * 0.86, 1.8, {
        shirt: "#2f5a4a",
        stripes: "#18302a",
        skirt: "#6b4a2a",
        hat: "blangkon",
        hatColor: "#4a2a18",
        pose: "carry",
        flip: true,
        skin: at(SKINS, 4),
      }) +
      crowdHeads(c, h * 0.94, 16, 26, ["#c0392b", "#2e86c1", "#27ae60", "#8e44ad", "#d68910"]) +
      penjor
    );
  },

  /** Posyandu: weighing a baby under a tent. */
  "artikel-posyandu": (c) => {
    const { w, h } = c;
    const tent =
      poly(
        [
          [w * 0.1, h * 0.3],
          [w * 0.9, h * 0.3],
          [w * 0.8, h * 0.14],
          [w * 0.2, h * 0.14],
        ],
        "#f4f7fb",
      ) +
      rect(w * 0.1, h * 0.3, w * 0.8, 26, "#2f8fcf") +
      line(w * 0.12, h * 0.33, w * 0.12, h * 0.85, "#9aa5b1", 8) +
      line(w * 0.88, h * 0.33, w * 0.88, h * 0.85, "#9aa5b1", 8);
    const dacin =
      line(w * 0.45, h * 0.33, w * 0.45, h * 0.42, "#555", 4) +
      rect(w * 0.36, h * 0.42, w * 0.2, 8, "#7a7f86", 'rx="4"') +
      circle(w * 0.54, h * 0.45, 12, "#4a4f56") +
      line(w * 0.39, h * 0.43, w * 0.39, h * 0.52, "#555", 3) +
      path(
        `M${n(w * 0.33)},${n(h * 0.52)} Q${n(w * 0.39)},${n(h * 0.66)} ${n(w * 0.45)},${n(h * 0.52)} Z`,
        "#e96a8d",
      ) +
      circle(w * 0.39, h * 0.53, 16, at(SKINS, 4)) +
      circle(w * 0.39, h * 0.53 - 8, 10, "#ffd1dc", 'opacity="0.7"');
    return (
      sky(c, ["#cde9f6", "#eef8fb"], h) +
      roundTree(w * 0.05, h * 0.8, 160, ["#5aa05a", "#4a8f4a", "#6ab06a"]) +
      roundTree(w * 0.97, h * 0.78, 150, ["#5aa05a", "#4a8f4a", "#6ab06a"]) +
      rect(0, h * 0.8, w, h * 0.2, "#d9c9a3") +
      tent +
      text(w * 0.5, h * 0.3 + 19, 20, "#ffffff", "POSYANDU MELATI") +
      dacin +
      rect(w * 0.6, h * 0.62, w * 0.26, 14, "#b07a4a") +
      rect(w * 0.62, h * 0.64, 10, h * 0.2, "#8a5a32") +
      rect(w * 0.83, h * 0.64, 10, h * 0.2, "#8a5a32") +
      rect(w * 0.64, h * 0.59, 60, 22, "#e06a8a", 'rx="3"') +
      rect(w * 0.71, h * 0.595, 60, 20, "#4aa0d0", 'rx="3"') +
      person(w * 0.25, h * 0.95, 2.5, {
        shirt: "#6a4aa8",
        skirt: "#3a2a5a",
        hat: "hijab",
        hatColor: "#c9b6e8",
        pose: "hold",
        skin: at(SKINS, 2),
      }) +
      person(w * 0.52, h * 0.95, 2.5, {
        shirt: "#ffffff",
        skirt: "#2f6b8f",
        hat: "hijab",
        hatColor: "#2f8fcf",
        pose: "point",
        skin: at(SKINS, 0),
        flip: true,
      }) +
      person(w * 0.74, h * 0.96, 2.3, {
        shirt: "#e07a3a",
        skirt: "#6b3a2a",
        hat: "hijab",
        hatColor: "#f4d28a",
        pose: "sit",
        skin: at(SKINS, 3),
      })
    );
  },

  /** Golden harvest with farmers and sacks of grain. */
  "artikel-panen-padi": (c) => {
    const { w, h } = c;
    let stalks = "";
    for (let k = 0; k < 260; k += 1) {
      const x = c.r(0, w);
      const y = c.r(h * 0.55, h);
      const s = 0.5 + ((y - h * 0.55) / (h * 0.45)) * 1.4;
      stalks += stroke(
        `M${n(x)},${n(y)} Q${n(x + 4 * s)},${n(y - 18 * s)} ${n(x + 12 * s)},${n(y - 26 * s)}`,
        k % 3 ? "#c99a2e" : "#e2b84a",
        2.2 * s,
      );
    }
    const sack = (x: number, y: number, s: number): string =>
      path(
        `M${n(x - 30 * s)},${n(y)} Q${n(x - 38 * s)},${n(y - 50 * s)} ${n(x - 20 * s)},${n(y - 80 * s)} L${n(x + 20 * s)},${n(y - 80 * s)} Q${n(x + 38 * s)},${n(y - 50 * s)} ${n(x + 30 * s)},${n(y)} Z`,
        "#efe6cf",
      ) +
      rect(x - 22 * s, y - 86 * s, 44 * s, 8 * s, "#d8ccb0") +
      line(x - 20 * s, y - 40 * s, x + 20 * s, y - 40 * s, "#2e6b9a", 3 * s);
    return (
      sky(c, ["#9dd1f0", "#e6f3f8"], h * 0.6) +
      cloud(w * 0.7, h * 0.15, 1.2, "#ffffff") +
      volcano(c, w * 0.25, h * 0.5, w * 0.55, h * 0.28, "#8fa3b8", "#63778f", false) +
      hills(c, h * 0.5, 10, "#7aa35f", 1.2, 2) +
      rect(0, h * 0.52, w, h * 0.48, c.linear(["#d9b64a", "#c49a2c"])) +
      stalks +
      person(w * 0.3, h * 0.86, 1.8, {
        shirt: "#3d6fa8",
        pants: "#2f3b4a",
        hat: "caping",
        pose: "bend",
        skin: at(SKINS, 1),
      }) +
      person(w * 0.5, h * 0.82, 1.6, {
        shirt: "#c0532e",
        pants: "#3a3a3a",
        hat: "caping",
        pose: "bend",
        flip: true,
        skin: at(SKINS, 3),
      }) +
      person(w * 0.7, h * 0.9, 1.9, {
        shirt: "#4a8a4a",
        skirt: "#5a3a22",
        hat: "caping",
        pose: "hold",
        skin: at(SKINS, 0),
      }) +
      sack(w * 0.84, h * 0.95, 1.3) +
      sack(w * 0.92, h * 0.93, 1.2) +
      sack(w * 0.88, h * 0.99, 1.4)
    );
  },

  /** Children studying at low tables with a student volunteer. */
  "artikel-belajar-anak": (c) => {
    const { w, h } = c;
    const floor = c.pattern(80, rect(0, 0, 40, 40, "#c9a27a") + rect(40, 40, 40, 40, "#c9a27a"), "#d8b68e");
    return (
      rect(0, 0, w, h * 0.7, "#f3e6cc") +
      rect(0, 0, w, 60, "#7a4f2c") +
      rect(w * 0.06, 60, 30, h * 0.64, "#8c5b33") +
      rect(w * 0.92, 60, 30, h * 0.64, "#8c5b33") +
      rect(w * 0.3, h * 0.14, w * 0.4, h * 0.32, "#ffffff", 'stroke="#9aa5b1" stroke-width="10"') +
      text(w * 0.5, h * 0.25, 52, "#2f6fb0", "A B C") +
      text(w * 0.5, h * 0.37, 46, "#d0502a", "1 + 2 = 3") +
      rect(w * 0.12, h * 0.2, 140, 190, "#2e6b3f", 'rx="6"') +
      rect(w * 0.13, h * 0.23, 116, 28, "#e0a93b") +
      rect(w * 0.13, h * 0.28, 116, 28, "#c0532e") +
      rect(w * 0.13, h * 0.33, 116, 28, "#3d6fa8") +
      rect(w * 0.13, h * 0.38, 116, 28, "#8e44ad") +
      rect(0, h * 0.7, w, h * 0.3, floor) +
      person(w * 0.8, h * 0.82, 2.8, {
        shirt: "#1f5f8b",
        pants: "#2a2a2a",
        pose: "point",
        flip: true,
        skin: at(SKINS, 0),
      }) +
      person(w * 0.2, h * 0.94, 2.4, {
        shirt: "#ffffff",
        pants: "#c0392b",
        pose: "sit",
        skin: at(SKINS, 1),
      }) +
      person(w * 0.37, h * 0.95, 2.3, {
        shirt: "#ffffff",
        skirt: "#c0392b",
        hat: "hijab",
        hatColor: "#ffffff",
        pose: "sit",
        skin: at(SKINS, 4),
      }) +
      person(w * 0.54, h * 0.94, 2.4, {
        shirt: "#ffffff",
        pants: "#c0392b",
        pose: "wave",
        skin: at(SKINS, 3),
      }) +
      rect(w * 0.14, h * 0.9, w * 0.46, 16, "#6b4424") +
      rect(w * 0.16, h * 0.88, 70, 10, "#f4f0e6") +
      rect(w * 0.33, h * 0.88, 70, 10, "#f4f0e6") +
      rect(w * 0.49, h * 0.88, 70, 10, "#f4f0e6")
    );
  },

  /** Digital marketing training: a phone showing a product and a slide with a chart. */
  "artikel-pemasaran-digital": (c) => {
    const { w, h } = c;
    let bars = "";
    const values = [0.3, 0.45, 0.4, 0.65, 0.8];
    values.forEach((v, i) => {
      bars += rect(
        w * 0.16 + i * 70,
        h * 0.5 - v * 200,
        46,
        v * 200,
        at(["#3d6fa8", "#2e6b3f", "#e0a93b", "#c0532e", "#8e44ad"], i),
      );
    });
    const phoneX = w * 0.68;
    const phoneY = h * 0.12;
    return (
      rect(0, 0, w, h, c.linear(["#243b55", "#141e30"])) +
      rect(w * 0.08, h * 0.1, w * 0.44, h * 0.48, "#f5f7fa", 'rx="10"') +
      text(w * 0.3, h * 0.17, 30, "#243b55", "Penjualan Daring") +
      bars +
      stroke(
        `M${n(w * 0.16 + 23)},${n(h * 0.5 - 70)} L${n(w * 0.16 + 93)},${n(h * 0.5 - 100)} L${n(w * 0.16 + 163)},${n(h * 0.5 - 90)} L${n(w * 0.16 + 233)},${n(h * 0.5 - 140)} L${n(w * 0.16 + 303)},${n(h * 0.5 - 170)}`,
        "#d62b2b",
        5,
      ) +
      rect(phoneX, phoneY, 280, 540, "#111318", 'rx="36"') +
      rect(phoneX + 16, phoneY + 40, 248, 470, "#ffffff", 'rx="10"') +
      rect(phoneX + 16, phoneY + 40, 248, 60, "#2e6b3f") +
      text(phoneX + 140, phoneY + 80, 22, "#ffffff", "UMKM Karangrejo") +
      rect(phoneX + 30, phoneY + 115, 220, 200, "#f2e3c6", 'rx="8"') +
      tampah(c, phoneX + 140, phoneY + 225, 80, 0.5) +
      path(
        `M${n(phoneX + 60)},${n(phoneY + 345)} c-10,-14 -30,-4 -20,12 l20,18 l20,-18 c10,-16 -10,-26 -20,-12 Z`,
        "#e0245e",
      ) +
      rect(phoneX + 100, phoneY + 335, 140, 14, "#c9d1d9", 'rx="7"') +
      rect(phoneX + 30, phoneY + 380, 220, 14, "#c9d1d9", 'rx="7"') +
      rect(phoneX + 30, phoneY + 405, 160, 14, "#c9d1d9", 'rx="7"') +
      rect(phoneX + 30, phoneY + 440, 220, 48, "#e0a93b", 'rx="24"') +
      text(phoneX + 140, phoneY + 472, 20, "#1c2b22", "Pesan Sekarang") +
      rect(w * 0.55, h * 0.22, 130, 56, "#25d366", 'rx="18"') +
      text(w * 0.55 + 65, h * 0.22 + 36, 20, "#ffffff", "Halo!") +
      crowdHeads(c, h * 0.83, 9, 46, ["#c0392b", "#2e86c1", "#27ae60", "#d68910", "#8e44ad"])
    );
  },

  /** Residents cleaning the drains before the rainy season. */
  "artikel-kerja-bakti": (c) => {
    const { w, h } = c;
    const ditch = path(
      `M0,${n(h * 0.72)} Q${n(w * 0.5)},${n(h * 0.66)} ${n(w)},${n(h * 0.74)} L${n(w)},${n(h * 0.86)} Q${n(w * 0.5)},${n(h * 0.8)} 0,${n(h * 0.86)} Z`,
      c.linear(["#5a8fb0", "#3f6f8c"]),
    );
    let ripples = "";
    for (let k = 0; k < 12; k += 1)
      ripples += line(
        c.r(0, w),
        c.r(h * 0.74, h * 0.82),
        c.r(0, w),
        c.r(h * 0.74, h * 0.82),
        "#cfe6f2",
        2,
        'opacity="0.5"',
      );
    return (
      sky(c, ["#bfe3f5", "#f0f9fc"], h * 0.6) +
      cloud(w * 0.2, h * 0.12, 1, "#ffffff") +
      rect(0, h * 0.45, w, h * 0.55, "#86b86a") +
      house(w * 0.2, h * 0.52, 1.1, "#f6e8cf", "#a8543a") +
      house(w * 0.62, h * 0.5, 0.9, "#e5eed8", "#8a3f2a") +
      bananaTree(w * 0.42, h * 0.56, 150) +
      bananaTree(w * 0.88, h * 0.55, 170) +
      roundTree(w * 0.04, h * 0.56, 130, ["#3f7d3a", "#2f6a30", "#4f8f45"]) +
      rect(0, h * 0.66, w, h * 0.08, "#9a8a6a") +
      ditch +
      ripples +
      rect(0, h * 0.84, w, h * 0.16, "#7a9a5a") +
      person(w * 0.2, h * 0.82, 2.1, {
        shirt: "#c0532e",
        pants: "#2f3b4a",
        hat: "caping",
        pose: "hoe",
        skin: at(SKINS, 1),
      }) +
      person(w * 0.42, h * 0.8, 2, { shirt: "#3d6fa8", pants: "#2b2b2b", pose: "bend", skin: at(SKINS, 3) }) +
      person(w * 0.62, h * 0.82, 2.1, {
        shirt: "#e0a93b",
        pants: "#3a3a44",
        hat: "peci",
        pose: "hoe",
        flip: true,
        skin: at(SKINS, 0),
      }) +
      person(w * 0.84, h * 0.98, 2.1, {
        shirt: "#b73f5a",
        skirt: "#4a3a5a",
        hat: "hijab",
        hatColor: "#f4d28a",
        pose: "hold",
        skin: at(SKINS, 2),
      }) +
      rect(w * 0.86, h * 0.84, 40, 34, "#c9d7de", 'rx="6"') +
      rect(w * 0.7, h * 0.9, 110, 36, "#4a6a3a", 'rx="8"')
    );
  },

  /** Golden paddies before harvest with a scarecrow. */
  "galeri-sawah": (c) => {
    const { w, h } = c;
    let rows = "";
    for (let k = 0; k < 14; k += 1) {
      const y = h * 0.5 + h * 0.5 * (k / 14) ** 1.4;
      rows += stroke(
        `M0,${n(y)} Q${n(w * 0.5)},${n(y - 10 - k)} ${n(w)},${n(y)}`,
        k % 2 ? "#c7a23a" : "#b48c28",
        4 + k * 1.4,
        'opacity="0.8"',
      );
    }
    const scare =
      line(w * 0.66, h * 0.78, w * 0.66, h * 0.42, "#6b4a2e", 8) +
      line(w * 0.6, h * 0.5, w * 0.72, h * 0.5, "#6b4a2e", 7) +
      rect(w * 0.64, h * 0.48, 48, 70, "#c0392b", 'rx="6"') +
      circle(w * 0.66, h * 0.45, 16, "#e9d8a6") +
      poly(
        [
          [w * 0.66 - 40, h * 0.44],
          [w * 0.66 + 40, h * 0.44],
          [w * 0.66, h * 0.4],
        ],
        "#d6b26a",
      ) +
      line(w * 0.72, h * 0.5, w * 0.98, h * 0.46, "#f2efe6", 1.5) +
      rect(w * 0.8, h * 0.47, 18, 12, "#f4d03f") +
      rect(w * 0.9, h * 0.455, 18, 12, "#e74c3c");
    return (
      sky(c, ["#f6c27a", "#fbe3b5", "#f6efd9"], h * 0.55) +
      sun(c, w * 0.3, h * 0.32, 54, "#fff5d6", "#ffcf7a") +
      birds(w * 0.55, h * 0.15, 5, 1.1, "#6a4a3a") +
      hills(c, h * 0.46, 12, "#8aa06a", 2.2, 0.3) +
      roundTree(w * 0.08, h * 0.48, 70, ["#5a7a3a", "#4a6a30", "#6a8a45"]) +
      coconut(c, w * 0.9, h * 0.5, h * 0.3, -10) +
      rect(0, h * 0.48, w, h * 0.52, c.linear(["#d8b44a", "#b38a26"])) +
      rows +
      scare +
      person(w * 0.28, h * 0.94, 2.6, {
        shirt: "#4a6fa5",
        pants: "#2a2a2a",
        hat: "caping",
        pose: "wave",
        skin: at(SKINS, 3),
      })
    );
  },

  /** Children practising classical dance on the pendapa floor. */
  "galeri-tari": (c) => {
    const { w, h } = c;
    const backdrop = c.pattern(
      60,
      circle(30, 30, 10, "#c99a3a") + rect(26, 0, 8, 60, "#8a2f22", 'opacity="0.4"'),
      "#6b1f1a",
    );
    const floor = c.linear(["#9a6a3a", "#6a4424"]);
    return (
      rect(0, 0, w, h * 0.66, backdrop) +
      rect(0, 0, w, 50, "#3a1410") +
      rect(w * 0.04, 0, 36, h * 0.7, "#a8742e") +
      rect(w * 0.93, 0, 36, h * 0.7, "#a8742e") +
      circle(w * 0.5, h * 0.28, 110, "#e8b53c", 'opacity="0.25"') +
      rect(0, h * 0.66, w, h * 0.34, floor) +
      ellipse(w * 0.5, h * 0.93, w * 0.4, 30, "#000000", 'opacity="0.15"') +
      person(w * 0.28, h * 0.9, 2.3, {
        shirt: "#2e8b57",
        skirt: "#7a3b22",
        hat: "crown",
        pose: "dance",
        skin: at(SKINS, 2),
      }) +
      person(w * 0.5, h * 0.86, 2.4, {
        shirt: "#2e8b57",
        skirt: "#7a3b22",
        hat: "crown",
        pose: "dance",
        skin: at(SKINS, 4),
        flip: true,
      }) +
      person(w * 0.72, h * 0.9, 2.3, {
        shirt: "#2e8b57",
        skirt: "#7a3b22",
        hat: "crown",
        pose: "dance",
        skin: at(SKINS, 0),
      })
    );
  },

  /** A small bamboo bridge over an irrigation channel. */
  "galeri-jembatan": (c) => {
    const { w, h } = c;
    const water = path(
      `M${n(w * 0.42)},${n(h * 0.42)} L${n(w * 0.58)},${n(h * 0.42)} L${n(w * 0.95)},${n(h)} L${n(w * 0.05)},${n(h)} Z`,
      c.linear(["#7fb8d6", "#3f7fa6"]),
    );
    let deck = "";
    for (let k = 0; k < 16; k += 1)
      deck += rect(w * 0.1, h * 0.58 + k * 6, w * 0.8, 5, k % 2 ? "#c9a45a" : "#b58f48");
    const rail =
      line(w * 0.1, h * 0.5, w * 0.9, h * 0.5, "#a7843f", 10) +
      line(w * 0.1, h * 0.54, w * 0.9, h * 0.54, "#a7843f", 6);
    let posts = "";
    for (let k = 0; k <= 8; k += 1)
      posts += line(w * (0.1 + k * 0.1), h * 0.48, w * (0.1 + k * 0.1), h * 0.9, "#8a6a32", 10);
    return (
      sky(c, ["#a8d8ea", "#eaf6f9"], h * 0.5) +
      hills(c, h * 0.4, 12, "#7db36a", 1.4, 1) +
      rect(0, h * 0.42, w, h * 0.58, "#6aa456") +
      water +
      bananaTree(w * 0.14, h * 0.5, 200) +
      bamboo(c, w * 0.86, h * 0.52, h * 0.52) +
      posts +
      deck +
      rail +
      person(w * 0.6, h * 0.62, 2.1, {
        shirt: "#e07a3a",
        skirt: "#4a3a6a",
        hat: "hijab",
        hatColor: "#2e6b3f",
        skin: at(SKINS, 1),
        flip: true,
      }) +
      person(w * 0.34, h * 0.62, 1.6, {
        shirt: "#ffffff",
        pants: "#c0392b",
        pose: "wave",
        skin: at(SKINS, 3),
      })
    );
  },

  /** Residents building a neighbourhood watch post together. */
  "galeri-gotong-royong": (c) => {
    const { w, h } = c;
    const x = w * 0.5;
    const base = h * 0.8;
    const post =
      rect(x - 160, base - 60, 320, 60, "#c7a46a") +
      rect(x - 150, base - 240, 14, 200, "#8a6a32") +
      rect(x + 136, base - 240, 14, 200, "#8a6a32") +
      rect(x - 10, base - 240, 14, 200, "#8a6a32") +
      poly(
        [
          [x - 200, base - 230],
          [x + 60, base - 300],
          [x + 200, base - 230],
        ],
        "#b5482f",
      ) +
      line(x + 130, base - 200, x + 130, base - 130, "#5a3a1a", 4) +
      rect(x + 118, base - 140, 24, 70, "#7a4a22", 'rx="10"');
    return (
      sky(c, ["#9fd3ef", "#e9f6fb"], h * 0.6) +
      cloud(w * 0.8, h * 0.14, 1.1, "#ffffff") +
      rect(0, h * 0.5, w, h * 0.5, "#8cc07a") +
      roundTree(w * 0.1, h * 0.6, 140, ["#3f7d3a", "#2f6a30", "#4f8f45"]) +
      bamboo(c, w * 0.92, h * 0.62, h * 0.5) +
      house(w * 0.84, h * 0.58, 0.9, "#efe3c8", "#9a4a32") +
      post +
      person(x - 260, h * 0.95, 2.2, {
        shirt: "#2e6b3f",
        pants: "#2b2b2b",
        pose: "armsUp",
        skin: at(SKINS, 1),
      }) +
      person(x - 70, h * 0.98, 2.2, {
        shirt: "#c0532e",
        pants: "#3a3a44",
        hat: "caping",
        pose: "carry",
        skin: at(SKINS, 3),
      }) +
      person(x + 270, h * 0.96, 2.2, {
        shirt: "#3d6fa8",
        pants: "#2f3b4a",
        hat: "peci",
        pose: "hold",
        flip: true,
        skin: at(SKINS, 0),
      }) +
      line(x - 170, h * 0.98 - 186, x + 110, h * 0.98 - 188, "#9ab04a", 10)
    );
  },

  /** Morning exercise on the field. */
  "galeri-senam": (c) => {
    const { w, h } = c;
    let row = "";
    const uniform = "#e85d75";
    for (let k = 0; k < 5; k += 1) {
      row += person(w * (0.14 + k * 0.18), h * 0.97, 2.3, {
        shirt: uniform,
        pants: "#2a2a44",
        hat: "hijab",
        hatColor: k % 2 ? "#ffffff" : "#3a2a5a",
        pose: "armsUp",
        skin: at(SKINS, k),
      });
    }
    return (
      sky(c, ["#ffd6a5", "#fdf1d6", "#d9f0f7"], h * 0.6) +
      sun(c, w * 0.82, h * 0.2, 44, "#fff4d0", "#ffc36b") +
      hills(c, h * 0.5, 14, "#8ebf72", 1.6, 0.7) +
      rect(0, h * 0.55, w, h * 0.45, "#a3d17f") +
      roundTree(w * 0.06, h * 0.6, 130, ["#4e9a45", "#3f8a3a", "#5eaa52"]) +
      roundTree(w * 0.95, h * 0.58, 140, ["#4e9a45", "#3f8a3a", "#5eaa52"]) +
      rect(w * 0.38, h * 0.5, w * 0.24, 40, "#7a5a3a") +
      person(w * 0.5, h * 0.5, 1.25, {
        shirt: "#2e6b3f",
        pants: "#1f1f1f",
        hat: "hijab",
        hatColor: "#e0a93b",
        pose: "armsUp",
        skin: at(SKINS, 2),
      }) +
      rect(w * 0.3, h * 0.42, 50, 70, "#2a2a2a", 'rx="6"') +
      circle(w * 0.3 + 25, h * 0.42 + 25, 14, "#555") +
      circle(w * 0.3 + 25, h * 0.42 + 52, 8, "#555") +
      row
    );
  },

  /** Merapi at dawn seen from a dyke between young rice. */
  "galeri-merapi": (c) => {
    const { w, h } = c;
    const pematang = path(
      `M${n(w * 0.48)},${n(h * 0.62)} L${n(w * 0.52)},${n(h * 0.62)} L${n(w * 0.7)},${n(h)} L${n(w * 0.3)},${n(h)} Z`,
      "#b79e6e",
    );
    let seedlings = "";
    for (let k = 0; k < 220; k += 1) {
      const y = c.r(h * 0.64, h);
      const t = (y - h * 0.62) / (h * 0.38);
      const x = c.r(0, w);
      const edgeL = w * (0.48 - 0.18 * t);
      const edgeR = w * (0.52 + 0.18 * t);
      if (x > edgeL - 10 && x < edgeR + 10) continue;
      const s = 0.4 + t * 1.6;
      seedlings += stroke(
        `M${n(x - 6 * s)},${n(y - 12 * s)} L${n(x)},${n(y)} L${n(x + 6 * s)},${n(y - 12 * s)} M${n(x)},${n(y)} L${n(x)},${n(y - 14 * s)}`,
        "#2f7a34",
        2 * s,
      );
    }
    return (
      sky(c, ["#5a78a8", "#e7a0a8", "#f8d7b8"], h * 0.65) +
      volcano(c, w * 0.52, h * 0.6, w * 0.95, h * 0.46, "#6a7ea0", "#3c4c6e") +
      rect(0, h * 0.46, w, h * 0.16, "#ffffff", `opacity="0.35" filter="${c.blur(18)}"`) +
      hills(c, h * 0.6, 8, "#4d7a5a", 2.5, 1.2) +
      rect(0, h * 0.62, w, h * 0.38, c.linear(["#7fb6a0", "#5e9a6e"])) +
      seedlings +
      pematang +
      person(w * 0.53, h * 0.78, 1.2, {
        shirt: "#c0532e",
        pants: "#2a2a2a",
        hat: "caping",
        skin: at(SKINS, 1),
      })
    );
  },

  /** Musicians at a gamelan set at night. */
  "galeri-gamelan": (c) => {
    const { w, h } = c;
    const floor = c.linear(["#5a341c", "#7a4a2a", "#4a2a16"]);
    let lights = "";
    for (let k = 0; k < 5; k += 1)
      lights +=
        circle(
          w * (0.1 + k * 0.2),
          40,
          60,
          c.radial([
            ["#ffe2a0", 0.8],
            ["#ffe2a0", 0],
          ]),
        ) + circle(w * (0.1 + k * 0.2), 40, 10, "#fff0c0");
    return (
      rect(0, 0, w, h, c.linear(["#1a1030", "#3a1f3a"])) +
      lights +
      rect(0, h * 0.42, w, h * 0.58, floor) +
      rect(0, h * 0.42, w, 10, "#a8742e") +
      gong(c, w * 0.84, h * 0.8, 1.3) +
      person(w * 0.42, h * 0.6, 2.4, {
        shirt: "#3a3f6b",
        stripes: "#20233c",
        pants: "#2a2a2a",
        hat: "blangkon",
        hatColor: "#6a4020",
        pose: "sit",
        skin: at(SKINS, 1),
      }) +
      bonang(w * 0.42, h * 0.7, 1.3) +
      person(w * 0.18, h * 0.86, 2.2, {
        shirt: "#2f5a4a",
        stripes: "#17302a",
        pants: "#2a2a2a",
        hat: "blangkon",
        hatColor: "#5a3220",
        pose: "sit",
        skin: at(SKINS, 3),
      }) +
      person(w * 0.54, h * 0.88, 2.2, {
        shirt: "#5a2a3a",
        stripes: "#2a121a",
        pants: "#2a2a2a",
        hat: "blangkon",
        hatColor: "#5a3220",
        pose: "sit",
        skin: at(SKINS, 0),
      }) +
      saron(w * 0.18, h * 0.97, 1.3) +
      saron(w * 0.54, h * 0.99, 1.3)
    );
  },

  /** The freshly painted hamlet office. */
  "galeri-balai": (c) => {
    const { w, h } = c;
    return (
      sky(c, ["#7ec4e8", "#dff1f8"], h * 0.7) +
      cloud(w * 0.15, h * 0.14, 1.2, "#ffffff") +
      cloud(w * 0.7, h * 0.1, 0.9, "#ffffff", 0.8) +
      hills(c, h * 0.56, 14, "#8fbf78", 1.2, 0.4) +
      rect(0, h * 0.6, w, h * 0.4, "#9ccb7e") +
      rect(w * 0.25, h * 0.82, w * 0.5, h * 0.18, "#c9c1b0") +
      coconut(c, w * 0.06, h * 0.82, h * 0.5, 16) +
      roundTree(w * 0.93, h * 0.76, 140, ["#3f7d3a", "#2f6a30", "#4f8f45"]) +
      balai(c, w * 0.5, h * 0.8, 1.15) +
      flag(w * 0.1, h * 0.9, 260) +
      rect(w * 0.2, h * 0.86, 120, 20, "#e85d75", 'rx="10"') +
      rect(w * 0.7, h * 0.86, 120, 20, "#f4d03f", 'rx="10"')
    );
  },

  /** The morning market. */
  "galeri-pasar": (c) => {
    const { w, h } = c;
    let bananas = "";
    for (let k = 0; k < 5; k += 1)
      bananas += path(
        `M${n(w * 0.5 - 20 + k * 10)},${n(h * 0.3)} q-10,30 5,50`,
        "none",
        `stroke="#f2c230" stroke-width="9" stroke-linecap="round"`,
      );
    return (
      sky(c, ["#ffe7b3", "#fff6e0"], h * 0.5) +
      rect(0, h * 0.45, w, h * 0.55, "#cdb892") +
      roundTree(w * 0.5, h * 0.45, 120, ["#5a9a4a", "#4a8a3e", "#6aaa58"]) +
      stall(c, w * 0.2, h * 0.78, 1.2, "#2e86c1", ["#d7392b", "#f39c12", "#27ae60", "#8e44ad"]) +
      stall(c, w * 0.8, h * 0.78, 1.2, "#c0392b", ["#27ae60", "#f2c230", "#e67e22", "#d7392b"]) +
      bananas +
      person(w * 0.42, h * 0.95, 1.8, {
        shirt: "#8e44ad",
        skirt: "#3a2a5a",
        hat: "hijab",
        hatColor: "#f5cba7",
        pose: "hold",
        skin: at(SKINS, 2),
      }) +
      person(w * 0.58, h * 0.96, 1.8, {
        shirt: "#16a085",
        pants: "#2f3b4a",
        hat: "peci",
        pose: "point",
        flip: true,
        skin: at(SKINS, 1),
      }) +
      person(w * 0.2, h * 0.72, 1.2, {
        shirt: "#e67e22",
        skirt: "#5a3a22",
        hat: "hijab",
        hatColor: "#ffffff",
        pose: "hold",
        skin: at(SKINS, 3),
      })
    );
  },

  /** Students giving an agricultural talk under a tree by the fields. */
  "galeri-penyuluhan": (c) => {
    const { w, h } = c;
    let audience = "";
    for (let k = 0; k < 5; k += 1) {
      audience += person(w * (0.1 + k * 0.12), h * (0.9 + (k % 2) * 0.06), 2, {
        shirt: at(["#4a6fa5", "#c0532e", "#6a8a3a", "#8e6a3a", "#3a7a8a"], k),
        pants: "#2a2a2a",
        hat: k % 2 ? "caping" : "peci",
        pose: "sit",
        skin: at(SKINS, k),
      });
    }
    return (
      sky(c, ["#b9e0f2", "#f0f8fb"], h * 0.5) +
      terraces(c, h * 0.4, ["#9fd27a", "#86c262", "#a8d884", "#7ab85a", "#93c970", "#6aa84c"], "#e6d9a8", 6) +
      rect(0, h * 0.62, w, h * 0.38, "#b8d68e") +
      rect(w * 0.05, h * 0.1, 40, h * 0.62, "#6b4a2e") +
      circle(w * 0.05, h * 0.08, 220, "#3f7d3a") +
      circle(w * 0.2, h * 0.05, 170, "#4f8f45") +
      circle(w * 0.34, h * 0.02, 120, "#3a7538") +
      rect(w * 0.7, h * 0.38, 200, 150, "#ffffff", 'stroke="#8a6a32" stroke-width="6"') +
      line(w * 0.7 + 20, h * 0.6, w * 0.7 + 20, h * 0.85, "#8a6a32", 6) +
      line(w * 0.7 + 180, h * 0.6, w * 0.7 + 180, h * 0.85, "#8a6a32", 6) +
      text(w * 0.7 + 100, h * 0.38 + 40, 22, "#2e6b3f", "PUPUK") +
      text(w * 0.7 + 100, h * 0.38 + 70, 22, "#2e6b3f", "BERIMBANG") +
      stroke(
        `M${n(w * 0.7 + 40)},${n(h * 0.38 + 120)} L${n(w * 0.7 + 80)},${n(h * 0.38 + 100)} L${n(w * 0.7 + 120)},${n(h * 0.38 + 110)} L${n(w * 0.7 + 160)},${n(h * 0.38 + 85)}`,
        "#c0532e",
        4,
      ) +
      person(w * 0.66, h * 0.9, 2.4, {
        shirt: "#1f5f8b",
        pants: "#2a2a2a",
        pose: "point",
        skin: at(SKINS, 0),
      }) +
      audience
    );
  },

  /** Gudeg stall: clay pot on a wood fire. */
  "umkm-gudeg": (c) => {
    const { w, h } = c;
    const fire = path(
      `M${n(w * 0.3 - 40)},${n(h * 0.8)} Q${n(w * 0.3 - 30)},${n(h * 0.7)} ${n(w * 0.3 - 10)},${n(h * 0.68)} Q${n(w * 0.3)},${n(h * 0.74)} ${n(w * 0.3 + 10)},${n(h * 0.66)} Q${n(w * 0.3 + 35)},${n(h * 0.72)} ${n(w * 0.3 + 40)},${n(h * 0.8)} Z`,
      c.linear(["#ffd23f", "#ff6b2c"]),
    );
    return (
      rect(0, 0, w, h, wood(c, "#b7895a", "#9a6e44")) +
      rect(0, 0, w, h * 0.18, "#5a3a22") +
      sign(w * 0.5, h * 0.09, 460, 80, "#f4d27a", "#5a2a12", "GUDEG BU SRI") +
      rect(0, h * 0.82, w, h * 0.18, "#6b4424") +
      rect(w * 0.18, h * 0.72, w * 0.24, h * 0.12, "#8a7a6a", 'rx="6"') +
      fire +
      ellipse(w * 0.3, h * 0.6, 140, 110, c.linear(["#a0522d", "#6b3219"])) +
      ellipse(w * 0.3, h * 0.52, 110, 22, "#3a1a0a") +
      ellipse(w * 0.3, h * 0.52, 96, 16, "#7a3b1c") +
      stroke(`M${n(w * 0.28)},${n(h * 0.42)} q-20,-30 0,-60 t0,-60`, "#ffffff", 8, 'opacity="0.5"') +
      stroke(`M${n(w * 0.33)},${n(h * 0.42)} q-20,-30 0,-60 t0,-60`, "#ffffff", 6, 'opacity="0.4"') +
      person(w * 0.74, h * 0.8, 3.2, {
        shirt: "#c0392b",
        skirt: "#5a3a22",
        hat: "hijab",
        hatColor: "#f4d28a",
        pose: "wave",
        skin: at(SKINS, 2),
      }) +
      rect(w * 0.5, h * 0.62, w * 0.48, h * 0.2, "#5a3520") +
      rect(w * 0.49, h * 0.6, w * 0.5, 20, "#3a2214") +
      group(
        `translate(0,${n(h * 0.6)}) scale(1,0.42) translate(0,${n(-h * 0.6)})`,
        gudegPlate(c, w * 0.6, h * 0.6 - 40, 80) + gudegPlate(c, w * 0.88, h * 0.6 - 40, 80),
      )
    );
  },

  "produk-gudeg-komplit": (c) => {
    const { w, h } = c;
    return (
      rect(0, 0, w, h, wood(c, "#a87a4e", "#8c6038")) +
      gudegPlate(c, w * 0.5, h * 0.5, w * 0.38) +
      rect(w * 0.86, h * 0.1, 16, h * 0.6, "#c9c9c9", 'rx="8"')
    );
  },

  "produk-gudeg-besek": (c) => {
    const { w, h } = c;
    return (
      rect(0, 0, w, h, c.linear(["#f6ead2", "#e6d3ad"])) +
      ellipse(w * 0.5, h * 0.84, w * 0.42, 26, "#000000", 'opacity="0.15"') +
      besek(c, w * 0.36, h * 0.84, 1.3) +
      besek(c, w * 0.66, h * 0.86, 1.2) +
      besek(c, w * 0.5, h * 0.58, 1.25) +
      path(
        `M${n(w * 0.1)},${n(h * 0.3)} Q${n(w * 0.25)},${n(h * 0.12)} ${n(w * 0.42)},${n(h * 0.2)} Q${n(w * 0.25)},${n(h * 0.36)} ${n(w * 0.1)},${n(h * 0.3)} Z`,
        "#4e8c3a",
      ) +
      line(w * 0.12, h * 0.29, w * 0.4, h * 0.2, "#3b7530", 3) +
      sign(w * 0.72, h * 0.18, 220, 60, "#5a2a12", "#f4d27a", "Oleh-oleh")
    );
  },

  /** Wedang uwuh stall: spices, kettle and glasses. */
  "umkm-wedang": (c) => {
    const { w, h } = c;
    let jars = "";
    const fills = ["#8a2a1a", "#c98a3a", "#6a3a1a", "#a8542a"] as const;
    for (let k = 0; k < 4; k += 1) {
      const jx = w * 0.12 + k * 110;
      jars +=
        rect(jx, h * 0.28, 80, 110, "#ffffff", 'opacity="0.45" rx="10"') +
        rect(jx + 6, h * 0.32, 68, 76, at(fills, k), 'rx="6"') +
        rect(jx - 4, h * 0.27, 88, 16, "#3a2a1a", 'rx="4"');
    }
    return (
      rect(0, 0, w, h, c.linear(["#3b1f2b", "#6b2f2b"])) +
      rect(0, h * 0.42, w, 24, "#8a5a32") +
      jars +
      rect(0, h * 0.72, w, h * 0.28, wood(c, "#9a6a3e", "#7a4e2a")) +
      ellipse(w * 0.2, h * 0.7, 110, 90, c.linear(["#c0c6cc", "#7a828a"])) +
      rect(w * 0.2 - 60, h * 0.55, 120, 20, "#5a5f66", 'rx="8"') +
      stroke(`M${n(w * 0.2 + 100)},${n(h * 0.66)} q50,-10 70,-50`, "#9aa1a8", 16) +
      stroke(`M${n(w * 0.2 + 170)},${n(h * 0.56)} q-10,-40 10,-70`, "#ffffff", 7, 'opacity="0.4"') +
      drinkGlass(c, w * 0.55, h * 0.92, 1.05, ["#c0392b", "#6e1a12"]) +
      drinkGlass(c, w * 0.76, h * 0.94, 1.15, ["#d35430", "#7a2a12"]) +
      ginger(w * 0.93, h * 0.9, 1, "#d9b27a") +
      sign(w * 0.78, h * 0.14, 360, 70, "#e0a93b", "#3b1f2b", "WEDANG UWUH")
    );
  },

  "produk-wedang-uwuh": (c) => {
    const { w, h } = c;
    let leaves = "";
    for (let k = 0; k < 6; k += 1)
      leaves += ellipse(
        c.r(w * 0.05, w * 0.3),
        c.r(h * 0.75, h * 0.95),
        22,
        9,
        k % 2 ? "#6a8a3a" : "#8a4a24",
        `transform="rotate(${n(c.r(0, 180))} ${n(w * 0.17)} ${n(h * 0.85)})"`,
      );
    return (
      rect(0, 0, w, h, c.linear(["#f3d9b1", "#e0b07a"])) +
      rect(0, h * 0.78, w, h * 0.22, "#8a5a32") +
      drinkGlass(c, w * 0.52, h * 0.86, 1.6, ["#b3261e", "#5a120c"]) +
      leaves +
      ginger(w * 0.84, h * 0.9, 0.8, "#d9b27a")
    );
  },

  "produk-jahe-merah": (c) => {
    const { w, h } = c;
    return (
      rect(0, 0, w, h, c.linear(["#fff1e0", "#f4cfa8"])) +
      pouch(c, w * 0.45, h * 0.9, 1.35, "#b3261e", "JAHE MERAH", "INSTAN") +
      ginger(w * 0.82, h * 0.88, 1, "#c9865a") +
      ginger(w * 0.8, h * 0.78, 0.7, "#b97450")
    );
  },

  /** A craftsman weaving bamboo among finished baskets. */
  "umkm-anyaman": (c) => {
    const { w, h } = c;
    let strips = "";
    for (let k = 0; k < 12; k += 1)
      strips += line(
        w * 0.05 + k * 14,
        h * 0.95,
        w * 0.2 + k * 10,
        h * 0.2,
        k % 2 ? "#d9c27a" : "#c4a85a",
        8,
      );
    return (
      rect(0, 0, w, h * 0.7, c.linear(["#e8dcc0", "#d9c7a0"])) +
      rect(0, h * 0.7, w, h * 0.3, "#a88a5a") +
      rect(w * 0.3, h * 0.12, w * 0.4, h * 0.4, weave(c, "#e8c98a", "#c99d58", 40, 0)) +
      rect(w * 0.3, h * 0.12, w * 0.4, h * 0.4, "none", 'stroke="#8a6a32" stroke-width="8"') +
      strips +
      person(w * 0.52, h * 0.84, 2.6, {
        shirt: "#3d6fa8",
        pants: "#2a2a2a",
        hat: "peci",
        pose: "sit",
        skin: at(SKINS, 3),
      }) +
      tampah(c, w * 0.52, h * 0.87, 170, 0.3) +
      besek(c, w * 0.82, h * 0.92, 1) +
      besek(c, w * 0.82, h * 0.78, 0.9) +
      path(
        `M${n(w * 0.86)},${n(h * 0.5)} Q${n(w * 0.92)},${n(h * 0.3)} ${n(w * 0.98)},${n(h * 0.5)} Z`,
        weave(c, "#e8c98a", "#c99d58", 24, 45),
      ) +
      line(w * 0.92, h * 0.28, w * 0.92, h * 0.36, "#5a4a3a", 3)
    );
  },

  "produk-besek": (c) => {
    const { w, h } = c;
    return (
      rect(0, 0, w, h, c.linear(["#e8f0e0", "#cfdcc0"])) +
      besek(c, w * 0.38, h * 0.86, 1.5) +
      besek(c, w * 0.62, h * 0.62, 1.3) +
      besek(c, w * 0.3, h * 0.48, 1.1)
    );
  },

  "produk-tampah": (c) => {
    const { w, h } = c;
    let chilies = "";
    for (let k = 0; k < 46; k += 1) {
      const a = c.r(0, Math.PI * 2);
      const d = c.r(0, w * 0.22);
      chilies += ellipse(
        w * 0.5 + Math.cos(a) * d,
        h * 0.5 + Math.sin(a) * d * 0.9,
        22,
        7,
        k % 3 ? "#d7392b" : "#3f8f3a",
        `transform="rotate(${n(c.r(0, 180))} ${n(w * 0.5 + Math.cos(a) * d)} ${n(h * 0.5 + Math.sin(a) * d * 0.9)})"`,
      );
    }
    return rect(0, 0, w, h, "#5a7a8a") + tampah(c, w * 0.5, h * 0.5, w * 0.42, 0.92) + chilies;
  },

  /** Frying tempeh chips in a wok, with packed bags. */
  "umkm-keripik": (c) => {
    const { w, h } = c;
    let chips = "";
    for (let k = 0; k < 40; k += 1)
      chips += chip(c, w * 0.3 + c.r(-150, 150), h * 0.52 + c.r(-25, 25), c.r(12, 20));
    let bags = "";
    for (let k = 0; k < 3; k += 1) {
      const bx = w * 0.62 + k * 130;
      bags += rect(bx, h * 0.42, 110, 200, "#ffffff", 'opacity="0.55" rx="12"');
      for (let j = 0; j < 10; j += 1) bags += chip(c, bx + c.r(20, 90), h * 0.52 + c.r(0, 120), c.r(10, 16));
      bags +=
        rect(bx + 10, h * 0.46, 90, 40, "#2e6b3f", 'rx="6"') +
        text(bx + 55, h * 0.46 + 27, 16, "#ffffff", "TEMPE");
    }
    return (
      rect(0, 0, w, h, c.linear(["#f8e7c9", "#eccf9f"])) +
      rect(0, h * 0.7, w, h * 0.3, "#7a5a3a") +
      rect(w * 0.15, h * 0.62, w * 0.3, h * 0.12, "#4a4f56", 'rx="8"') +
      path(
        `M${n(w * 0.3 - 200)},${n(h * 0.5)} Q${n(w * 0.3)},${n(h * 0.78)} ${n(w * 0.3 + 200)},${n(h * 0.5)} Z`,
        "#2a2a2e",
      ) +
      ellipse(w * 0.3, h * 0.5, 200, 24, "#c98a2a") +
      chips +
      line(w * 0.3 + 190, h * 0.5, w * 0.3 + 290, h * 0.45, "#2a2a2e", 10) +
      bags +
      sign(w * 0.5, h * 0.13, 820, 84, "#c0532e", "#ffffff", "KERIPIK TEMPE MBOK DARMI")
    );
  },

  /** Women drawing batik with wax on a cloth rack. */
  "umkm-batik": (c) => {
    const { w, h } = c;
    const cloth = batikParang(c, "#f3e2c0", "#5a3a22", "#b5482f", 60);
    return (
      rect(0, 0, w, h, c.linear(["#efe2cc", "#d8c4a0"])) +
      rect(0, h * 0.72, w, h * 0.28, "#8a6a4a") +
      line(w * 0.12, h * 0.18, w * 0.12, h * 0.85, "#6b4424", 14) +
      line(w * 0.72, h * 0.18, w * 0.72, h * 0.85, "#6b4424", 14) +
      line(w * 0.1, h * 0.2, w * 0.74, h * 0.2, "#6b4424", 14) +
      path(
        `M${n(w * 0.13)},${n(h * 0.21)} L${n(w * 0.71)},${n(h * 0.21)} Q${n(w * 0.68)},${n(h * 0.5)} ${n(w * 0.71)},${n(h * 0.7)} L${n(w * 0.13)},${n(h * 0.7)} Q${n(w * 0.16)},${n(h * 0.45)} ${n(w * 0.13)},${n(h * 0.21)} Z`,
        cloth,
      ) +
      rect(w * 0.8, h * 0.3, w * 0.16, h * 0.42, batikKawung(c, "#2c3e6b", "#e9d8a6", 50)) +
      person(w * 0.3, h * 0.98, 2.6, {
        shirt: "#8e3a5a",
        skirt: "#5a3a22",
        hat: "hijab",
        hatColor: "#e9c6a0",
        pose: "hold",
        skin: at(SKINS, 1),
      }) +
      person(w * 0.6, h * 0.98, 2.6, {
        shirt: "#2e6b6b",
        skirt: "#3a2a1a",
        hat: "hijab",
        hatColor: "#f4e2b0",
        pose: "sit",
        flip: true,
        skin: at(SKINS, 2),
      }) +
      ellipse(w * 0.46, h * 0.9, 44, 14, "#3a3a3a") +
      rect(w * 0.46 - 30, h * 0.84, 60, 24, "#5a5a5a", 'rx="4"') +
      path(
        `M${n(w * 0.46 - 36)},${n(h * 0.84)} Q${n(w * 0.46)},${n(h * 0.88)} ${n(w * 0.46 + 36)},${n(h * 0.84)} Z`,
        "#2a2a2a",
      ) +
      ellipse(w * 0.46, h * 0.835, 34, 8, "#8a5a1a")
    );
  },

  "produk-kain-batik": (c) => {
    const { w, h } = c;
    const padi = batikPadi(c, "#f1e3c6", "#4a2a14", "#a0522d", 70);
    const soga = batikParang(c, "#8a4a24", "#2a1a10", "#e9c98a", 46);
    return (
      rect(0, 0, w, h, c.linear(["#e9efe6", "#c9d6c4"])) +
      rect(w * 0.12, h * 0.62, w * 0.76, h * 0.2, soga, 'rx="6"') +
      rect(w * 0.1, h * 0.42, w * 0.8, h * 0.22, batikKawung(c, "#1f3a5a", "#e9d8a6", 44), 'rx="6"') +
      path(
        `M${n(w * 0.08)},${n(h * 0.1)} L${n(w * 0.92)},${n(h * 0.1)} L${n(w * 0.92)},${n(h * 0.42)} Q${n(w * 0.5)},${n(h * 0.46)} ${n(w * 0.08)},${n(h * 0.42)} Z`,
        padi,
      ) +
      line(w * 0.08, h * 0.1, w * 0.92, h * 0.1, "#6b4424", 8)
    );
  },

  "produk-kemeja-batik": (c) => {
    const { w, h } = c;
    const fabric = batikParang(c, "#2c4a6b", "#e9c98a", "#b5482f", 44);
    const shirt = `M${n(w * 0.36)},${n(h * 0.14)} L${n(w * 0.14)},${n(h * 0.24)} L${n(w * 0.06)},${n(h * 0.46)} L${n(w * 0.2)},${n(h * 0.5)} L${n(w * 0.26)},${n(h * 0.38)} L${n(w * 0.26)},${n(h * 0.9)} L${n(w * 0.74)},${n(h * 0.9)} L${n(w * 0.74)},${n(h * 0.38)} L${n(w * 0.8)},${n(h * 0.5)} L${n(w * 0.94)},${n(h * 0.46)} L${n(w * 0.86)},${n(h * 0.24)} L${n(w * 0.64)},${n(h * 0.14)} Q${n(w * 0.5)},${n(h * 0.22)} ${n(w * 0.36)},${n(h * 0.14)} Z`;
    let buttons = "";
    for (let k = 0; k < 5; k += 1) buttons += circle(w * 0.5, h * (0.3 + k * 0.12), 6, "#e9d8a6");
    return (
      rect(0, 0, w, h, c.linear(["#f5efe3", "#e3d6bd"])) +
      line(w * 0.5, h * 0.04, w * 0.5, h * 0.12, "#6a6a6a", 5) +
      path(shirt, fabric) +
      path(shirt, "none", 'stroke="#1a2a3a" stroke-width="4"') +
      poly(
        [
          [w * 0.36, h * 0.14],
          [w * 0.5, h * 0.26],
          [w * 0.44, h * 0.3],
          [w * 0.34, h * 0.18],
        ],
        "#1f3550",
      ) +
      poly(
        [
          [w * 0.64, h * 0.14],
          [w * 0.5, h * 0.26],
          [w * 0.56, h * 0.3],
          [w * 0.66, h * 0.18],
        ],
        "#1f3550",
      ) +
      line(w * 0.5, h * 0.26, w * 0.5, h * 0.9, "#1a2a3a", 3) +
      buttons
    );
  },
};

// ---------------------------------------------------------------------------
// Rendering
// ---------------------------------------------------------------------------

function sizeOf(file: string): { width: number; height: number } {
  if (file.startsWith("carousel-")) return { width: 1600, height: 900 };
  if (file.startsWith("produk-")) return { width: 600, height: 600 };
  return { width: 1200, height: 800 };
}

/** "galeri-sawah/original.jpg" → "galeri-sawah": the scene, and the seed of its randomness. */
const sceneName = (file: string) => file.split("/")[0] ?? file;

function svgFor(file: string, width: number, height: number): string {
  const name = sceneName(file);
  const scene = scenes[name];
  if (!scene) throw new Error(`No scene is drawn for ${file}; add one to scripts/make-sample-images.ts`);
  const canvas = new Canvas(width, height, hash(name));
  const body = scene(canvas);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${canvas.defs.join("")}</defs>${body}</svg>`;
}

const MAX_BYTES = 150 * 1024;

async function main(): Promise<void> {
  const filter = process.argv[2] ?? "";
  const outDir = fileURLToPath(new URL("../shared/content/images/", import.meta.url));
  mkdirSync(outDir, { recursive: true });
  const files = sampleImageFiles.filter((f) => f.includes(filter));
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    for (const file of files) {
      const { width, height } = sizeOf(file);
      await page.setViewportSize({ width, height });
      await page.setContent(
        `<!doctype html><html><body style="margin:0;overflow:hidden">${svgFor(file, width, height)}</body></html>`,
      );
      let quality = 80;
      let jpeg = await page.screenshot({ type: "jpeg", quality });
      while (jpeg.length > MAX_BYTES && quality > 50) {
        quality -= 10;
        jpeg = await page.screenshot({ type: "jpeg", quality });
      }
      const target = `${outDir}${file}`;
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, jpeg);
      console.log(
        `${file}  ${width}x${height}  q${quality}  ${(statSync(target).size / 1024).toFixed(1)} KB`,
      );
    }
  } finally {
    await browser.close();
  }
}

await main();
