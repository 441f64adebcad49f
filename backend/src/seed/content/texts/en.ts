// English texts. English is offered by every demo tenant, so each text reads the tenant's facts.
import type { CountryKey } from '../facts';
import { escapeHtml, feeTable, firstLine, lineCost, lineName, list, money, paymentList } from './html';
import type { LanguagePack } from './types';

const countries: Record<CountryKey, string> = {
  US: 'the United States',
  SA: 'Saudi Arabia',
  GH: 'Ghana',
  NP: 'Nepal',
  LA: 'Laos',
};

const customsNotes: Record<CountryKey, string> = {
  US: 'US Customs and Border Protection may hold cosmetics, supplements and children’s products that lack the required labels; parcels valued under USD 800 normally clear without duty.',
  SA: 'Saudi customs (ZATCA) charge 15% VAT and duty on most parcels; alcohol, pork products, gambling items and publications that offend public morals are refused at the border.',
  GH: 'The Ghana Revenue Authority assesses duty on arrival at Kotoka or Tema; used electronics and goods without clear descriptions are often held for inspection.',
  NP: 'Nepal customs at Tribhuvan airport and Rasuwagadhi/Tatopani charge duty by category; drones, satellite phones and walkie-talkies need a prior permit.',
  LA: 'Lao customs at the Boten border and Thanaleng dry port inspect every consolidated load; medicines and cosmetics need a Food and Drug Department licence.',
};

const en: LanguagePack = {
  language: 'en',
  numberLocale: 'en-US',
  countries,
  lineNames: {
    airExpress: 'Air express',
    sea: 'Sea freight',
    roadKerung: 'Road freight via Kerung',
    landBoten: 'Rail and road via Boten',
  },
  depositInstructions: {
    card: 'Pay by card in the online top-up; the amount arrives at once.',
    paypal: 'Send the amount to the PayPal account below and upload the confirmation.',
    bank: 'Transfer to the account below with your account email as reference; upload the bank receipt.',
    mobileMoney: 'Send to the merchant number below and upload the confirmation SMS screenshot.',
    wallet: 'Pay to the wallet ID below and upload the payment screenshot.',
    cash: 'Pay at our office (Mon–Sat 9:00–18:00); we upload the receipt for you.',
  },
  paymentKinds: {
    card: 'Bank card',
    paypal: 'PayPal',
    bank: 'Bank transfer',
    mobileMoney: 'Mobile money',
    wallet: 'E-wallet',
    cash: 'Cash',
  },
  feeHeaders: ['Shipping line', 'First kg', 'Each further kg', 'Delivery (days)'],
  articles: {
    HOW_TO_USE: (c) => ({
      title: `How to use ${c.tenantName}`,
      html: `<h2>Shop Chinese marketplaces in five steps</h2>
<p>${escapeHtml(c.tenantName)} buys on Taobao, Tmall, 1688, JD and Poizon on your behalf, receives the goods at our ${c.warehouse} warehouse and ships them to ${countries[c.country]} in one consolidated parcel. You never need a Chinese bank account or a Chinese phone number.</p>
${list(
  [
    '<strong>Find a product.</strong> Paste a product link from Taobao, Tmall, 1688 or JD into the search box, or search by keyword or by photo. The product page shows the price in CNY and in your currency.',
    '<strong>Add it to your cart.</strong> Choose colour, size and quantity, then submit a purchase order. You can add a note for our buyers, for example “check the stitching”.',
    `<strong>Pay from your balance.</strong> Top up your balance in ${escapeHtml(c.currency)} and pay the goods, the seller’s domestic shipping and our ${c.serviceFeePercent}% service fee.`,
    `<strong>We buy and receive.</strong> Our team orders within one working day. When the goods reach ${c.warehouse}, we check them, take photos and store them free for ${c.freeStorageDays} days.`,
    `<strong>Ship home.</strong> Select the parcels you want, choose a shipping line and pay the international freight. We pack everything together and send it to ${escapeHtml(c.destinationCity)}.`,
  ],
  true,
)}
<h2>What you pay</h2>
<p>You pay in two stages: first the goods (item price, the seller’s shipping inside China and the service fee, at least ${money(c.minServiceFee, c, 'en-US')} per order), then the international shipping once the real weight is known. No cost is added later without your confirmation.</p>
<h2>Good to know</h2>
${list([
  'Sellers sometimes sell out or change prices; if that happens we contact you and refund the difference to your balance.',
  'Combine several orders in one transit order: the first kilogram is the most expensive one.',
  'Check the prohibited items list before buying batteries, liquids or branded goods.',
])}`,
    }),
    ABOUT_TRANSIT_FEE: (c) => {
      const line = firstLine(c);
      return {
        title: `Shipping charges to ${countries[c.country]}`,
        html: `<h2>How international shipping is charged</h2>
<p>International freight is charged when you create a transit order, after your goods have arrived at our ${c.warehouse} warehouse and have been weighed. We bill the greater of the actual weight and the volumetric weight (length × width × height in cm ÷ 6000), rounded up to the next kilogram.</p>
${feeTable(c, en)}
<p>Prices are set in CNY; the amount in ${escapeHtml(c.currency)} follows the exchange rate shown in the header.</p>
<h2>Example</h2>
<p>Three orders weighing 2.4 kg together, sent by ${lineName(en, line).toLowerCase()}: 3 chargeable kg cost ${money(lineCost(line, 2.4), c, 'en-US')}. Sent separately, the same goods would cost much more, because each parcel pays its own first kilogram.</p>
<h2>Included and not included</h2>
${list([
  'Included: consolidation, removal of shoe boxes and extra packaging on request, bubble wrap for fragile items, export customs clearance in China.',
  `Not included: import duties and taxes in ${countries[c.country]}, and delivery outside ${escapeHtml(c.destinationCity)}, which the courier charges on delivery.`,
  'Optional: wooden crate for fragile goods (¥45 per crate) and shipping insurance (3% of the declared value).',
])}`,
      };
    },
    ABOUT_US: (c) => ({
      title: `About ${c.tenantName}`,
      html: `<h2>Who we are</h2>
<p>${escapeHtml(c.tenantName)} is a proxy-purchasing agent for shoppers in ${countries[c.country]}. Our buyers work from our own warehouse in ${c.warehouse}, close to the largest wholesale markets of China, and our customer team in ${escapeHtml(c.destinationCity)} speaks your language and knows local customs rules.</p>
<h2>What we do for you</h2>
${list([
  'We buy from Taobao, Tmall, 1688, JD and Poizon sellers who do not ship abroad.',
  'We check every item on arrival and send you photos before anything leaves China.',
  'We consolidate your orders into one parcel and choose the line that fits your budget.',
  'We handle export paperwork, and we tell you in advance when an item cannot be shipped.',
])}
<h2>Our promise</h2>
<p>Prices on our site are the sellers’ prices; our income is a visible ${c.serviceFeePercent}% service fee and the freight you choose. Your balance is yours: refunds for sold-out items return to it the same day, and unused balance can be withdrawn. If a parcel is lost in our care, we refund the goods and the shipping in full.</p>
<h2>Contact</h2>
<p>Write to <a href="mailto:${escapeHtml(c.serviceEmail)}">${escapeHtml(c.serviceEmail)}</a> or use the chat on this site. We answer within one working day, usually much faster.</p>`,
    }),
    PAYMENT_GUIDE: (c) => ({
      title: 'Payment guide',
      html: `<h2>Pay with your account balance</h2>
<p>All payments on ${escapeHtml(c.tenantName)} are made from your account balance: purchase orders, transit (shipping) orders and extra services. You top up once and pay many orders without entering card or bank details each time.</p>
<h2>Ways to top up</h2>
${paymentList(c, en)}
<h2>How to top up</h2>
${list(
  [
    'Open <em>My account → Balance</em> and choose <em>Top up</em>.',
    `Enter the amount in ${escapeHtml(c.currency)} and choose a payment method.`,
    'Follow the instructions of the payment method. Card and wallet payments arrive at once; bank transfers take up to one working day.',
    'Your balance is kept in CNY at the exchange rate of the moment you top up.',
  ],
  true,
)}
<h2>Paying an order</h2>
<p>When you pay, you confirm with your pay password (set it in <em>My account</em>; it is different from your login password). If your balance is too low, nothing is charged and the order waits for you.</p>
<h2>Refunds</h2>
<p>When a seller is sold out or the price drops, the difference returns to your balance automatically. A withdrawal to your original payment method is possible at any time; it takes three to five working days.</p>`,
    }),
    SOURCING_SERVICE: (c) => ({
      title: 'Sourcing service',
      html: `<h2>Cannot find it? We source it for you</h2>
<p>Our buyers in ${c.warehouse} find suppliers for products that are hard to find online, for larger quantities, or when you need your own logo. Send us a photo, a description, the quantity and your target price; we reply within two working days with at least three offers.</p>
<h2>How sourcing works</h2>
${list(
  [
    'We search 1688, the Yiwu International Trade City and factories we already know.',
    'We compare prices, minimum order quantities and production times, and negotiate for you.',
    'Samples are sent to our warehouse, checked and photographed before you place the full order.',
    'We follow production, inspect the goods on arrival and ship them with your other parcels.',
  ],
  true,
)}
<h2>Costs</h2>
<p>Quotes are free. When you order, the usual ${c.serviceFeePercent}% service fee applies to the goods value (minimum ${money(50, c, 'en-US')} per sourcing request). Custom printing, labels and packaging are quoted separately by the factory.</p>
<h2>Good candidates for sourcing</h2>
${list(['Shop stock for resale (clothing, phone accessories, household goods)', 'Spare parts and tools', 'Promotional items with your logo', 'Furniture and lighting shipped by sea'])}`,
    }),
    USER_AGREEMENT: (c) => ({
      title: 'User agreement',
      html: `<h2>1. Our role</h2>
<p>${escapeHtml(c.tenantName)} acts as your purchasing agent: we buy goods in China in your name from the sellers you choose and ship them to you. The seller remains responsible for the quality and description of the goods.</p>
<h2>2. Orders and prices</h2>
<p>A purchase order is an instruction to buy. Prices are the sellers’ prices at the moment of purchase; if a price changes before we buy, we ask you first. Our service fee is ${c.serviceFeePercent}% of the goods value, at least ${money(c.minServiceFee, c, 'en-US')} per order.</p>
<h2>3. Balance and payments</h2>
<p>Payments are made from your account balance, protected by your pay password. Keep your passwords secret; actions confirmed with them are treated as yours.</p>
<h2>4. Storage, shipping and customs</h2>
<p>Goods are stored free for ${c.freeStorageDays} days at our ${c.warehouse} warehouse; after that, storage costs ¥1 per parcel per day. You declare the contents and value of each transit order truthfully and pay any import duties in ${countries[c.country]}.</p>
<h2>5. Returns</h2>
<p>Returns to a seller are possible while goods are still in our warehouse and within the seller’s return period; domestic return shipping is charged at cost.</p>
<h2>6. Liability</h2>
<p>We are liable for loss or damage while goods are in our care, up to the goods value and shipping paid. We are not liable for delays caused by customs or carriers.</p>
<h2>7. Prohibited items</h2>
<p>We refuse to buy or ship items on our prohibited items list. Orders for such items are cancelled and refunded to your balance.</p>`,
    }),
    PROHIBITED_PURCHASE_ITEMS: (c) => ({
      title: 'Prohibited and restricted items',
      html: `<h2>Items we cannot buy or ship</h2>
<p>Some goods may not leave China, may not travel by air, or may not enter ${countries[c.country]}. We check every order, but please read this list before you buy: an order for a prohibited item is cancelled and refunded to your balance.</p>
${list([
  'Weapons, replica guns, ammunition, knives with a fixed blade over 15 cm, pepper spray and tasers',
  'Flammable or explosive goods: lighters, matches, fireworks, aerosols, paint and nail polish',
  'Loose lithium batteries and power banks (batteries built into a device are accepted on most lines)',
  'Medicines, drugs and their ingredients, including e-cigarettes and tobacco',
  'Counterfeit goods and copies of branded products',
  'Live animals, plants, seeds, soil and fresh food',
  'Currency, precious metals, gemstones and documents',
  'Adult content and gambling equipment',
])}
<h2>Restricted items</h2>
<p>Liquids, powders, cosmetics, magnets and items with built-in batteries can be shipped on selected lines only. The transit order shows which lines accept your parcel.</p>
<h2>Rules in ${countries[c.country]}</h2>
<p>${escapeHtml(customsNotes[c.country])}</p>`,
    }),
  },
  faqTitle: (c) => `Frequently asked questions about ${c.tenantName}`,
  faqIntro: () => 'Answers to the questions shoppers ask us most. If yours is not here, write to our customer service.',
  faq: (c) => {
    const line = firstLine(c);
    return [
      {
        question: 'Which websites can I buy from?',
        answer:
          'Taobao, Tmall, 1688 (Alibaba), JD, Yiwugou and Poizon. Paste the product link into the search box, or search by keyword or photo.',
      },
      {
        question: 'How long does delivery take?',
        answer: `Sellers deliver to our ${c.warehouse} warehouse in 2–5 days. International shipping to ${countries[c.country]} takes ${line.days} days by ${lineName(en, line).toLowerCase()}.`,
      },
      {
        question: 'How much is your service fee?',
        answer: `${c.serviceFeePercent}% of the goods value, at least ${money(c.minServiceFee, c, 'en-US')} per order. Shipping is charged separately by weight.`,
      },
      {
        question: 'How do I pay?',
        answer: `Top up your balance (${c.payments.map((p) => p.brand).join(', ')}) and pay orders from it with your pay password.`,
      },
      {
        question: 'Can you combine several orders in one parcel?',
        answer: `Yes. Everything that has arrived at the warehouse can be shipped in one transit order, which saves the cost of several first kilograms. Storage is free for ${c.freeStorageDays} days.`,
      },
      {
        question: 'What happens if an item is sold out?',
        answer: 'We tell you at once and refund the item and its service fee to your balance the same day.',
      },
      {
        question: 'Can I see my goods before they are shipped?',
        answer: 'Yes. We photograph every item on arrival; detailed photos and measurements are available on request.',
      },
      {
        question: 'Who pays import duties?',
        answer: `Import duties and taxes in ${countries[c.country]} are paid by the receiver, as for any parcel from abroad.`,
      },
    ];
  },
  announcements: (c) => [
    {
      title: 'Warehouse schedule',
      content: `Our ${c.warehouse} warehouse receives parcels Monday to Saturday. Orders paid before 16:00 Beijing time are bought the same day.`,
    },
    {
      title: 'Consolidation saves money',
      content: `Combine your orders in one transit order to ${countries[c.country]} and pay the first kilogram only once.`,
    },
    {
      title: 'New: photo search',
      content: 'Upload a photo with the camera icon in the search box to find the same product on Taobao and 1688.',
    },
  ],
  slogan: (c) => ({
    title: `Shop China, delivered to ${countries[c.country]}`,
    subtitle: `${c.tenantName} buys from Taobao, 1688 and JD for you and ships it home in one parcel.`,
  }),
  banners: (f) => [
    { headline: 'Shop Taobao & 1688 from home', subline: `Delivered to ${countries[f.country]}` },
    {
      headline: 'One parcel, one shipping fee',
      subline: `Free storage for ${f.freeStorageDays} days in ${f.warehouse}`,
    },
    { headline: 'Can’t find it? We source it', subline: 'Three supplier offers in two days' },
  ],
  howToUseSteps: (c) => [
    {
      stepName: 'Find',
      stepRemark: 'Paste a link or search',
      stepDesc:
        'Copy a product link from Taobao, Tmall, 1688 or JD into the search box, or search by keyword or photo.',
    },
    {
      stepName: 'Order',
      stepRemark: 'Add to cart and submit',
      stepDesc: 'Choose the options and quantity, add a note for our buyers and submit the purchase order.',
    },
    {
      stepName: 'Pay',
      stepRemark: 'From your balance',
      stepDesc: `Top up in ${c.currency} and pay the goods and our ${c.serviceFeePercent}% service fee with your pay password.`,
    },
    {
      stepName: 'Receive',
      stepRemark: `At our ${c.warehouse} warehouse`,
      stepDesc: `We buy within one working day, check your goods on arrival, photograph them and store them free for ${c.freeStorageDays} days.`,
    },
    {
      stepName: 'Ship',
      stepRemark: `To ${c.destinationCity}`,
      stepDesc:
        'Select your parcels, choose a shipping line and pay the freight: we consolidate and send everything in one parcel.',
    },
  ],
  groups: {
    women: "Women's fashion",
    men: "Men's fashion",
    shoes: 'Shoes and sneakers',
    bags: 'Bags and luggage',
    digital: 'Phone and gadget accessories',
    home: 'Home and living',
    beauty: 'Beauty and makeup',
    toys: 'Toys and kids',
    sports: 'Sports and outdoors',
    accessories: 'Watches and accessories',
  },
};

export default en;
