// Makes the three bundled sample ads that the AI Manager panel's ad view shows
// (a portrait 4:5 card, 288×360 CSS px), into public/ads/:
//   festive-edit.webp                 static image ad (576×720, sharp only)
//   creator-week.gif                  animated GIF, loops forever (sharp only)
//   seller-onboarding.mp4             5 s looping video ad, H.264, no audio (needs ffmpeg)
//   seller-onboarding-poster.webp     the video's poster frame (sharp only)
// Every picture is an SVG written here and rasterised with sharp; the video's
// frames are then encoded by ffmpeg, which is NOT an npm dependency: install it
// first (Debian: `apt-get install -y ffmpeg`). The text is set in Inter (Debian:
// `apt-get install -y fonts-inter`), found through fontconfig; without it the
// ads fall back to DejaVu Sans and look heavier, so install it before re-making.
// The outputs are committed, so none of this is needed to run the app.
//
// Usage: node scripts/make-ad-media.ts [festive|gif|video ...]   (default: all)
//        PREVIEW_DIR=/tmp/ads node scripts/make-ad-media.ts   also writes PNGs
//        of key frames there, to look at (keep them out of the repo).
import { mkdirSync } from 'node:fs';
import { makeGif } from './ad-media/creator-week.ts';
import { makeFestive } from './ad-media/festive.ts';
import { outDir } from './ad-media/output.ts';
import { makeVideo } from './ad-media/seller-video.ts';

const wanted = new Set(process.argv.slice(2));
const all = wanted.size === 0;
mkdirSync(outDir, { recursive: true });
if (all || wanted.has('festive')) await makeFestive();
if (all || wanted.has('gif')) await makeGif();
if (all || wanted.has('video')) await makeVideo();
