// Pictures of things people wear or carry: fashion, jewellery, beauty, fitness.
import { circle, diamond, leafShape, lit, litRect, range, rect, type ProductArt } from './product-art-kit.ts';

export const fashionArt: readonly ProductArt[] = [
  {
    id: 'kurta',
    label: 'kurta',
    keywords: /kurta|kurti|tunic|sherwani|anarkali/i,
    draw: (p) =>
      lit(
        'M440 210 L370 228 L292 262 L222 520 L292 548 L345 392 L338 812 L662 812 L655 392 L708 548 L778 520 L708 262 L630 228 L560 210 Q500 262 440 210 Z',
        p.main,
      ) +
      `<path d="M438 206 Q500 258 562 206 L566 224 Q500 278 434 224 Z" fill="${p.mainDark}"/>` +
      rect(491, 246, 18, 170, 4, p.mainDark) +
      [286, 326, 366].map((y) => circle(500, y, 7, p.gold)).join('') +
      `<path d="M229 494 L298 522 L292 548 L222 520 Z M771 494 L702 522 L708 548 L778 520 Z" fill="${p.accent}"/>` +
      `<path d="M339 760 L661 760 L662 812 L338 812 Z" fill="${p.accent}"/>` +
      range(8)
        .map((i) => circle(362 + i * 40, 786, 8, p.mainLight))
        .join('') +
      [
        [420, 470],
        [580, 470],
        [500, 550],
        [420, 630],
        [580, 630],
        [500, 705],
      ]
        .map(([x = 0, y = 0]) => diamond(x, y, 14, p.mainLight))
        .join(''),
  },
  {
    id: 'tee',
    label: 'T-shirt',
    keywords: /tee|t-shirt|shirt|polo|top/i,
    draw: (p) =>
      lit(
        'M400 220 L285 262 L195 400 L282 455 L330 400 L330 800 L670 800 L670 400 L718 455 L805 400 L715 262 L600 220 Q500 290 400 220 Z',
        p.main,
      ) +
      `<path d="M400 220 Q500 290 600 220 L586 212 Q500 268 414 212 Z" fill="${p.mainDark}"/>` +
      rect(330, 470, 340, 46, 0, p.accent) +
      rect(330, 532, 340, 16, 0, p.mainLight) +
      `<path d="M195 400 L282 455 M805 400 L718 455" stroke="${p.mainDark}" stroke-width="14"/>`,
  },
  {
    id: 'tote',
    label: 'tote bag',
    keywords: /tote|bag|jhola|potli|clutch|purse/i,
    draw: (p) =>
      `<path d="M395 430 C395 230 605 230 605 430" stroke="${p.mainDark}" stroke-width="26" fill="none" stroke-linecap="round"/>` +
      lit('M300 420 L700 420 L732 810 L268 810 Z', p.main) +
      `<path d="M300 420 L700 420 L704 470 L296 470 Z" fill="${p.accent}"/>` +
      circle(500, 630, 78, 'none', ` stroke="${p.mainLight}" stroke-width="10"`) +
      range(8)
        .map(
          (i) =>
            `<ellipse cx="500" cy="578" rx="14" ry="32" fill="${p.mainLight}" transform="rotate(${i * 45} 500 630)"/>`,
        )
        .join('') +
      circle(500, 630, 24, p.accent),
  },
  {
    id: 'saree',
    label: 'folded saree',
    keywords: /saree|sari|dupatta|stole|shawl|lehenga|fabric/i,
    draw: (p) =>
      [
        { y: 690, fill: p.mainDark },
        { y: 560, fill: p.main },
        { y: 430, fill: p.accent },
      ]
        .map(
          ({ y, fill }, i) =>
            litRect(250 + i * 20, y, 500 - i * 40, 120, 18, fill) +
            rect(250 + i * 20, y + 88, 500 - i * 40, 20, 0, p.gold) +
            range(6)
              .map((k) => diamond(300 + i * 20 + k * ((400 - i * 40) / 5), y + 45, 12, p.mainLight))
              .join(''),
        )
        .join(''),
  },
];

export const jewelleryArt: readonly ProductArt[] = [
  {
    id: 'jhumka',
    label: 'pair of jhumka earrings',
    keywords: /jhumk|earring|stud|chandbali/i,
    draw: (p) =>
      '<g transform="translate(500 560) scale(1.2) translate(-500 -430)">' +
      [380, 620]
        .map(
          (cx) =>
            `<path d="M${cx} 266 q0 -46 -34 -46" stroke="${p.gold}" stroke-width="9" fill="none" stroke-linecap="round"/>` +
            rect(cx - 6, 320, 12, 130, 4, p.gold) +
            circle(cx, 300, 36, p.gold) +
            circle(cx, 300, 19, p.main) +
            lit(`M${cx - 100} 540 C${cx - 100} 410 ${cx + 100} 410 ${cx + 100} 540 Z`, p.gold) +
            range(5)
              .map((i) => circle(cx - 52 + i * 26, 492, 8, p.main))
              .join('') +
            rect(cx - 106, 532, 212, 24, 12, p.mainDark) +
            range(9)
              .map((i) => {
                const x = cx - 92 + i * 23;
                return (
                  `<path d="M${x} 556 L${x} 576" stroke="${p.gold}" stroke-width="4"/>` +
                  circle(x, 586, 11, p.paper, ` stroke="${p.steel}" stroke-width="2"`)
                );
              })
              .join(''),
        )
        .join('') +
      '</g>',
  },
  {
    id: 'necklace',
    label: 'necklace on a display bust',
    keywords: /necklace|haar|choker|pendant|mala|chain|mangalsutra/i,
    draw: (p) => {
      const beads = range(17).map((i) => {
        const t = i / 16;
        const x = (1 - t) ** 2 * 350 + 2 * t * (1 - t) * 500 + t ** 2 * 650;
        const y = (1 - t) ** 2 * 380 + 2 * t * (1 - t) * 770 + t ** 2 * 380;
        return circle(Math.round(x), Math.round(y), i % 2 === 0 ? 16 : 11, i % 2 === 0 ? p.gold : p.main);
      });
      return (
        lit('M385 150 L615 150 L640 380 Q770 430 800 570 L800 860 L200 860 L200 570 Q230 430 360 380 Z', p.ink) +
        beads.join('') +
        `<path d="M500 600 C440 670 460 760 500 772 C540 760 560 670 500 600 Z" fill="${p.main}" stroke="${p.gold}" stroke-width="10"/>` +
        circle(500, 600, 14, p.gold)
      );
    },
  },
  {
    id: 'bangles',
    label: 'stack of bangles',
    keywords: /bangle|kada|bracelet|chudi|cuff/i,
    draw: (p) =>
      [p.gold, p.main, p.gold, p.accent]
        .map(
          (colour, i) =>
            `<ellipse cx="500" cy="${400 + i * 100}" rx="230" ry="80" fill="none" stroke="${colour}" stroke-width="${i % 2 === 0 ? 34 : 22}"/>` +
            range(7)
              .map((k) => circle(340 + k * 53, 400 + i * 100 + 70 - Math.abs(k - 3) * 9, 6, p.paper))
              .join(''),
        )
        .join(''),
  },
  {
    id: 'ring',
    label: 'ring with a gemstone',
    keywords: /ring|nath|nose pin|anklet|payal/i,
    draw: (p) =>
      `<ellipse cx="500" cy="600" rx="170" ry="190" fill="none" stroke="${p.gold}" stroke-width="44"/>` +
      `<ellipse cx="500" cy="600" rx="170" ry="190" fill="none" stroke="url(#sheen)" stroke-width="44"/>` +
      `<path d="M430 400 L470 340 L530 340 L570 400 L500 480 Z" fill="${p.main}" stroke="${p.gold}" stroke-width="10"/>` +
      `<path d="M430 400 L570 400 M470 340 L500 400 L530 340 M500 400 L500 480" stroke="${p.paper}" stroke-opacity="0.5" stroke-width="4" fill="none"/>`,
  },
];

export const beautyArt: readonly ProductArt[] = [
  {
    id: 'lipstick',
    label: 'lipstick',
    keywords: /lipstick|lip colou?r|lip tint|lip/i,
    draw: (p) =>
      litRect(410, 520, 170, 290, 16, p.ink) +
      litRect(400, 496, 190, 34, 8, p.gold) +
      litRect(430, 400, 130, 100, 6, p.steel) +
      lit('M442 402 L442 300 Q442 282 460 272 L548 226 L548 402 Z', p.main) +
      `<g transform="rotate(-18 690 700)">${litRect(620, 600, 150, 210, 16, p.ink)}${rect(620, 600, 150, 24, 6, p.gold)}</g>`,
  },
  {
    id: 'serum',
    label: 'dropper bottle of face oil',
    keywords: /serum|oil|dropper|toner|essence|elixir|tailam/i,
    draw: (p) =>
      lit(
        'M400 470 Q400 420 450 420 L550 420 Q600 420 600 470 L600 790 Q600 822 568 822 L432 822 Q400 822 400 790 Z',
        p.main,
      ) +
      rect(418, 560, 164, 160, 10, p.paper) +
      leafShape(465, 660, -45, p.leaf, 1.2) +
      litRect(448, 366, 104, 60, 10, p.gold) +
      lit('M466 370 L466 258 Q466 206 500 206 Q534 206 534 258 L534 370 Z', p.ink),
  },
  {
    id: 'cream-jar',
    label: 'jar of cream',
    keywords: /cream|butter|jar|balm|ubtan|face pack|mask|scrub|gel/i,
    draw: (p) =>
      litRect(330, 560, 340, 240, 34, p.mainLight) +
      rect(330, 640, 340, 70, 0, p.paper) +
      circle(500, 675, 22, p.main) +
      litRect(314, 480, 372, 100, 26, p.mainDark) +
      leafShape(680, 780, -60, p.leaf, 1.4) +
      leafShape(700, 790, -20, p.leaf, 1.1),
  },
];

export const fitnessArt: readonly ProductArt[] = [
  {
    id: 'dumbbell',
    label: 'pair of dumbbells',
    keywords: /dumbbell|weight|barbell|plate/i,
    draw: (p) => {
      const dumbbell =
        litRect(320, 684, 360, 34, 10, p.steel) +
        litRect(240, 590, 70, 220, 18, p.ink) +
        litRect(300, 620, 40, 160, 12, p.main) +
        litRect(690, 590, 70, 220, 18, p.ink) +
        litRect(660, 620, 40, 160, 12, p.main);
      // The second one lies further back: smaller, higher and to the side.
      return `<g transform="translate(590 560) scale(0.78) translate(-500 -700)">${dumbbell}</g><g transform="translate(-40 20)">${dumbbell}</g>`;
    },
  },
  {
    id: 'yoga-mat',
    label: 'rolled yoga mat',
    keywords: /yoga|mat/i,
    draw: (p) =>
      litRect(250, 560, 500, 220, 24, p.main) +
      `<ellipse cx="750" cy="670" rx="64" ry="110" fill="${p.mainDark}"/>` +
      `<path d="M750 670 m-8 0 a14 22 0 1 1 22 10 a30 50 0 1 1 -44 -20 a46 78 0 1 1 72 28" stroke="${p.mainLight}" stroke-width="7" fill="none"/>` +
      rect(380, 552, 30, 236, 6, p.ink) +
      rect(580, 552, 30, 236, 6, p.ink),
  },
  {
    id: 'shaker',
    label: 'shaker bottle',
    keywords: /bottle|shaker|sipper|flask/i,
    draw: (p) =>
      litRect(426, 226, 148, 84, 18, p.ink) +
      `<path d="M574 250 C640 250 640 330 574 330" stroke="${p.ink}" stroke-width="18" fill="none"/>` +
      lit('M420 300 L580 300 L604 360 L604 792 Q604 822 574 822 L426 822 Q396 822 396 792 L396 360 Z', p.main) +
      range(5)
        .map((i) => `<path d="M410 ${440 + i * 70} L450 ${440 + i * 70}" stroke="${p.paper}" stroke-width="7"/>`)
        .join(''),
  },
  {
    id: 'kettlebell',
    label: 'kettlebell',
    keywords: /kettlebell/i,
    draw: (p) =>
      `<path d="M392 500 C360 300 640 300 608 500" stroke="${p.ink}" stroke-width="54" fill="none"/>` +
      circle(500, 630, 196, p.ink) +
      circle(500, 630, 196, 'url(#sheen)') +
      rect(420, 600, 160, 60, 14, p.main),
  },
  {
    id: 'bands',
    label: 'set of resistance bands',
    keywords: /band|resistance|skipping|rope|loop/i,
    draw: (p) =>
      [p.main, p.accent, p.mainDark]
        .map(
          (colour, i) =>
            `<ellipse cx="${420 + i * 80}" cy="${620 - i * 40}" rx="190" ry="120" fill="none" stroke="${colour}" stroke-width="34" transform="rotate(${-15 + i * 15} ${420 + i * 80} ${620 - i * 40})"/>`,
        )
        .join(''),
  },
];
