#!/usr/bin/env python3
"""Makes src/web/fonts/inter-latin.woff2, the one font file the web app serves (decision 028).

Inter 4.1's variable font (npm `inter-ui@4.1.1`, variable/InterVariable.woff2, SIL OFL 1.1), cut to:
- the text optical size (opsz 14) and weights 400-900, the only ones the themes and Tailwind classes use;
- Latin letters and Latin-1 symbols, the rupee sign and the punctuation the UI writes (dashes, curly
  quotes, ellipsis, bullet, arrows, minus, <= >=); anything else falls back to the system font per character;
- kerning and tabular figures (`tabular-nums`) only; no hinting.

Run once when the font changes, with Debian's python3-fonttools and python3-brotli:
  npm pack inter-ui@4.1.1 && tar xzf inter-ui-4.1.1.tgz
  python3 scripts/subset-inter.py package/variable/InterVariable.woff2 src/web/fonts/inter-latin.woff2
"""
import io
import sys

from fontTools import subset
from fontTools.ttLib import TTFont
from fontTools.varLib import instancer

UNICODES = [
    *range(0x20, 0x7F),  # Basic Latin
    *range(0xA0, 0x100),  # Latin-1: symbols (· « » ° © ×) and accented letters
    0x2013, 0x2014, 0x2018, 0x2019, 0x201A, 0x201C, 0x201D, 0x201E,  # dashes and quotes
    0x2022, 0x2026, 0x2032, 0x2033, 0x2039, 0x203A,  # bullet, ellipsis, primes, angle quotes
    0x20B9, 0x2122, 0x2190, 0x2191, 0x2192, 0x2193, 0x2212, 0x2264, 0x2265,  # ₹ ™ arrows − ≤ ≥
]

source, target = sys.argv[1], sys.argv[2]
font = TTFont(source)
options = subset.Options()
options.layout_features = ['kern', 'tnum']
options.hinting = False
options.name_IDs = [0, 1, 2, 3, 4, 5, 6, 13, 14]  # names, copyright and the licence
options.notdef_outline = True
subsetter = subset.Subsetter(options)
subsetter.populate(unicodes=UNICODES)
subsetter.subset(font)
# Reloaded before instancing: fontTools 4.38 loses gvar entries when instancing a font it has just subset.
buffer = io.BytesIO()
font.save(buffer)
buffer.seek(0)
font = instancer.instantiateVariableFont(TTFont(buffer), {'opsz': 14, 'wght': (400, 900)})
font.flavor = 'woff2'
font.save(target)
