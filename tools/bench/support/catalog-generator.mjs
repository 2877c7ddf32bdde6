/**
 * A deterministic large catalogue in the CLI's import format (apps/api/README.md): realistic product
 * names and descriptions from word lists, ~100 brands, 20 top categories with 9 sub-categories each
 * (200 in all). Deterministic (seeded) so BEFORE and AFTER runs search the same data.
 */

const ADJECTIVES = ['classic', 'slim', 'premium', 'everyday', 'organic', 'vintage', 'rugged', 'soft', 'compact',
  'wireless', 'smart', 'festive', 'handloom', 'lightweight', 'waterproof', 'cosy', 'elegant', 'sporty', 'urban', 'royal'];
const MATERIALS = ['cotton', 'linen', 'silk', 'leather', 'denim', 'steel', 'bamboo', 'wool', 'khadi', 'brass',
  'ceramic', 'glass', 'teak', 'jute', 'copper', 'rayon', 'chiffon', 'velvet', 'aluminium', 'marble'];
const COLOURS = ['black', 'white', 'indigo', 'maroon', 'mustard', 'olive', 'teal', 'saffron', 'ivory', 'charcoal',
  'peach', 'navy', 'emerald', 'rust', 'lavender'];
/** Top category -> nouns of its products (the sub-categories are named after the nouns). */
const DEPARTMENTS = {
  Men: ['shirt', 'kurta', 'trousers', 'jeans', 'blazer', 'jacket', 'sherwani', 'polo', 'shorts'],
  Women: ['saree', 'kurti', 'lehenga', 'dupatta', 'dress', 'blouse', 'palazzo', 'salwar', 'skirt'],
  Kids: ['romper', 'frock', 'tee', 'dungaree', 'pyjama', 'hoodie', 'onesie', 'cardigan', 'bib'],
  Footwear: ['sneakers', 'sandals', 'loafers', 'juttis', 'kolhapuris', 'boots', 'slippers', 'heels', 'flats'],
  Electronics: ['earbuds', 'headphones', 'speaker', 'smartwatch', 'charger', 'powerbank', 'keyboard', 'mouse', 'webcam'],
  Mobiles: ['smartphone', 'case', 'screenguard', 'cable', 'holder', 'stylus', 'tripod', 'gimbal', 'adapter'],
  Kitchen: ['kadai', 'tawa', 'cooker', 'mixer', 'kettle', 'tiffin', 'bottle', 'knife', 'grinder'],
  Home: ['bedsheet', 'curtain', 'cushion', 'rug', 'lamp', 'clock', 'vase', 'mirror', 'towel'],
  Beauty: ['serum', 'moisturiser', 'lipstick', 'kajal', 'shampoo', 'sunscreen', 'facewash', 'perfume', 'soap'],
  Sports: ['racket', 'football', 'yogamat', 'dumbbell', 'cricketbat', 'helmet', 'gloves', 'skipping', 'cycle'],
  Books: ['novel', 'cookbook', 'atlas', 'diary', 'comic', 'biography', 'dictionary', 'anthology', 'workbook'],
  Toys: ['puzzle', 'blocks', 'doll', 'car', 'kite', 'spinner', 'boardgame', 'robot', 'plush'],
  Jewellery: ['necklace', 'bangles', 'earrings', 'ring', 'anklet', 'pendant', 'bracelet', 'nosepin', 'maangtikka'],
  Bags: ['backpack', 'handbag', 'wallet', 'duffel', 'sling', 'clutch', 'trolley', 'tote', 'pouch'],
  Watches: ['chronograph', 'analog', 'digital', 'strap', 'dial', 'pocketwatch', 'fitnessband', 'smartband', 'timer'],
  Grocery: ['basmati', 'atta', 'ghee', 'masala', 'tea', 'coffee', 'honey', 'dal', 'pickle'],
  Furniture: ['sofa', 'chair', 'table', 'bookshelf', 'wardrobe', 'bed', 'stool', 'desk', 'cabinet'],
  Garden: ['planter', 'seeds', 'hose', 'shovel', 'fertiliser', 'sprinkler', 'trellis', 'pebbles', 'birdfeeder'],
  Pets: ['leash', 'collar', 'petbed', 'kibble', 'chewtoy', 'bowl', 'shampoo', 'harness', 'scratcher'],
  Stationery: ['notebook', 'pen', 'pencil', 'planner', 'marker', 'stapler', 'folder', 'eraser', 'sketchbook'],
};
const BRAND_PARTS = [['Tarang', 'Voltix', 'Sutra', 'Kesar', 'Nila', 'Aarohi', 'Bodhi', 'Chakra', 'Dhara', 'Ekam'],
  ['', ' Living', ' Craft', ' Works', ' & Co', ' Studio', ' Labs', ' Home', ' Wear', ' India']];
const SENTENCES = [
  'Made for {use} with {material} that lasts.', 'A {adjective} pick in {colour} for every season.',
  'Easy care: {care}.', 'Designed in India, loved by {who}.', 'Pairs well with our {other} range.',
  'Comes with a 30 day easy return.', 'Sized true; see the size chart for the fit.',
];
const FILL = {
  use: ['daily use', 'weddings', 'the office', 'travel', 'festivals', 'weekends', 'gifting'],
  care: ['machine wash cold', 'wipe with a dry cloth', 'hand wash only', 'dry clean recommended'],
  who: ['families', 'students', 'home chefs', 'athletes', 'collectors', 'professionals'],
};

/** mulberry32: a small seeded random number generator (same catalogue on every run). */
function seeded(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const slugOf = (text) => text.toLowerCase().replace(/&/g, 'and').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
const title = (word) => word[0].toUpperCase() + word.slice(1);

/** `{ brands, categories, products }` with `count` products. */
export function generateCatalog(count, seed = 13) {
  const random = seeded(seed);
  const pick = (list) => list[Math.floor(random() * list.length)];

  const brands = BRAND_PARTS[0].flatMap((first) => BRAND_PARTS[1].map((second) => first + second))
    .map((name) => ({ name, slug: `bench-${slugOf(name)}` }));
  const categories = [];
  const leaves = [];
  for (const [department, nouns] of Object.entries(DEPARTMENTS)) {
    const topSlug = `bench-${slugOf(department)}`;
    categories.push({ name: department, slug: topSlug });
    for (const noun of nouns) {
      const slug = `${topSlug}-${slugOf(noun)}`;
      categories.push({ name: `${title(noun)}s`, slug, parent_slug: topSlug });
      leaves.push({ slug, noun });
    }
  }

  const products = [];
  for (let i = 0; i < count; i++) {
    const leaf = pick(leaves);
    const brand = pick(brands);
    const adjective = pick(ADJECTIVES);
    const material = pick(MATERIALS);
    const colour = pick(COLOURS);
    const name = `${brand.name} ${title(adjective)} ${title(material)} ${title(leaf.noun)} ${title(colour)} ${i + 1}`;
    const fill = { adjective, material, colour, other: pick(Object.values(DEPARTMENTS).flat()), ...Object.fromEntries(
      Object.entries(FILL).map(([key, list]) => [key, pick(list)])) };
    const sentences = Array.from({ length: 3 }, () => pick(SENTENCES).replace(/\{(\w+)\}/g, (_, key) => fill[key]));
    const price = Math.round((99 + random() * 9900) * 100) / 100;
    products.push({
      sku: `BENCH-${String(i + 1).padStart(6, '0')}`,
      name,
      description: `<p>${sentences.join(' ')}</p>`,
      price,
      compare_price: random() < 0.3 ? Math.round(price * 1.25 * 100) / 100 : null,
      stock_qty: Math.floor(random() * 50),
      back_order: random() < 0.1,
      brand_slug: brand.slug,
      category_slugs: [leaf.slug],
      images: ['/assets/images/placeholder.svg'],
    });
  }
  return { brands, categories, products };
}
