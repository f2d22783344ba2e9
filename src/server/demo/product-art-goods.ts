// Pictures of goods for the home and desk: electronics, home, books, food.
import { circle, diamond, leafShape, lit, litRect, range, rect, type ProductArt } from './product-art-kit.ts';

export const electronicsArt: readonly ProductArt[] = [
  {
    id: 'headphones',
    label: 'over-ear headphones',
    keywords: /headphone|headset|over-ear|on-ear/i,
    draw: (p) =>
      `<path d="M300 580 C300 290 700 290 700 580" stroke="${p.ink}" stroke-width="46" fill="none" stroke-linecap="round"/>` +
      `<path d="M330 520 C340 350 660 350 670 520" stroke="${p.main}" stroke-width="14" fill="none" stroke-linecap="round"/>` +
      [
        [240, 330],
        [650, 630],
      ]
        .map(
          ([x = 0, cushion = 0]) =>
            litRect(x, 500, 110, 230, 52, p.ink) +
            rect(cushion, 520, 40, 190, 20, p.mainDark) +
            circle(x + 55, 615, 28, p.main),
        )
        .join(''),
  },
  {
    id: 'phone',
    label: 'smartphone',
    keywords: /phone|mobile|smartphone|tablet/i,
    draw: (p) =>
      litRect(360, 200, 280, 600, 46, p.ink) +
      rect(378, 222, 244, 556, 32, 'url(#screen)') +
      circle(500, 248, 9, p.ink) +
      rect(402, 300, 196, 150, 18, p.paper, ' fill-opacity="0.55"') +
      range(3)
        .map((i) => rect(402, 480 + i * 70, 196, 48, 12, p.paper, ' fill-opacity="0.35"'))
        .join(''),
  },
  {
    id: 'earbuds',
    label: 'wireless earbuds with charging case',
    keywords: /earbud|tws|buds|earphone|neckband/i,
    draw: (p) =>
      litRect(320, 480, 360, 290, 130, p.paper) +
      `<path d="M332 580 L668 580" stroke="${p.steel}" stroke-width="5"/>` +
      circle(500, 700, 9, p.main) +
      [
        [410, -18],
        [590, 18],
      ]
        .map(
          ([x = 0, angle = 0]) =>
            `<g transform="rotate(${angle} ${x} 360)">` +
            litRect(x - 17, 350, 34, 120, 17, p.paper) +
            `<ellipse cx="${x}" cy="340" rx="50" ry="44" fill="${p.paper}"/><ellipse cx="${x}" cy="340" rx="50" ry="44" fill="url(#sheen)"/>` +
            `<ellipse cx="${x + (angle < 0 ? 44 : -44)}" cy="336" rx="20" ry="26" fill="${p.steel}"/>` +
            rect(x - 10, 440, 20, 24, 6, p.main) +
            '</g>',
        )
        .join(''),
  },
  {
    id: 'smartwatch',
    label: 'smartwatch',
    keywords: /watch|band|tracker|wearable/i,
    draw: (p) =>
      rect(420, 170, 160, 660, 44, p.mainDark) +
      litRect(358, 348, 284, 304, 72, p.ink) +
      rect(384, 374, 232, 252, 54, 'url(#screen)') +
      `<path d="M500 430 A70 70 0 1 1 432 515" stroke="${p.paper}" stroke-width="16" fill="none" stroke-linecap="round"/>` +
      rect(640, 460, 24, 76, 8, p.steel),
  },
  {
    id: 'speaker',
    label: 'portable speaker',
    keywords: /speaker|soundbar|boombox/i,
    draw: (p) =>
      litRect(340, 290, 320, 520, 80, p.ink) +
      range(8)
        .flatMap((row) => range(6).map((col) => circle(390 + col * 44, 380 + row * 44, 9, p.mainDark)))
        .join('') +
      rect(340, 730, 320, 28, 0, p.main) +
      circle(500, 330, 14, p.main),
  },
  {
    id: 'power-bank',
    label: 'power bank with cable',
    keywords: /power ?bank|charger|cable|adapter|hub/i,
    draw: (p) =>
      `<path d="M660 640 C800 640 820 780 640 800 L420 812" stroke="${p.ink}" stroke-width="14" fill="none" stroke-linecap="round"/>` +
      litRect(330, 300, 340, 480, 40, p.main) +
      range(4)
        .map((i) => circle(440 + i * 40, 700, 9, i < 3 ? p.paper : p.mainDark))
        .join('') +
      `<path d="M515 420 L470 510 L508 510 L480 590 L545 490 L505 490 Z" fill="${p.paper}"/>`,
  },
];

export const homeArt: readonly ProductArt[] = [
  {
    id: 'lamp',
    label: 'table lamp',
    keywords: /lamp|light|lantern/i,
    draw: (p) =>
      `<ellipse cx="500" cy="470" rx="230" ry="120" fill="#ffe9a8" fill-opacity="0.45"/>` +
      rect(488, 440, 24, 320, 6, p.gold) +
      litRect(370, 752, 260, 50, 25, p.mainDark) +
      lit('M380 230 L620 230 L704 450 L296 450 Z', p.main) +
      `<path d="M296 450 L704 450" stroke="${p.mainDark}" stroke-width="12"/>`,
  },
  {
    id: 'vase',
    label: 'ceramic vase with stems',
    keywords: /vase|planter|pot|matka|urli/i,
    draw: (p) =>
      `<path d="M480 440 C460 330 420 260 380 210 M520 440 C540 320 600 270 640 230 M500 440 L500 200" stroke="${p.leaf}" stroke-width="8" fill="none"/>` +
      leafShape(430, 300, -120, p.leaf) +
      leafShape(570, 310, -40, p.leaf) +
      circle(380, 210, 22, p.accent) +
      circle(640, 230, 22, p.accent) +
      circle(500, 196, 24, p.accent) +
      lit('M430 480 C350 560 350 760 440 812 L560 812 C650 760 650 560 570 480 L562 430 L438 430 Z', p.main) +
      `<path d="M380 620 Q500 580 620 620" stroke="${p.mainLight}" stroke-width="14" fill="none" stroke-dasharray="24 14"/>` +
      `<path d="M372 690 Q500 650 628 690" stroke="${p.paper}" stroke-width="6" fill="none"/>`,
  },
  {
    id: 'mug',
    label: 'mug',
    keywords: /mug|cup|kulhad|tumbler/i,
    draw: (p) =>
      `<path d="M430 380 C400 340 460 310 430 260 M500 380 C470 340 530 310 500 260" stroke="${p.paper}" stroke-width="10" fill="none" stroke-linecap="round" stroke-opacity="0.9"/>` +
      `<path d="M620 500 C740 500 740 700 620 700" stroke="${p.main}" stroke-width="40" fill="none"/>` +
      litRect(330, 420, 300, 380, 34, p.main) +
      `<ellipse cx="480" cy="422" rx="150" ry="26" fill="${p.mainDark}"/>` +
      `<ellipse cx="480" cy="426" rx="130" ry="18" fill="#6b4226"/>` +
      range(4)
        .map((i) => diamond(390 + i * 60, 620, 18, p.mainLight))
        .join(''),
  },
  {
    id: 'cushion',
    label: 'embroidered cushion',
    keywords: /cushion|pillow|runner|throw|bedsheet|dohar|quilt|rug|dhurrie/i,
    draw: (p) =>
      lit('M290 320 Q500 292 710 320 Q742 520 710 720 Q500 748 290 720 Q258 520 290 320 Z', p.main) +
      `<path d="M320 350 Q500 326 680 350 Q706 520 680 690 Q500 714 320 690 Q294 520 320 350 Z" fill="none" stroke="${p.accent}" stroke-width="10" stroke-dasharray="18 12"/>` +
      range(8)
        .map(
          (i) =>
            `<ellipse cx="500" cy="440" rx="20" ry="64" fill="${p.mainLight}" transform="rotate(${i * 45} 500 520)"/>`,
        )
        .join('') +
      circle(500, 520, 30, p.accent),
  },
  {
    id: 'diya',
    label: 'clay diya with a flame',
    keywords: /diya|candle|deepak|incense/i,
    draw: (p) =>
      `<path d="M500 420 C460 500 470 560 500 580 C530 560 540 500 500 420 Z" fill="#ffb300"/>` +
      `<path d="M500 480 C484 520 488 556 500 566 C512 556 516 520 500 480 Z" fill="#fff3c4"/>` +
      lit('M290 600 Q500 570 710 600 Q690 760 500 780 Q310 760 290 600 Z', p.main) +
      `<path d="M300 610 Q500 585 700 610" stroke="${p.gold}" stroke-width="12" fill="none"/>` +
      range(5)
        .map((i) => circle(380 + i * 60, 690, 10, p.gold))
        .join(''),
  },
];

export const booksArt: readonly ProductArt[] = [
  {
    id: 'notebook',
    label: 'spiral notebook',
    keywords: /notebook|journal|diary|planner|sketchbook/i,
    draw: (p) =>
      litRect(320, 210, 380, 590, 22, p.main) +
      rect(638, 210, 18, 590, 4, p.ink) +
      circle(510, 440, 64, 'none', ` stroke="${p.mainLight}" stroke-width="8"`) +
      leafShape(478, 440, 0, p.mainLight) +
      range(11)
        .map(
          (i) =>
            `<ellipse cx="322" cy="${250 + i * 50}" rx="30" ry="12" fill="none" stroke="${p.steel}" stroke-width="8"/>`,
        )
        .join(''),
  },
  {
    id: 'pencil-cup',
    label: 'cup of pens and pencils',
    keywords: /pen|pencil|colou?rs|crayon|brush|marker|stationery/i,
    draw: (p) =>
      [p.accent, p.main, p.gold, p.mainDark]
        .map((colour, i) => {
          const x = 400 + i * 60;
          const top = 260 + (i % 2) * 60;
          return `<g transform="rotate(${-12 + i * 8} ${x} 600)">${rect(x - 16, top, 32, 360, 4, colour)}<path d="M${x - 16} ${top} L${x} ${top - 44} L${x + 16} ${top} Z" fill="${p.paper}"/></g>`;
        })
        .join('') +
      lit('M350 520 L650 520 L630 810 L370 810 Z', p.ink) +
      rect(350, 520, 300, 26, 6, p.mainDark),
  },
  {
    id: 'book-stack',
    label: 'stack of books',
    keywords: /set|collection|box|stories|anthology|volume|novel/i,
    draw: (p) =>
      [
        { y: 710, fill: p.mainDark, shift: 0 },
        { y: 610, fill: p.accent, shift: 30 },
        { y: 510, fill: p.main, shift: -20 },
        { y: 420, fill: p.ink, shift: 14 },
      ]
        .map(
          ({ y, fill, shift }) =>
            litRect(270 + shift, y, 460, y === 420 ? 90 : 100, 10, fill) +
            rect(282 + shift, y + (y === 420 ? 62 : 72), 436, 16, 3, p.paper) +
            rect(300 + shift, y + 12, 14, y === 420 ? 46 : 56, 3, p.gold),
        )
        .join(''),
  },
  {
    id: 'open-book',
    label: 'open book',
    keywords: /book|guide|cookbook|poems|poetry/i,
    draw: (p) =>
      `<path d="M220 380 L500 410 L780 380 L780 760 L500 790 L220 760 Z" fill="${p.main}"/>` +
      lit('M500 400 C420 350 320 350 240 372 L240 730 C320 706 420 706 500 750 Z', p.paper) +
      lit('M500 400 C580 350 680 350 760 372 L760 730 C680 706 580 706 500 750 Z', p.paper) +
      range(6)
        .map(
          (i) =>
            `<path d="M280 ${430 + i * 44} Q380 ${414 + i * 44} 460 ${440 + i * 44} M540 ${440 + i * 44} Q620 ${414 + i * 44} 720 ${430 + i * 44}" stroke="${p.steel}" stroke-width="5" fill="none"/>`,
        )
        .join('') +
      `<path d="M640 360 L640 470 L662 448 L684 470 L684 360 Z" fill="${p.accent}"/>`,
  },
];

export const foodArt: readonly ProductArt[] = [
  {
    id: 'jar',
    label: 'glass jar',
    keywords: /pickle|achaar|honey|ghee|jar|chutney|jam|murabba/i,
    draw: (p) =>
      litRect(370, 320, 260, 84, 16, p.mainDark) +
      lit(
        'M360 430 Q360 404 386 404 L614 404 Q640 404 640 430 L650 780 Q650 822 608 822 L392 822 Q350 822 350 780 Z',
        p.main,
      ) +
      rect(376, 540, 248, 168, 12, p.paper) +
      leafShape(470, 624, -20, p.leaf, 1.2) +
      `<path d="M380 414 L620 414" stroke="${p.gold}" stroke-width="10"/>`,
  },
  {
    id: 'tea-box',
    label: 'box of tea',
    keywords: /tea|chai|assam|darjeeling|nilgiri|kahwa/i,
    draw: (p) =>
      `<path d="M330 360 L402 316 L702 316 L630 360 Z" fill="${p.mainLight}"/>` +
      `<path d="M630 360 L702 316 L702 740 L630 790 Z" fill="${p.mainDark}"/>` +
      litRect(330, 360, 300, 430, 0, p.main) +
      circle(480, 560, 82, p.paper) +
      leafShape(438, 580, -40, p.leaf, 1.3) +
      rect(330, 720, 300, 20, 0, p.gold) +
      rect(330, 400, 300, 10, 0, p.gold),
  },
  {
    id: 'tin',
    label: 'tin with whole spices',
    keywords: /coffee|tin|cocoa|chocolate|makhana|snack/i,
    draw: (p) =>
      litRect(370, 360, 260, 440, 10, p.main) +
      `<ellipse cx="500" cy="360" rx="130" ry="28" fill="${p.steel}"/>` +
      rect(370, 520, 260, 110, 0, p.paper) +
      circle(500, 575, 34, p.accent) +
      range(8)
        .map((i) => `<ellipse cx="720" cy="752" rx="12" ry="42" fill="#7a4a2a" transform="rotate(${i * 45} 720 790)"/>`)
        .join('') +
      circle(720, 790, 12, '#5a341c'),
  },
  {
    id: 'spice-bowls',
    label: 'bowls of ground spices',
    keywords: /masala|spice|turmeric|haldi|pepper|cardamom|elaichi|chilli|mirch|saffron|kesar/i,
    draw: () =>
      [
        { cx: 330, colour: '#e8a317' },
        { cx: 670, colour: '#c0392b' },
        { cx: 500, colour: '#6b8e23' },
      ]
        .map(({ cx, colour }, i) => {
          const y = i === 2 ? 700 : 610;
          return (
            `<ellipse cx="${cx}" cy="${y}" rx="118" ry="64" fill="${colour}"/>` +
            lit(`M${cx - 130} ${y} Q${cx} ${y + 210} ${cx + 130} ${y} Z`, '#8d5a3b') +
            `<path d="M${cx - 130} ${y} L${cx + 130} ${y}" stroke="#6d4129" stroke-width="8"/>`
          );
        })
        .join(''),
  },
];
