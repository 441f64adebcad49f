/*
 * The words the demo catalogue is composed from: two-level categories with their product nouns, modifiers,
 * properties and plausible price and weight ranges, in English and Chinese. Titles are built the way
 * marketplace sellers write them (season, style, material, noun, selling point), so keyword search has
 * realistic text to rank.
 */

/** An English and a Chinese form of the same word or phrase. */
export type Bi = readonly [en: string, zh: string];

export interface Colour {
  name: Bi;
  hex: string;
}

export const COLOURS: readonly Colour[] = [
  { name: ['Black', '黑色'], hex: '#1f1f1f' },
  { name: ['White', '白色'], hex: '#f4f4f2' },
  { name: ['Red', '红色'], hex: '#c8283c' },
  { name: ['Navy', '藏青色'], hex: '#1d2f5a' },
  { name: ['Grey', '灰色'], hex: '#8a8d91' },
  { name: ['Pink', '粉色'], hex: '#f1a7be' },
  { name: ['Beige', '米色'], hex: '#e6d5b8' },
  { name: ['Khaki', '卡其色'], hex: '#b39b6b' },
  { name: ['Green', '绿色'], hex: '#3c8d4f' },
  { name: ['Blue', '蓝色'], hex: '#2f6fd0' },
  { name: ['Purple', '紫色'], hex: '#7a4bb3' },
  { name: ['Yellow', '黄色'], hex: '#f2c531' },
  { name: ['Brown', '棕色'], hex: '#6e4a2e' },
  { name: ['Orange', '橙色'], hex: '#ef7b2a' },
  { name: ['Sky Blue', '天蓝色'], hex: '#8cc8ee' },
  { name: ['Mint', '薄荷绿'], hex: '#9fe0c4' },
];

export type PropertyKey =
  | 'colour'
  | 'clothingSize'
  | 'shoeSize'
  | 'phoneModel'
  | 'power'
  | 'cableLength'
  | 'capacityMah'
  | 'capacityMl'
  | 'bedSize'
  | 'shade'
  | 'pieces'
  | 'dumbbellWeight'
  | 'thickness'
  | 'suitcaseSize'
  | 'spec';

export interface PropertySpec {
  name: Bi;
  /** Omitted for colour (values come from COLOURS and carry swatch images). */
  values?: readonly Bi[];
  /** How many values a product offers. */
  count: readonly [number, number];
  /** Price uplift per step along the value list, as a fraction of the base price (bigger = dearer). */
  step: number;
}

export const PROPERTIES: Record<PropertyKey, PropertySpec> = {
  colour: { name: ['Colour', '颜色'], count: [2, 5], step: 0 },
  clothingSize: {
    name: ['Size', '尺码'],
    values: [
      ['S', 'S'],
      ['M', 'M'],
      ['L', 'L'],
      ['XL', 'XL'],
      ['XXL', 'XXL'],
      ['3XL', '3XL'],
    ],
    count: [3, 6],
    step: 0.02,
  },
  shoeSize: {
    name: ['Size', '尺码'],
    values: [
      ['36', '36'],
      ['37', '37'],
      ['38', '38'],
      ['39', '39'],
      ['40', '40'],
      ['41', '41'],
      ['42', '42'],
      ['43', '43'],
      ['44', '44'],
    ],
    count: [4, 8],
    step: 0,
  },
  phoneModel: {
    name: ['Model', '型号'],
    values: [
      ['iPhone 15', 'iPhone 15'],
      ['iPhone 15 Pro', 'iPhone 15 Pro'],
      ['iPhone 15 Pro Max', 'iPhone 15 Pro Max'],
      ['iPhone 16', 'iPhone 16'],
      ['iPhone 16 Pro', 'iPhone 16 Pro'],
      ['Huawei Mate 60', '华为 Mate 60'],
      ['Xiaomi 14', '小米14'],
      ['Samsung S24', '三星 S24'],
    ],
    count: [3, 6],
    step: 0.03,
  },
  power: {
    name: ['Power', '功率'],
    values: [
      ['20W', '20W'],
      ['33W', '33W'],
      ['65W', '65W'],
      ['100W', '100W'],
    ],
    count: [2, 4],
    step: 0.35,
  },
  cableLength: {
    name: ['Length', '长度'],
    values: [
      ['0.5m', '0.5米'],
      ['1m', '1米'],
      ['1.5m', '1.5米'],
      ['2m', '2米'],
    ],
    count: [2, 4],
    step: 0.15,
  },
  capacityMah: {
    name: ['Capacity', '容量'],
    values: [
      ['5000mAh', '5000毫安'],
      ['10000mAh', '10000毫安'],
      ['20000mAh', '20000毫安'],
    ],
    count: [2, 3],
    step: 0.4,
  },
  capacityMl: {
    name: ['Capacity', '容量'],
    values: [
      ['350ml', '350毫升'],
      ['500ml', '500毫升'],
      ['750ml', '750毫升'],
      ['1L', '1升'],
    ],
    count: [2, 4],
    step: 0.15,
  },
  bedSize: {
    name: ['Bed size', '适用床尺寸'],
    values: [
      ['1.2m', '1.2米床'],
      ['1.5m', '1.5米床'],
      ['1.8m', '1.8米床'],
      ['2.0m', '2.0米床'],
    ],
    count: [2, 4],
    step: 0.12,
  },
  shade: {
    name: ['Shade', '色号'],
    values: [
      ['#01 Rose', '#01 玫瑰'],
      ['#02 Coral', '#02 珊瑚'],
      ['#03 Nude', '#03 裸色'],
      ['#04 Brick', '#04 砖红'],
      ['#05 Berry', '#05 莓果'],
      ['#06 Cherry', '#06 樱桃'],
    ],
    count: [3, 6],
    step: 0,
  },
  pieces: {
    name: ['Pieces', '颗粒数'],
    values: [
      ['300 pcs', '300颗粒'],
      ['600 pcs', '600颗粒'],
      ['1000 pcs', '1000颗粒'],
      ['2000 pcs', '2000颗粒'],
    ],
    count: [2, 4],
    step: 0.5,
  },
  dumbbellWeight: {
    name: ['Weight', '重量'],
    values: [
      ['5kg', '5公斤'],
      ['10kg', '10公斤'],
      ['15kg', '15公斤'],
      ['20kg', '20公斤'],
    ],
    count: [2, 4],
    step: 0.6,
  },
  thickness: {
    name: ['Thickness', '厚度'],
    values: [
      ['6mm', '6毫米'],
      ['8mm', '8毫米'],
      ['10mm', '10毫米'],
      ['15mm', '15毫米'],
    ],
    count: [2, 4],
    step: 0.15,
  },
  suitcaseSize: {
    name: ['Size', '尺寸'],
    values: [
      ['20 inch', '20寸'],
      ['24 inch', '24寸'],
      ['26 inch', '26寸'],
      ['28 inch', '28寸'],
    ],
    count: [2, 4],
    step: 0.18,
  },
  spec: {
    name: ['Pack', '规格'],
    values: [
      ['Single', '单个装'],
      ['Pack of 2', '两件装'],
      ['Pack of 3', '三件装'],
      ['Pack of 5', '五件装'],
    ],
    count: [2, 4],
    step: 0.7,
  },
};

/** Simple silhouettes drawn on the generated product images, one per top category. */
export type Glyph = 'shirt' | 'dress' | 'shoe' | 'bag' | 'phone' | 'home' | 'bottle' | 'toy' | 'dumbbell' | 'watch';

export interface LeafCategory {
  slug: string;
  name: Bi;
  nouns: readonly Bi[];
  properties: readonly PropertyKey[];
  /** Retail price range in CNY. */
  price: readonly [number, number];
  /** Grams per piece. */
  weight: readonly [number, number];
  /** Materials that fit this kind of item, when the top category's list does not. */
  materials?: readonly Bi[];
}

export interface TopCategory {
  slug: string;
  name: Bi;
  glyph: Glyph;
  adjectives: readonly Bi[];
  materials: readonly Bi[];
  leaves: readonly LeafCategory[];
}

const SEASONS: readonly Bi[] = [
  ['Summer', '夏季'],
  ['Winter', '冬季'],
  ['Spring', '春季'],
  ['Autumn', '秋季'],
  ['2025 New', '2025新款'],
  ['Spring Summer', '春夏'],
];

export const CATEGORIES: readonly TopCategory[] = [
  {
    slug: 'women',
    name: ["Women's Clothing", '女装'],
    glyph: 'dress',
    adjectives: [
      ['Korean Style', '韩版'],
      ['Loose', '宽松'],
      ['Slim Fit', '修身'],
      ['Vintage', '复古'],
      ['French Style', '法式'],
      ['Elegant', '气质'],
      ['Casual', '休闲'],
      ['High Waist', '高腰'],
      ...SEASONS,
    ],
    materials: [
      ['Cotton', '纯棉'],
      ['Linen', '亚麻'],
      ['Silk', '真丝'],
      ['Chiffon', '雪纺'],
      ['Knit', '针织'],
      ['Denim', '牛仔'],
    ],
    leaves: [
      {
        slug: 'dresses',
        name: ['Dresses', '连衣裙'],
        nouns: [
          ['Dress', '连衣裙'],
          ['Midi Dress', '中长款连衣裙'],
          ['Floral Dress', '碎花裙'],
        ],
        properties: ['colour', 'clothingSize'],
        price: [59, 399],
        weight: [200, 450],
      },
      {
        slug: 'women-tops',
        name: ['Tops & T-shirts', '上衣T恤'],
        nouns: [
          ['T-shirt', 'T恤'],
          ['Blouse', '衬衫'],
          ['Crop Top', '短款上衣'],
        ],
        properties: ['colour', 'clothingSize'],
        price: [29, 169],
        weight: [120, 280],
      },
      {
        slug: 'women-coats',
        name: ['Coats & Jackets', '外套'],
        nouns: [
          ['Coat', '大衣'],
          ['Trench Coat', '风衣'],
          ['Puffer Jacket', '羽绒服'],
        ],
        properties: ['colour', 'clothingSize'],
        price: [159, 899],
        weight: [600, 1500],
        materials: [
          ['Wool', '羊毛'],
          ['Down', '羽绒'],
          ['Cotton', '纯棉'],
        ],
      },
      {
        slug: 'skirts',
        name: ['Skirts', '半身裙'],
        nouns: [
          ['Skirt', '半身裙'],
          ['Pleated Skirt', '百褶裙'],
          ['A-line Skirt', 'A字裙'],
        ],
        properties: ['colour', 'clothingSize'],
        price: [39, 259],
        weight: [150, 400],
      },
    ],
  },
  {
    slug: 'men',
    name: ["Men's Clothing", '男装'],
    glyph: 'shirt',
    adjectives: [
      ['Casual', '休闲'],
      ['Business', '商务'],
      ['Streetwear', '潮牌'],
      ['Oversized', '大码'],
      ['Slim Fit', '修身'],
      ['Sports', '运动'],
      ...SEASONS,
    ],
    materials: [
      ['Cotton', '纯棉'],
      ['Linen', '亚麻'],
      ['Fleece', '加绒'],
      ['Polyester', '涤纶'],
      ['Denim', '牛仔'],
    ],
    leaves: [
      {
        slug: 'shirts',
        name: ['Shirts', '衬衫'],
        nouns: [
          ['Shirt', '衬衫'],
          ['Oxford Shirt', '牛津纺衬衫'],
          ['Short Sleeve Shirt', '短袖衬衫'],
        ],
        properties: ['colour', 'clothingSize'],
        price: [49, 299],
        weight: [180, 350],
      },
      {
        slug: 'hoodies',
        name: ['Hoodies & Sweatshirts', '卫衣'],
        nouns: [
          ['Hoodie', '连帽卫衣'],
          ['Sweatshirt', '圆领卫衣'],
        ],
        properties: ['colour', 'clothingSize'],
        price: [69, 359],
        weight: [400, 800],
      },
      {
        slug: 'men-tshirts',
        name: ['T-shirts', 'T恤'],
        nouns: [
          ['T-shirt', 'T恤'],
          ['Polo Shirt', 'POLO衫'],
        ],
        properties: ['colour', 'clothingSize'],
        price: [25, 199],
        weight: [150, 300],
      },
      {
        slug: 'trousers',
        name: ['Trousers & Jeans', '裤子'],
        nouns: [
          ['Jeans', '牛仔裤'],
          ['Cargo Pants', '工装裤'],
          ['Chinos', '休闲裤'],
        ],
        properties: ['colour', 'clothingSize'],
        price: [59, 329],
        weight: [350, 750],
      },
    ],
  },
  {
    slug: 'shoes',
    name: ['Shoes', '鞋靴'],
    glyph: 'shoe',
    adjectives: [
      ['Breathable', '透气'],
      ['Lightweight', '轻便'],
      ['Non-slip', '防滑'],
      ['Retro', '复古'],
      ['Thick Sole', '厚底'],
      ['Couple', '情侣款'],
      ...SEASONS,
    ],
    materials: [
      ['Leather', '真皮'],
      ['Mesh', '网面'],
      ['Canvas', '帆布'],
      ['Suede', '麂皮'],
    ],
    leaves: [
      {
        slug: 'sneakers',
        name: ['Sneakers', '运动鞋'],
        nouns: [
          ['Sneakers', '运动鞋'],
          ['Running Shoes', '跑步鞋'],
          ['Basketball Shoes', '篮球鞋'],
          ['Skate Shoes', '板鞋'],
        ],
        properties: ['colour', 'shoeSize'],
        price: [99, 899],
        weight: [600, 1100],
      },
      {
        slug: 'boots',
        name: ['Boots', '靴子'],
        nouns: [
          ['Chelsea Boots', '切尔西靴'],
          ['Martin Boots', '马丁靴'],
          ['Snow Boots', '雪地靴'],
        ],
        properties: ['colour', 'shoeSize'],
        price: [159, 699],
        weight: [900, 1600],
      },
      {
        slug: 'sandals',
        name: ['Sandals & Slippers', '凉鞋拖鞋'],
        nouns: [
          ['Sandals', '凉鞋'],
          ['Slippers', '拖鞋'],
          ['Slides', '一字拖'],
        ],
        properties: ['colour', 'shoeSize'],
        price: [19, 199],
        weight: [250, 600],
      },
    ],
  },
  {
    slug: 'bags',
    name: ['Bags & Luggage', '箱包'],
    glyph: 'bag',
    adjectives: [
      ['Large Capacity', '大容量'],
      ['Waterproof', '防水'],
      ['Minimalist', '简约'],
      ['Commuter', '通勤'],
      ['Anti-theft', '防盗'],
      ['Mini', '迷你'],
    ],
    materials: [
      ['Leather', '真皮'],
      ['Nylon', '尼龙'],
      ['Canvas', '帆布'],
      ['PU Leather', 'PU皮'],
    ],
    leaves: [
      {
        slug: 'backpacks',
        name: ['Backpacks', '双肩包'],
        nouns: [
          ['Backpack', '双肩包'],
          ['Laptop Backpack', '电脑背包'],
          ['School Bag', '书包'],
        ],
        properties: ['colour'],
        price: [49, 399],
        weight: [400, 1100],
      },
      {
        slug: 'handbags',
        name: ['Handbags', '女包'],
        nouns: [
          ['Handbag', '手提包'],
          ['Crossbody Bag', '斜挎包'],
          ['Tote Bag', '托特包'],
        ],
        properties: ['colour'],
        price: [59, 699],
        weight: [300, 900],
      },
      {
        slug: 'wallets',
        name: ['Wallets', '钱包'],
        nouns: [
          ['Wallet', '钱包'],
          ['Card Holder', '卡包'],
        ],
        properties: ['colour'],
        price: [19, 259],
        weight: [60, 200],
      },
      {
        slug: 'luggage',
        name: ['Luggage', '行李箱'],
        nouns: [
          ['Suitcase', '行李箱'],
          ['Carry-on Luggage', '登机箱'],
        ],
        properties: ['colour', 'suitcaseSize'],
        price: [199, 999],
        weight: [2800, 5200],
        materials: [
          ['PC', 'PC'],
          ['Aluminium', '铝框'],
        ],
      },
    ],
  },
  {
    slug: 'digital',
    name: ['Phone & Electronics Accessories', '数码配件'],
    glyph: 'phone',
    adjectives: [
      ['Fast Charging', '快充'],
      ['Wireless', '无线'],
      ['Magnetic', '磁吸'],
      ['Shockproof', '防摔'],
      ['Transparent', '透明'],
      ['Portable', '便携'],
    ],
    materials: [
      ['Silicone', '硅胶'],
      ['Tempered Glass', '钢化玻璃'],
      ['Aluminium', '铝合金'],
      ['Braided', '编织'],
    ],
    leaves: [
      {
        slug: 'phone-cases',
        name: ['Phone Cases', '手机壳'],
        nouns: [
          ['Phone Case', '手机壳'],
          ['MagSafe Case', 'MagSafe手机壳'],
        ],
        properties: ['colour', 'phoneModel'],
        price: [9, 89],
        weight: [30, 80],
        materials: [
          ['Silicone', '硅胶'],
          ['TPU', 'TPU'],
          ['Leather', '皮质'],
        ],
      },
      {
        slug: 'chargers',
        name: ['Chargers', '充电器'],
        nouns: [
          ['Charger', '充电器'],
          ['GaN Charger', '氮化镓充电头'],
        ],
        properties: ['power'],
        price: [29, 199],
        weight: [60, 220],
        materials: [],
      },
      {
        slug: 'cables',
        name: ['Cables', '数据线'],
        nouns: [
          ['USB-C Cable', 'Type-C数据线'],
          ['Lightning Cable', '苹果数据线'],
        ],
        properties: ['colour', 'cableLength'],
        price: [9, 69],
        weight: [30, 90],
        materials: [
          ['Braided', '编织'],
          ['Nylon', '尼龙'],
          ['Aluminium', '铝合金'],
        ],
      },
      {
        slug: 'earphones',
        name: ['Earphones', '耳机'],
        nouns: [
          ['Bluetooth Earbuds', '蓝牙耳机'],
          ['Noise Cancelling Headphones', '降噪耳机'],
        ],
        properties: ['colour'],
        price: [59, 899],
        weight: [60, 320],
        materials: [],
      },
      {
        slug: 'power-banks',
        name: ['Power Banks', '充电宝'],
        nouns: [
          ['Power Bank', '充电宝'],
          ['Magnetic Power Bank', '磁吸充电宝'],
        ],
        properties: ['colour', 'capacityMah'],
        price: [49, 299],
        weight: [180, 450],
        materials: [
          ['Aluminium', '铝合金'],
          ['Ultra-thin', '超薄'],
        ],
      },
    ],
  },
  {
    slug: 'home',
    name: ['Home & Living', '家居'],
    glyph: 'home',
    adjectives: [
      ['Nordic', '北欧'],
      ['Minimalist', '简约'],
      ['Japanese Style', '日式'],
      ['Cute', '可爱'],
      ['Foldable', '可折叠'],
      ['Household', '家用'],
    ],
    materials: [
      ['Ceramic', '陶瓷'],
      ['Wooden', '实木'],
      ['Cotton', '纯棉'],
      ['Plastic', '塑料'],
      ['Stainless Steel', '不锈钢'],
    ],
    leaves: [
      {
        slug: 'bedding',
        name: ['Bedding', '床上用品'],
        nouns: [
          ['Bedding Set', '四件套'],
          ['Duvet Cover', '被套'],
        ],
        properties: ['colour', 'bedSize'],
        price: [99, 599],
        weight: [1500, 3200],
        materials: [
          ['Cotton', '纯棉'],
          ['Silk', '真丝'],
          ['Linen', '亚麻'],
        ],
      },
      {
        slug: 'storage',
        name: ['Storage', '收纳'],
        nouns: [
          ['Storage Box', '收纳盒'],
          ['Drawer Organizer', '抽屉收纳'],
        ],
        properties: ['colour', 'spec'],
        price: [9, 99],
        weight: [200, 1200],
        materials: [
          ['Plastic', '塑料'],
          ['Wooden', '实木'],
          ['Fabric', '布艺'],
        ],
      },
      {
        slug: 'mugs',
        name: ['Cups & Mugs', '杯子'],
        nouns: [
          ['Mug', '马克杯'],
          ['Thermos Cup', '保温杯'],
        ],
        properties: ['colour', 'capacityMl'],
        price: [15, 159],
        weight: [250, 500],
        materials: [
          ['Ceramic', '陶瓷'],
          ['Stainless Steel', '不锈钢'],
          ['Glass', '玻璃'],
        ],
      },
      {
        slug: 'lamps',
        name: ['Lamps', '灯具'],
        nouns: [
          ['Desk Lamp', '台灯'],
          ['Night Light', '小夜灯'],
        ],
        properties: ['colour'],
        price: [29, 299],
        weight: [300, 1500],
        materials: [
          ['Wooden', '实木'],
          ['Metal', '金属'],
        ],
      },
      {
        slug: 'cushions',
        name: ['Cushions', '抱枕'],
        nouns: [
          ['Cushion', '抱枕'],
          ['Pillow', '枕头'],
        ],
        properties: ['colour', 'spec'],
        price: [19, 129],
        weight: [300, 900],
        materials: [
          ['Cotton', '纯棉'],
          ['Linen', '亚麻'],
          ['Velvet', '丝绒'],
        ],
      },
    ],
  },
  {
    slug: 'beauty',
    name: ['Beauty & Makeup', '美妆'],
    glyph: 'bottle',
    adjectives: [
      ['Long Lasting', '持久'],
      ['Moisturizing', '保湿'],
      ['Waterproof', '防水'],
      ['Matte', '哑光'],
      ['Gentle', '温和'],
      ['Brightening', '提亮'],
    ],
    materials: [
      ['Natural', '天然'],
      ['Vegan', '植物'],
      ['Hyaluronic Acid', '玻尿酸'],
    ],
    leaves: [
      {
        slug: 'lipsticks',
        name: ['Lipsticks', '口红'],
        nouns: [
          ['Lipstick', '口红'],
          ['Lip Gloss', '唇釉'],
        ],
        properties: ['shade'],
        price: [19, 329],
        weight: [20, 60],
      },
      {
        slug: 'skincare',
        name: ['Skincare', '护肤'],
        nouns: [
          ['Face Mask', '面膜'],
          ['Serum', '精华液'],
          ['Sunscreen', '防晒霜'],
        ],
        properties: ['spec'],
        price: [29, 499],
        weight: [50, 300],
      },
      {
        slug: 'makeup-tools',
        name: ['Makeup Tools', '美妆工具'],
        nouns: [
          ['Makeup Brush Set', '化妆刷套装'],
          ['Beauty Sponge', '美妆蛋'],
        ],
        properties: ['colour', 'spec'],
        price: [9, 159],
        weight: [40, 300],
      },
    ],
  },
  {
    slug: 'toys',
    name: ['Toys & Kids', '玩具'],
    glyph: 'toy',
    adjectives: [
      ['Educational', '益智'],
      ['Cute', '可爱'],
      ['Creative', '创意'],
      ['Gift', '礼物'],
      ['Kids', '儿童'],
    ],
    materials: [
      ['Plush', '毛绒'],
      ['Wooden', '木制'],
      ['ABS Plastic', 'ABS塑料'],
    ],
    leaves: [
      {
        slug: 'building-blocks',
        name: ['Building Blocks', '积木'],
        nouns: [
          ['Building Blocks', '积木'],
          ['Block Set', '拼装积木'],
        ],
        properties: ['pieces'],
        price: [29, 499],
        weight: [300, 2500],
        materials: [['ABS Plastic', 'ABS塑料']],
      },
      {
        slug: 'plush',
        name: ['Plush Toys', '毛绒玩具'],
        nouns: [
          ['Plush Toy', '毛绒玩具'],
          ['Teddy Bear', '泰迪熊'],
          ['Doll', '玩偶'],
        ],
        properties: ['colour', 'spec'],
        price: [19, 199],
        weight: [150, 900],
        materials: [['Plush', '毛绒']],
      },
      {
        slug: 'rc-toys',
        name: ['RC Toys', '遥控玩具'],
        nouns: [
          ['RC Car', '遥控车'],
          ['Drone', '遥控飞机'],
        ],
        properties: ['colour'],
        price: [59, 599],
        weight: [400, 1500],
        materials: [
          ['ABS Plastic', 'ABS塑料'],
          ['Alloy', '合金'],
        ],
      },
    ],
  },
  {
    slug: 'sports',
    name: ['Sports & Outdoors', '运动户外'],
    glyph: 'dumbbell',
    adjectives: [
      ['Professional', '专业'],
      ['Non-slip', '防滑'],
      ['Portable', '便携'],
      ['Outdoor', '户外'],
      ['Home Gym', '家用健身'],
    ],
    materials: [
      ['TPE', 'TPE'],
      ['Stainless Steel', '不锈钢'],
      ['Nylon', '尼龙'],
      ['Cast Iron', '铸铁'],
    ],
    leaves: [
      {
        slug: 'yoga',
        name: ['Yoga', '瑜伽'],
        nouns: [
          ['Yoga Mat', '瑜伽垫'],
          ['Yoga Block', '瑜伽砖'],
        ],
        properties: ['colour', 'thickness'],
        price: [29, 259],
        weight: [500, 1800],
        materials: [
          ['TPE', 'TPE'],
          ['Natural Rubber', '天然橡胶'],
          ['Cork', '软木'],
        ],
      },
      {
        slug: 'fitness',
        name: ['Fitness Equipment', '健身器材'],
        nouns: [
          ['Dumbbells', '哑铃'],
          ['Resistance Bands', '弹力带'],
          ['Jump Rope', '跳绳'],
        ],
        properties: ['dumbbellWeight'],
        price: [19, 499],
        weight: [300, 20000],
        materials: [
          ['Cast Iron', '铸铁'],
          ['Latex', '乳胶'],
          ['PVC', 'PVC'],
        ],
      },
      {
        slug: 'camping',
        name: ['Camping', '露营'],
        nouns: [
          ['Camping Tent', '帐篷'],
          ['Folding Chair', '折叠椅'],
          ['Sleeping Bag', '睡袋'],
        ],
        properties: ['colour'],
        price: [69, 899],
        weight: [1200, 4500],
        materials: [
          ['Oxford Cloth', '牛津布'],
          ['Aluminium', '铝合金'],
          ['Nylon', '尼龙'],
        ],
      },
      {
        slug: 'bottles',
        name: ['Sports Bottles', '运动水壶'],
        nouns: [
          ['Water Bottle', '运动水壶'],
          ['Shaker Bottle', '摇摇杯'],
        ],
        properties: ['colour', 'capacityMl'],
        price: [15, 129],
        weight: [150, 450],
        materials: [
          ['Stainless Steel', '不锈钢'],
          ['Tritan', 'Tritan'],
        ],
      },
    ],
  },
  {
    slug: 'accessories',
    name: ['Watches & Accessories', '配饰'],
    glyph: 'watch',
    adjectives: [
      ['Fashion', '时尚'],
      ['Minimalist', '简约'],
      ['Luxury', '轻奢'],
      ['Couple', '情侣'],
      ['Vintage', '复古'],
    ],
    materials: [
      ['Sterling Silver', '925银'],
      ['Stainless Steel', '钛钢'],
      ['Leather', '真皮'],
      ['Alloy', '合金'],
    ],
    leaves: [
      {
        slug: 'watches',
        name: ['Watches', '手表'],
        nouns: [
          ['Watch', '手表'],
          ['Smart Watch', '智能手表'],
          ['Quartz Watch', '石英表'],
        ],
        properties: ['colour'],
        price: [59, 1299],
        weight: [50, 150],
        materials: [
          ['Stainless Steel', '钛钢'],
          ['Leather', '真皮'],
        ],
      },
      {
        slug: 'jewellery',
        name: ['Jewellery', '饰品'],
        nouns: [
          ['Necklace', '项链'],
          ['Earrings', '耳环'],
          ['Bracelet', '手链'],
        ],
        properties: ['colour', 'spec'],
        price: [9, 399],
        weight: [10, 60],
        materials: [
          ['Sterling Silver', '925银'],
          ['Alloy', '合金'],
          ['Freshwater Pearl', '淡水珍珠'],
        ],
      },
      {
        slug: 'hats',
        name: ['Hats & Caps', '帽子'],
        nouns: [
          ['Baseball Cap', '棒球帽'],
          ['Bucket Hat', '渔夫帽'],
          ['Beanie', '毛线帽'],
        ],
        properties: ['colour'],
        price: [19, 199],
        weight: [60, 180],
        materials: [
          ['Cotton', '纯棉'],
          ['Wool', '羊毛'],
          ['Straw', '草编'],
        ],
      },
    ],
  },
];

/** Selling points sellers add at the end of a title, by market. */
export const SELLING_POINTS = {
  retail: [
    ['Free Shipping', '包邮'],
    ['Hot Sale', '爆款'],
    ['Best Seller', '热卖'],
    ['New Arrival', '新品'],
    ['Limited Offer', '限时特惠'],
  ] as readonly Bi[],
  wholesale: [
    ['Factory Direct', '厂家直销'],
    ['Wholesale', '批发'],
    ['Dropshipping', '一件代发'],
    ['OEM Customizable', '可定制'],
    ['In Stock', '现货'],
  ] as readonly Bi[],
  brand: [
    ['Official', '官方正品'],
    ['Authentic', '正品保证'],
    ['Flagship', '旗舰款'],
  ] as readonly Bi[],
};

/** Brand-like names for Tmall, JD and Poizon titles (invented, so no real trademark is implied). */
export const BRANDS: readonly Bi[] = [
  ['Lumina', '露米娜'],
  ['Oakridge', '橡岭'],
  ['Nordwind', '北风'],
  ['Sakura Lane', '樱巷'],
  ['Urbanix', '都市纪'],
  ['Pinewave', '松浪'],
  ['Mooncraft', '月匠'],
  ['Redleaf', '红叶'],
  ['Cloudstep', '云步'],
  ['Bluepeak', '蓝峰'],
  ['Jadeline', '玉线'],
  ['Silkroad', '丝路'],
  ['Goldfinch', '金雀'],
  ['Everbright', '恒光'],
];

/** Parts of shop names. */
export const SHOP_WORDS = {
  cities: [
    ['Hangzhou', '杭州'],
    ['Guangzhou', '广州'],
    ['Shenzhen', '深圳'],
    ['Yiwu', '义乌'],
    ['Shanghai', '上海'],
    ['Quanzhou', '泉州'],
    ['Dongguan', '东莞'],
    ['Ningbo', '宁波'],
    ['Suzhou', '苏州'],
    ['Wenzhou', '温州'],
  ] as readonly Bi[],
  names: [
    ['Lily', '莉莉'],
    ['Sunny', '阳光'],
    ['Star', '星辰'],
    ['Harbor', '港湾'],
    ['Maple', '枫叶'],
    ['Orchid', '兰花'],
    ['Crane', '仙鹤'],
    ['Lotus', '莲花'],
    ['Pearl', '珍珠'],
    ['Bamboo', '竹林'],
    ['Peony', '牡丹'],
    ['Dragon', '龙腾'],
  ] as readonly Bi[],
};
