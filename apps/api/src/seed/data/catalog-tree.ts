/**
 * The demo store's catalogue outline: eight top categories, their sub-categories and leaves, and what
 * each leaf sells. `build-catalog.ts` turns this into products with a fixed random seed.
 */

/** The shape drawn on a product's generated image. */
export type IconKind = 'device' | 'headphones' | 'shirt' | 'shoe' | 'saree' | 'pot' | 'lamp' | 'jar' | 'leaf' | 'cup' | 'bottle' | 'ball' | 'dumbbell' | 'book' | 'pen' | 'watch';

/** Apparel gets sizes S to XXL, footwear UK sizes; both come in colours. */
export type VariantKind = 'apparel' | 'footwear';

export interface LeafSpec {
  name: string;
  /** Product nouns; names are "<brand> <modifier> <noun>". */
  items: string[];
  /** How many products (default 4). */
  count?: number;
  /** Price range in rupees. */
  price: [number, number];
  icon?: IconKind;
  variants?: VariantKind;
  brands?: string[];
}

export interface ChildSpec {
  name: string;
  showOnHeader: boolean;
  /** Links the category to a CMS page instead of a product list. */
  cmsSlug?: string;
  leaves: LeafSpec[];
}

export interface TopSpec {
  name: string;
  icon: IconKind;
  showOnHeader: boolean;
  isTop: boolean;
  brands: string[];
  modifiers: string[];
  /** Bullet points for descriptions. */
  features: string[];
  children: ChildSpec[];
}

export interface BrandSpec {
  name: string;
  featured: boolean;
}

export const BRANDS: BrandSpec[] = [
  { name: 'Voltix', featured: true },
  { name: 'Tarang Audio', featured: true },
  { name: 'Khadi Loom', featured: true },
  { name: 'Urban Desi', featured: true },
  { name: 'Rangrez', featured: true },
  { name: 'Stride', featured: false },
  { name: 'Ghar Sansar', featured: true },
  { name: 'Rasoi Ratna', featured: false },
  { name: 'Annapurna Farms', featured: true },
  { name: 'Masala Mandi', featured: false },
  { name: 'Chai Bagaan', featured: false },
  { name: 'Ayurveda Aura', featured: true },
  { name: 'Gulab Naturals', featured: false },
  { name: 'Khiladi Sports', featured: false },
  { name: 'Kitab Ghar', featured: false },
  { name: 'Chitrakala', featured: false },
];

export const CATALOG_TREE: TopSpec[] = [
  {
    name: 'Electronics',
    icon: 'device',
    showOnHeader: true,
    isTop: true,
    brands: ['Voltix', 'Tarang Audio'],
    modifiers: ['Neo', 'Pro', 'Max', 'Lite', 'Plus', 'Ultra'],
    features: ['1 year brand warranty', 'BIS certified', 'Free installation support', 'GST invoice included'],
    children: [
      {
        name: 'Mobiles & Accessories',
        showOnHeader: true,
        leaves: [
          { name: 'Smartphones', items: ['5G Smartphone (8 GB, 128 GB)', '4G Smartphone (4 GB, 64 GB)', '5G Smartphone (12 GB, 256 GB)'], price: [7999, 34999], brands: ['Voltix'] },
          { name: 'Power Banks', items: ['20000 mAh Power Bank', '10000 mAh Slim Power Bank', 'Magnetic Wireless Power Bank'], price: [799, 2499], brands: ['Voltix'] },
          { name: 'Chargers & Cables', items: ['65W GaN Fast Charger', 'Braided USB-C Cable (1.5 m)', 'Dual Port Car Charger'], price: [299, 1999], brands: ['Voltix'] },
        ],
      },
      {
        name: 'Audio',
        showOnHeader: true,
        leaves: [
          { name: 'Headphones', items: ['Over-Ear Wireless Headphones', 'Noise Cancelling Headphones', 'Wired Studio Headphones'], price: [999, 7999], icon: 'headphones', brands: ['Tarang Audio'] },
          { name: 'Earbuds', items: ['True Wireless Earbuds', 'ANC Earbuds with 40h Playback', 'Neckband Earphones'], price: [699, 4999], icon: 'headphones', brands: ['Tarang Audio'] },
          { name: 'Bluetooth Speakers', items: ['Portable Bluetooth Speaker', 'Party Speaker with Karaoke Mic', 'Waterproof Mini Speaker'], price: [899, 8999], icon: 'headphones', brands: ['Tarang Audio'] },
        ],
      },
      {
        name: 'Computer Accessories',
        showOnHeader: false,
        leaves: [
          { name: 'Keyboards & Mice', items: ['Wireless Keyboard and Mouse Combo', 'Mechanical Gaming Keyboard', 'Ergonomic Vertical Mouse'], price: [499, 4499] },
          { name: 'Storage', items: ['1 TB Portable SSD', '64 GB USB 3.2 Pen Drive', '2 TB External Hard Drive'], price: [449, 8999] },
        ],
      },
      { name: 'Warranty & Service', showOnHeader: false, cmsSlug: 'warranty-and-service', leaves: [] },
    ],
  },
  {
    name: "Men's Fashion",
    icon: 'shirt',
    showOnHeader: true,
    isTop: true,
    brands: ['Khadi Loom', 'Urban Desi'],
    modifiers: ['Classic', 'Slim Fit', 'Regular Fit', 'Festive', 'Everyday', 'Premium'],
    features: ['Breathable fabric', 'Colour-fast dyes', 'Easy 7-day returns', 'Made in India'],
    children: [
      {
        name: 'Clothing',
        showOnHeader: true,
        leaves: [
          { name: 'T-Shirts', items: ['Cotton Crew Neck T-Shirt', 'Polo T-Shirt', 'Printed Graphic T-Shirt'], price: [349, 999], variants: 'apparel' },
          { name: 'Shirts', items: ['Linen Casual Shirt', 'Oxford Formal Shirt', 'Checked Flannel Shirt'], price: [699, 1999], variants: 'apparel' },
          { name: 'Kurtas', items: ['Cotton Straight Kurta', 'Chikankari Kurta', 'Silk Blend Festive Kurta'], price: [799, 2999], variants: 'apparel' },
        ],
      },
      {
        name: 'Footwear',
        showOnHeader: true,
        leaves: [
          { name: 'Sneakers', items: ['Canvas Low-Top Sneakers', 'Running Sneakers', 'Leather Court Sneakers'], price: [999, 3999], icon: 'shoe', variants: 'footwear', brands: ['Stride'] },
          { name: 'Sandals & Chappals', items: ['Kolhapuri Chappals', 'Sports Sandals', 'Leather Slip-On Sandals'], price: [399, 1799], icon: 'shoe', variants: 'footwear', brands: ['Stride'] },
          { name: 'Formal Shoes', items: ['Derby Formal Shoes', 'Oxford Leather Shoes'], price: [1499, 4499], icon: 'shoe', variants: 'footwear', brands: ['Stride'] },
        ],
      },
      {
        name: 'Accessories',
        showOnHeader: false,
        leaves: [
          { name: 'Watches', items: ['Analog Leather Strap Watch', 'Smart Fitness Watch', 'Chronograph Steel Watch'], price: [999, 5999], icon: 'watch', brands: ['Voltix', 'Urban Desi'] },
          { name: 'Wallets & Belts', items: ['Genuine Leather Bifold Wallet', 'Reversible Leather Belt', 'RFID Card Holder'], price: [399, 1499] },
        ],
      },
    ],
  },
  {
    name: "Women's Fashion",
    icon: 'saree',
    showOnHeader: true,
    isTop: true,
    brands: ['Rangrez', 'Urban Desi'],
    modifiers: ['Handloom', 'Festive', 'Everyday', 'Designer', 'Classic', 'Printed'],
    features: ['Skin-friendly fabric', 'Handcrafted by Indian artisans', 'Easy 7-day returns', 'Colour-fast dyes'],
    children: [
      {
        name: 'Ethnic Wear',
        showOnHeader: true,
        leaves: [
          { name: 'Sarees', items: ['Banarasi Silk Saree', 'Cotton Tant Saree', 'Georgette Printed Saree'], price: [999, 6999], brands: ['Rangrez'] },
          { name: 'Kurtis', items: ['Anarkali Kurti', 'A-Line Cotton Kurti', 'Block Print Kurti'], price: [499, 1999], variants: 'apparel' },
          { name: 'Salwar Suits', items: ['Unstitched Salwar Suit Set', 'Cotton Palazzo Suit Set', 'Embroidered Sharara Set'], price: [999, 3999], variants: 'apparel' },
        ],
      },
      {
        name: 'Western Wear',
        showOnHeader: true,
        leaves: [
          { name: 'Tops', items: ['Ruffle Sleeve Top', 'Ribbed Crop Top', 'Printed Peplum Top'], price: [399, 1299], icon: 'shirt', variants: 'apparel' },
          { name: 'Dresses', items: ['Floral Midi Dress', 'Shirt Dress', 'Tiered Maxi Dress'], price: [799, 2499], icon: 'shirt', variants: 'apparel' },
          { name: 'Jeans', items: ['High Rise Skinny Jeans', 'Straight Fit Jeans', 'Wide Leg Jeans'], price: [899, 2299], icon: 'shirt', variants: 'apparel' },
        ],
      },
      {
        name: 'Footwear',
        showOnHeader: false,
        leaves: [
          { name: 'Flats', items: ['Embroidered Juttis', 'Ballet Flats', 'Strappy Flat Sandals'], price: [399, 1499], icon: 'shoe', variants: 'footwear', brands: ['Stride', 'Rangrez'] },
          { name: 'Heels', items: ['Block Heel Sandals', 'Kitten Heel Pumps'], price: [799, 2499], icon: 'shoe', variants: 'footwear', brands: ['Stride'] },
        ],
      },
    ],
  },
  {
    name: 'Home & Kitchen',
    icon: 'pot',
    showOnHeader: true,
    isTop: true,
    brands: ['Ghar Sansar', 'Rasoi Ratna'],
    modifiers: ['Classic', 'Premium', 'Compact', 'Family Size', 'Deluxe', 'Smart'],
    features: ['ISI marked', 'Easy to clean', '2 year warranty', 'Suitable for Indian kitchens'],
    children: [
      {
        name: 'Cookware',
        showOnHeader: true,
        leaves: [
          { name: 'Pressure Cookers', items: ['Aluminium Pressure Cooker (3 L)', 'Stainless Steel Pressure Cooker (5 L)', 'Hard Anodised Pressure Cooker (2 L)'], price: [899, 3499], brands: ['Rasoi Ratna'] },
          { name: 'Kadais & Tawas', items: ['Cast Iron Kadai', 'Non-Stick Dosa Tawa', 'Triply Steel Kadai'], price: [499, 2499], brands: ['Rasoi Ratna'] },
          { name: 'Storage Containers', items: ['Steel Masala Dabba', 'Airtight Container Set of 6', 'Glass Jar Set'], price: [349, 1499], icon: 'jar' },
        ],
      },
      {
        name: 'Kitchen Appliances',
        showOnHeader: true,
        leaves: [
          { name: 'Mixer Grinders', items: ['750W Mixer Grinder with 3 Jars', '500W Mixer Grinder', 'Juicer Mixer Grinder'], price: [1999, 6499], brands: ['Ghar Sansar'] },
          { name: 'Electric Kettles', items: ['1.5 L Stainless Steel Kettle', 'Glass Electric Kettle', 'Travel Kettle'], price: [599, 1999], icon: 'cup', brands: ['Ghar Sansar'] },
          { name: 'Induction Cooktops', items: ['2000W Induction Cooktop', 'Touch Panel Induction Cooktop'], price: [1499, 3999], brands: ['Ghar Sansar'] },
        ],
      },
      {
        name: 'Home Decor',
        showOnHeader: false,
        leaves: [
          { name: 'Lamps & Lighting', items: ['Brass Diya Set', 'Bamboo Table Lamp', 'Decorative String Lights'], price: [299, 2499], icon: 'lamp' },
          { name: 'Cushion Covers', items: ['Jaipuri Print Cushion Covers (Set of 5)', 'Velvet Cushion Covers (Set of 2)', 'Embroidered Cushion Covers'], price: [399, 1299], icon: 'lamp' },
        ],
      },
    ],
  },
  {
    name: 'Grocery & Gourmet',
    icon: 'leaf',
    showOnHeader: true,
    isTop: true,
    brands: ['Annapurna Farms', 'Masala Mandi', 'Chai Bagaan'],
    modifiers: ['Organic', 'Premium', 'Farm Fresh', 'Stone Ground', 'Family Pack', 'Select'],
    features: ['FSSAI licensed', 'No added preservatives', 'Sourced from Indian farms', 'Hygienically packed'],
    children: [
      {
        name: 'Staples',
        showOnHeader: true,
        leaves: [
          { name: 'Atta & Flours', items: ['Whole Wheat Atta (5 kg)', 'Besan (1 kg)', 'Multigrain Atta (5 kg)'], price: [79, 449], icon: 'jar', brands: ['Annapurna Farms'] },
          { name: 'Rice', items: ['Basmati Rice (5 kg)', 'Sona Masoori Rice (10 kg)', 'Brown Rice (1 kg)'], price: [99, 1199], icon: 'jar', brands: ['Annapurna Farms'] },
          { name: 'Dals & Pulses', items: ['Toor Dal (1 kg)', 'Moong Dal (1 kg)', 'Kabuli Chana (1 kg)'], price: [99, 299], icon: 'jar', brands: ['Annapurna Farms'] },
        ],
      },
      {
        name: 'Spices & Masalas',
        showOnHeader: true,
        leaves: [
          { name: 'Whole Spices', items: ['Green Cardamom (100 g)', 'Cumin Seeds (200 g)', 'Kashmiri Red Chilli (200 g)'], price: [79, 499], brands: ['Masala Mandi'] },
          { name: 'Blended Masalas', items: ['Garam Masala (100 g)', 'Sambar Masala (200 g)', 'Pav Bhaji Masala (100 g)'], price: [49, 199], brands: ['Masala Mandi'] },
        ],
      },
      {
        name: 'Tea & Snacks',
        showOnHeader: false,
        leaves: [
          { name: 'Tea', items: ['Assam CTC Tea (500 g)', 'Darjeeling First Flush Tea (100 g)', 'Masala Chai Blend (250 g)'], price: [149, 899], icon: 'cup', brands: ['Chai Bagaan'] },
          { name: 'Coffee', items: ['Filter Coffee Powder (500 g)', 'Instant Coffee (100 g)', 'Coorg Arabica Beans (250 g)'], price: [149, 699], icon: 'cup', brands: ['Chai Bagaan'] },
          { name: 'Namkeen', items: ['Bhujia Sev (400 g)', 'Khatta Meetha Mix (400 g)', 'Roasted Makhana (100 g)'], price: [59, 249], icon: 'jar', brands: ['Annapurna Farms'] },
        ],
      },
      { name: 'Bulk & Wholesale', showOnHeader: false, cmsSlug: 'bulk-orders', leaves: [] },
    ],
  },
  {
    name: 'Beauty & Personal Care',
    icon: 'bottle',
    showOnHeader: true,
    isTop: true,
    brands: ['Ayurveda Aura', 'Gulab Naturals'],
    modifiers: ['Ayurvedic', 'Herbal', 'Daily', 'Intense', 'Gentle', 'Natural'],
    features: ['Dermatologically tested', 'Paraben free', 'Not tested on animals', 'Suitable for Indian skin'],
    children: [
      {
        name: 'Skin Care',
        showOnHeader: true,
        leaves: [
          { name: 'Face Wash', items: ['Neem Face Wash (150 ml)', 'Ubtan Face Wash (100 ml)', 'Vitamin C Face Wash (100 ml)'], price: [149, 449] },
          { name: 'Moisturisers', items: ['Aloe Vera Gel (200 ml)', 'Kumkumadi Night Cream (50 g)', 'Oil-Free Moisturiser (100 ml)'], price: [199, 899] },
          { name: 'Sunscreen', items: ['SPF 50 Sunscreen Gel (50 g)', 'Tinted Sunscreen SPF 30 (50 ml)'], price: [299, 699] },
        ],
      },
      {
        name: 'Hair Care',
        showOnHeader: true,
        leaves: [
          { name: 'Shampoo', items: ['Onion Shampoo (250 ml)', 'Shikakai Shampoo (200 ml)', 'Anti-Dandruff Shampoo (340 ml)'], price: [199, 599] },
          { name: 'Hair Oil', items: ['Bhringraj Hair Oil (200 ml)', 'Cold Pressed Coconut Oil (500 ml)', 'Amla Hair Oil (300 ml)'], price: [149, 499] },
        ],
      },
      {
        name: 'Fragrances',
        showOnHeader: false,
        leaves: [
          { name: 'Perfumes', items: ['Mogra Eau de Parfum (50 ml)', 'Oud Attar (12 ml)', 'Sandalwood Eau de Parfum (100 ml)'], price: [399, 2499] },
          { name: 'Deodorants', items: ['Fresh Aqua Deodorant (150 ml)', 'Sandal Musk Deodorant (150 ml)'], price: [199, 349] },
        ],
      },
    ],
  },
  {
    name: 'Sports & Fitness',
    icon: 'ball',
    showOnHeader: false,
    isTop: true,
    brands: ['Khiladi Sports'],
    modifiers: ['Pro', 'Club', 'Training', 'Match', 'Junior', 'Elite'],
    features: ['Durable build', 'Used by state-level players', '6 month warranty', 'Lightweight'],
    children: [
      {
        name: 'Fitness Equipment',
        showOnHeader: true,
        leaves: [
          { name: 'Yoga Mats', items: ['6 mm Anti-Slip Yoga Mat', 'Cork Yoga Mat', 'Travel Yoga Mat'], price: [499, 2499] },
          { name: 'Dumbbells', items: ['PVC Dumbbell Pair (5 kg)', 'Adjustable Dumbbell Set (20 kg)', 'Neoprene Dumbbells (2 kg)'], price: [599, 4999], icon: 'dumbbell' },
        ],
      },
      {
        name: 'Sports Gear',
        showOnHeader: true,
        leaves: [
          { name: 'Cricket', items: ['Kashmir Willow Cricket Bat', 'Leather Cricket Ball (Pack of 2)', 'Batting Gloves'], price: [399, 3999] },
          { name: 'Badminton', items: ['Graphite Badminton Racquet', 'Feather Shuttlecocks (Pack of 10)', 'Badminton Kit Bag'], price: [299, 2999] },
          { name: 'Football', items: ['Size 5 Football', 'Football Shin Guards', 'Training Cones Set'], price: [299, 1499] },
        ],
      },
      {
        name: 'Sportswear',
        showOnHeader: false,
        leaves: [
          { name: 'Track Pants', items: ['Dri-Fit Track Pants', 'Cotton Joggers'], price: [599, 1499], icon: 'shirt', variants: 'apparel' },
          { name: 'Sports T-Shirts', items: ['Quick Dry Sports T-Shirt', 'Compression T-Shirt'], price: [399, 999], icon: 'shirt', variants: 'apparel' },
        ],
      },
    ],
  },
  {
    name: 'Books & Stationery',
    icon: 'book',
    showOnHeader: false,
    isTop: false,
    brands: ['Kitab Ghar', 'Chitrakala'],
    modifiers: ['Bestselling', 'Illustrated', 'Classic', 'Student', 'Premium', 'Collector'],
    features: ['Printed on acid-free paper', 'Ships in protective packaging', 'Loved by readers across India'],
    children: [
      {
        name: 'Books',
        showOnHeader: true,
        leaves: [
          { name: 'Fiction', items: ['Monsoon Stories (Paperback)', 'The Banyan Tree Novel', 'Tales from Malgudi Lanes'], price: [199, 699], brands: ['Kitab Ghar'] },
          { name: 'Non-Fiction', items: ['Indian History Primer', 'Personal Finance in Rupees', 'Healthy Indian Cooking'], price: [249, 899], brands: ['Kitab Ghar'] },
          { name: "Children's Books", items: ['Panchatantra Picture Book', 'Hindi Varnamala Activity Book', 'Bedtime Tales Collection'], price: [149, 499], brands: ['Kitab Ghar'] },
        ],
      },
      {
        name: 'Stationery',
        showOnHeader: true,
        leaves: [
          { name: 'Notebooks', items: ['A5 Ruled Notebook (Pack of 4)', 'Hardbound Diary 2025', 'Spiral Sketch Notebook'], price: [99, 599], brands: ['Chitrakala'] },
          { name: 'Pens', items: ['Gel Pen Set (Pack of 10)', 'Fountain Pen with Ink', 'Brush Pen Set'], price: [99, 999], icon: 'pen', brands: ['Chitrakala'] },
        ],
      },
      {
        name: 'Art Supplies',
        showOnHeader: false,
        leaves: [
          { name: 'Colours & Paints', items: ['Acrylic Colour Set (24 Shades)', 'Watercolour Cakes (18 Shades)', 'Oil Pastels (50 Shades)'], price: [149, 1299], icon: 'pen', brands: ['Chitrakala'] },
          { name: 'Sketchbooks', items: ['A4 Sketchbook (100 Sheets)', 'Handmade Paper Journal'], price: [149, 699], brands: ['Chitrakala'] },
        ],
      },
    ],
  },
];
