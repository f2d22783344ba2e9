// The words a generated marketplace is made of: names, places, and per category the words product names are
// built from (so searches like "jhumka" or "kurta" find what they would in a real Haat).

/** "a, b, c" → ['a', 'b', 'c']: keeps long word lists on a few lines. */
const words = (list: string) => list.split(',').map((word) => word.trim());

/** A SQL text[] literal: ARRAY['a','b']::text[]. */
export const sqlArray = (list: readonly string[]) =>
  `ARRAY[${list.map((word) => `'${word.replaceAll("'", "''")}'`).join(',')}]::text[]`;

export const FIRST_NAMES = words(
  'Aarav, Vivaan, Aditya, Vihaan, Arjun, Sai, Reyansh, Ayaan, Krishna, Ishaan, Rohan, Kabir, Dhruv, Karthik, Nikhil, ' +
    'Rahul, Siddharth, Varun, Harsh, Manish, Ananya, Diya, Priya, Saanvi, Aadhya, Isha, Kavya, Meera, Nisha, Pooja, ' +
    'Riya, Sneha, Tanvi, Fatima, Zoya, Lakshmi, Divya, Shreya, Neha, Aishwarya, Gurpreet, Simran, Imran, Joseph',
);

export const LAST_NAMES = words(
  'Sharma, Verma, Iyer, Rao, Reddy, Nair, Menon, Das, Sethi, Kulkarni, Patel, Shah, Gupta, Agarwal, Singh, Kaur, ' +
    'Khan, Sheikh, Mukherjee, Banerjee, Joshi, Pillai, Chopra, Malhotra, Bhat, Hegde, Naidu, Chauhan, Yadav, Fernandes',
);

/** City, state (as checkout spells it), GST state code, a pincode, and a weight (metros order more). */
export const CITIES: readonly (readonly [string, string, string, string, number])[] = [
  ['Bengaluru', 'Karnataka', '29', '560034', 9],
  ['Mumbai', 'Maharashtra', '27', '400050', 10],
  ['New Delhi', 'Delhi', '07', '110017', 10],
  ['Hyderabad', 'Telangana', '36', '500081', 7],
  ['Chennai', 'Tamil Nadu', '33', '600017', 6],
  ['Kolkata', 'West Bengal', '19', '700019', 6],
  ['Pune', 'Maharashtra', '27', '411038', 5],
  ['Ahmedabad', 'Gujarat', '24', '380009', 4],
  ['Jaipur', 'Rajasthan', '08', '302003', 4],
  ['Lucknow', 'Uttar Pradesh', '09', '226001', 3],
  ['Kochi', 'Kerala', '32', '682020', 3],
  ['Chandigarh', 'Chandigarh', '04', '160017', 2],
  ['Indore', 'Madhya Pradesh', '23', '452001', 2],
  ['Varanasi', 'Uttar Pradesh', '09', '221001', 2],
  ['Guwahati', 'Assam', '18', '781001', 1],
  ['Bhubaneswar', 'Odisha', '21', '751001', 1],
  ['Surat', 'Gujarat', '24', '395003', 2],
  ['Coimbatore', 'Tamil Nadu', '33', '641002', 1],
  ['Patna', 'Bihar', '10', '800001', 1],
  ['Visakhapatnam', 'Andhra Pradesh', '37', '530017', 1],
];

export const STREETS = words(
  'MG Road, Park Street, Lake View Colony, Station Road, Temple Street, Nehru Nagar, Gandhi Marg, Civil Lines, ' +
    'Church Street, Market Road, Shanti Nagar, Sector 21, Rajaji Street, Link Road',
);

export const BUSINESS_WORDS = words(
  'Rang, Kala, Desi, Shree, Maya, Utsav, Noor, Saanjh, Tara, Gulmohar, Chandni, Kesar, Mehfil, Aangan, Dhaaga, ' +
    'Sutra, Bindi, Jharokha, Kumkum, Pitara, Bazaar, Haveli, Indigo, Peepal, Nilgiri, Konkan, Deccan, Thar, Ganga, Kaveri',
);

export const COURIERS = words('Delhivery, Blue Dart, Ecom Express, India Post, Xpressbees');

export interface CategoryWords {
  id: string;
  /** Its share of the catalog (weights add up to 100). */
  weight: number;
  hsnCode: string;
  gstRateBps: number;
  /** Price range in rupees. */
  priceRupees: readonly [number, number];
  /** The last word of a seller's name that mostly sells it. */
  trade: string;
  styles: readonly string[];
  items: readonly string[];
  variants: readonly string[];
}

const category = (
  id: string,
  weight: number,
  tax: [string, number],
  priceRupees: [number, number],
  trade: string,
  lists: [string, string, string],
): CategoryWords => ({
  id,
  weight,
  hsnCode: tax[0],
  gstRateBps: tax[1],
  priceRupees,
  trade,
  styles: words(lists[0]),
  items: words(lists[1]),
  variants: lists[2].split('|'),
});

export const CATEGORIES: readonly CategoryWords[] = [
  category('fashion', 30, ['6211', 500], [399, 6999], 'Weaves', [
    'Block-print Cotton, Chikankari, Bandhani, Ikat, Banarasi Silk, Khadi, Chanderi, Kalamkari, Linen, Mulmul, Ajrakh',
    'Kurta, Kurti, Saree, Dupatta, Anarkali Kurta Set, Lehenga, Palazzo Set, Nehru Jacket, Shirt, Stole, Jhola Bag',
    '|| for Women| for Men|, Indigo|, Mustard|, Maroon|, Pastel Pink',
  ]),
  category('jewellery', 20, ['7117', 300], [199, 4999], 'Jewels', [
    'Oxidised Silver, Kundan, Meenakari, Temple, Pearl, Polki, Terracotta, Gold-plated, Afghani, Beaded',
    'Jhumka Earrings, Jhumki Earrings, Chandbali Earrings, Necklace Set, Choker, Bangle Set, Nose Pin, Anklet Pair, ' +
      'Maang Tikka, Adjustable Ring, Hoop Earrings',
    '||, Set of 2|, Set of 4| with Ghungroo|, Bridal',
  ]),
  category('beauty', 12, ['3304', 1800], [149, 1999], 'Naturals', [
    'Kumkumadi, Haldi Chandan, Rose, Neem Tulsi, Coconut, Saffron, Aloe Vera, Ayurvedic',
    'Face Oil, Ubtan Face Pack, Lip Balm, Hair Oil, Body Butter, Kajal, Face Wash, Soap Bar',
    ', 30 ml|, 100 g|, 200 ml|, Pack of 3|',
  ]),
  category('electronics', 10, ['8518', 1800], [299, 9999], 'Electronics', [
    'Wireless, ANC, Bluetooth, Fast-charging, Compact, Smart, Portable, Magnetic',
    'Earbuds, Over-Ear Headphones, Speaker, Power Bank, Smartwatch, Phone Stand, USB-C Charger, Neckband',
    '|, Black|, 20000 mAh| with Calling|, 22.5 W',
  ]),
  category('home', 12, ['6304', 500], [249, 4999], 'Home', [
    'Hand-painted Terracotta, Glazed Ceramic, Ikat, Brass, Cane, Block-print, Macrame, Jute',
    'Diyas, Kulhad Mugs, Cushion Covers, Table Lamp, Bud Vase, Wall Hanging, Bedsheet, Planter',
    ', Set of 2|, Set of 4|, Set of 6||, Queen Size',
  ]),
  category('fitness', 5, ['9506', 500], [199, 3999], 'Fit', [
    'Anti-Skid, Rubber Hex, Steel, Cork, Adjustable, Resistance',
    'Yoga Mat, Dumbbells, Shaker Bottle, Loop Bands, Skipping Rope, Yoga Block',
    '|, 6 mm|, 5 kg Pair|, Set of 5|, 700 ml',
  ]),
  category('books', 5, ['4901', 0], [149, 1499], 'Books', [
    'Handmade Paper, Illustrated, Hindi, Bilingual, Classic, Collected',
    'Journal, Stories Box Set, Cookbook, Brush Pen Set, Sketchbook, Poetry Collection',
    '|, A5|, Box Set of 3|, 24 Colours',
  ]),
  category('food', 6, ['2106', 500], [99, 1499], 'Foods', [
    'Malabar, Tellicherry, Coorg, Homestyle, Wayanad, Darjeeling, Kashmiri, Organic',
    'Masala Chai, Black Pepper, Filter Coffee, Mango Pickle, Forest Honey, Green Cardamom, Kahwa, Jaggery Powder',
    ', 250 g|, 200 g|, 500 g|, 100 g|, 400 g',
  ]),
];

/** The searches the search figure mixes: common words, phrases, and the typos buyers make. */
export const SEARCH_QUERIES = words(
  'jhumka, kurta, kurtha, saree, silk saree, oxidised silver, earbuds, masala chai, yoga mat, terracota, ' +
    'kundan necklace, chikan kari',
);
