// Renders the site's two short clips from SVG frames (sharp) and encodes them with ffmpeg.
// Output (videos of content, in {CONTENT_DIR}/media/) is committed; run again only after changing a scene: `npx tsx scripts/make-videos.mjs`.
import { spawn } from "node:child_process";
import { join } from "node:path";
import sharp from "sharp";
import { contentDir } from "~/features/content/dir.server";

const FONT = "Inter, 'DejaVu Sans', sans-serif";

async function encode(file, { width, height, fps, seconds }, frameSvg) {
  const ffmpeg = spawn(
    "ffmpeg",
    [
      "-y",
      "-loglevel",
      "error",
      "-f",
      "rawvideo",
      "-pix_fmt",
      "rgba",
      "-s",
      `${width}x${height}`,
      "-r",
      String(fps),
      "-i",
      "-",
      "-c:v",
      "libx264",
      "-preset",
      "slow",
      "-crf",
      "30",
      "-pix_fmt",
      "yuv420p",
      "-movflags",
      "+faststart",
      "-an",
      file,
    ],
    { stdio: ["pipe", "inherit", "inherit"] },
  );
  const done = new Promise((resolve, reject) =>
    ffmpeg.on("close", (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg ${code}`)))),
  );
  const frames = fps * seconds;
  for (let frame = 0; frame < frames; frame += 1) {
    const raw = await sharp(Buffer.from(frameSvg(frame / fps, seconds)))
      .ensureAlpha()
      .raw()
      .toBuffer();
    if (!ffmpeg.stdin.write(raw))
      await new Promise((resolve) => ffmpeg.stdin.once("drain", resolve));
  }
  ffmpeg.stdin.end();
  await done;
  console.log(`wrote ${file}`);
}

const ease = (x) => (x <= 0 ? 0 : x >= 1 ? 1 : 1 - (1 - x) ** 3);

/** Services showreel: a thumbnail, a browser window and a five-star review build up in turn. */
function showreel(t) {
  const a = ease(t / 1.2);
  const b = ease((t - 1.4) / 1.2);
  const c = ease((t - 2.8) / 1.2);
  const glow = 0.5 + 0.5 * Math.sin(t * 2);
  const stars = Array.from({ length: 5 }, (_, i) => {
    const s = ease((t - 3.2 - i * 0.18) / 0.4);
    return `<path transform="translate(${720 + i * 34} 262) scale(${s})" d="M0-13 4-4 13-4 6 2 9 12 0 6-9 12-6 2-13-4-4-4z" fill="#f59e0b"/>`;
  }).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="360" viewBox="0 0 960 360">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#0b1220"/><stop offset="1" stop-color="#14532d"/></linearGradient>
  <radialGradient id="g" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#34a20f" stop-opacity="${0.35 + 0.2 * glow}"/><stop offset="1" stop-color="#34a20f" stop-opacity="0"/></radialGradient></defs>
  <rect width="960" height="360" fill="url(#bg)"/>
  <circle cx="${200 + 40 * Math.sin(t)}" cy="180" r="220" fill="url(#g)"/>
  <g opacity="${a}" transform="translate(${60 + (1 - a) * -40} 90)">
    <rect width="250" height="150" rx="14" fill="#1e293b" stroke="#6cd64a" stroke-width="3"/>
    <rect x="16" y="16" width="100" height="118" rx="10" fill="#c70707"/>
    <text x="132" y="64" font-family="${FONT}" font-weight="800" font-size="30" fill="#fff">BIG</text>
    <text x="132" y="100" font-family="${FONT}" font-weight="800" font-size="30" fill="#f59e0b">WIN!</text>
    <polygon points="55,58 85,75 55,92" fill="#fff"/>
  </g>
  <g opacity="${b}" transform="translate(${355} ${90 + (1 - b) * 40})">
    <rect width="260" height="170" rx="14" fill="#f8fafc"/>
    <rect width="260" height="30" rx="14" fill="#1d4ed8"/><rect y="16" width="260" height="14" fill="#1d4ed8"/>
    <circle cx="18" cy="15" r="5" fill="#fff"/><circle cx="34" cy="15" r="5" fill="#fff" opacity=".7"/><circle cx="50" cy="15" r="5" fill="#fff" opacity=".5"/>
    <rect x="20" y="48" width="${150 * b}" height="14" rx="7" fill="#1e293b"/>
    <rect x="20" y="74" width="${210 * b}" height="10" rx="5" fill="#94a3b8"/>
    <rect x="20" y="92" width="${180 * b}" height="10" rx="5" fill="#94a3b8"/>
    <rect x="20" y="122" width="90" height="30" rx="15" fill="#34a20f"/>
  </g>
  <g opacity="${c}">
    <text x="700" y="170" font-family="${FONT}" font-weight="800" font-size="40" fill="#fff">Design.</text>
    <text x="700" y="214" font-family="${FONT}" font-weight="800" font-size="40" fill="#6cd64a">Develop.</text>
    ${stars}
  </g>
</svg>`;
}

/** A stylised top-down race track with three cars lapping at different whole-number speeds. */
function raceLoop(t, seconds) {
  const cx = 320,
    cy = 180,
    rx = 230,
    ry = 120;
  const cars = [
    ["#c70707", 1, 0],
    ["#1d4ed8", 2, 0.33],
    ["#f59e0b", 3, 0.66],
  ]
    .map(([colour, laps, offset], i) => {
      const angle = 2 * Math.PI * ((laps * t) / seconds + offset);
      const lane = ry - 18 + i * 18;
      const laneX = rx - 18 + i * 18;
      const x = cx + laneX * Math.cos(angle);
      const y = cy + lane * Math.sin(angle);
      const heading =
        (Math.atan2(lane * Math.cos(angle), -laneX * Math.sin(angle)) * 180) / Math.PI;
      return `<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) rotate(${heading.toFixed(1)})"><rect x="-16" y="-8" width="32" height="16" rx="5" fill="${colour}"/><rect x="2" y="-6" width="8" height="12" rx="2" fill="#0b1220" opacity=".6"/></g>`;
    })
    .join("");
  const lap = Math.floor((3 * t) / seconds) + 1;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360">
  <rect width="640" height="360" fill="#14532d"/>
  <pattern id="p" width="24" height="24" patternUnits="userSpaceOnUse"><circle cx="12" cy="12" r="1.5" fill="#34a20f" opacity=".5"/></pattern>
  <rect width="640" height="360" fill="url(#p)"/>
  <ellipse cx="${cx}" cy="${cy}" rx="${rx + 20}" ry="${ry + 20}" fill="none" stroke="#1e293b" stroke-width="82"/>
  <ellipse cx="${cx}" cy="${cy}" rx="${rx + 20}" ry="${ry + 20}" fill="none" stroke="#f8fafc" stroke-width="2" stroke-dasharray="14 12" opacity=".55"/>
  <ellipse cx="${cx}" cy="${cy}" rx="${rx + 62}" ry="${ry + 62}" fill="none" stroke="#c70707" stroke-width="4" stroke-dasharray="10 10"/>
  <ellipse cx="${cx}" cy="${cy}" rx="${rx - 22}" ry="${ry - 22}" fill="none" stroke="#f8fafc" stroke-width="4" stroke-dasharray="10 10"/>
  <rect x="${cx + rx - 22}" y="${cy - 4}" width="84" height="8" fill="#f8fafc"/>
  ${cars}
  <text x="${cx}" y="${cy + 10}" text-anchor="middle" font-family="${FONT}" font-weight="800" font-size="30" fill="#fff">LAP ${lap}/3</text>
</svg>`;
}

await encode(
  join(contentDir(), "media/services/showreel.mp4"),
  { width: 960, height: 360, fps: 24, seconds: 6 },
  showreel,
);
await encode(
  join(contentDir(), "media/blog/race-loop.mp4"),
  { width: 640, height: 360, fps: 24, seconds: 10 },
  raceLoop,
);
