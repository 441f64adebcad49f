// The demo warehouses' and shipping lines' texts in the demo tenants' other languages (English is the rows' own
// text). Each tenant gets the languages it offers (`forLanguages`). China warehouse addresses are translated only
// into Chinese: the shopper copies them for sellers in China, and the receiving address keeps the row's own text.
import type { Locale } from '../../../../contract';

type Texts = Partial<Record<Locale, string>>;

export const WAREHOUSE_TEXTS: Readonly<Record<string, { name: Texts; address?: Texts }>> = {
  'globalbuy-cn-gz': {
    name: { 'zh-CN': 'GlobalBuy 广州仓库', es: 'Almacén de GlobalBuy en Cantón', fr: 'Entrepôt GlobalBuy de Canton' },
    address: { 'zh-CN': '广东省广州市白云区黄石东路18号3栋' },
  },
  'globalbuy-cn-yw': {
    name: { 'zh-CN': 'GlobalBuy 义乌仓库', es: 'Almacén de GlobalBuy en Yiwu', fr: 'Entrepôt GlobalBuy de Yiwu' },
    address: { 'zh-CN': '浙江省义乌市福田街道稠州北路88号' },
  },
  'globalbuy-us-nj': {
    name: {
      'zh-CN': 'GlobalBuy 新泽西转运中心',
      es: 'Centro de GlobalBuy en Nueva Jersey',
      fr: 'Plateforme GlobalBuy du New Jersey',
    },
  },
  'globalbuy-us-lax': {
    name: {
      'zh-CN': 'GlobalBuy 洛杉矶自提点',
      es: 'Punto de recogida de GlobalBuy en Los Ángeles',
      fr: 'Point de retrait GlobalBuy de Los Angeles',
    },
  },
  'souq-cn-gz': { name: { ar: 'مستودع سوق الصين في قوانغتشو' } },
  'souq-cn-yw': { name: { ar: 'مستودع سوق الصين في ييوو' } },
  'souq-sa-ruh': { name: { ar: 'فرع سوق الصين في الرياض' }, address: { ar: 'طريق الملك فهد، حي العليا، الرياض' } },
  'souq-sa-jed': { name: { ar: 'فرع سوق الصين في جدة' }, address: { ar: 'طريق الأمير سلطان، حي الروضة، جدة' } },
  'himal-cn-gz': {
    name: { 'zh-CN': 'Himal Proxy 广州仓库' },
    address: { 'zh-CN': '广东省广州市白云区黄石东路18号3栋' },
  },
  'himal-cn-yw': {
    name: { 'zh-CN': 'Himal Proxy 义乌仓库' },
    address: { 'zh-CN': '浙江省义乌市福田街道稠州北路88号' },
  },
  'himal-np-ktm': { name: { 'zh-CN': 'Himal Proxy 加德满都柜台' }, address: { 'zh-CN': '加德满都新路第22区' } },
  'himal-np-pkr': { name: { 'zh-CN': 'Himal Proxy 博卡拉柜台' }, address: { 'zh-CN': '博卡拉湖滨路第6区' } },
  'lao-cn-gz': { name: { la: 'ສາງ Lao Shop Agent ກວາງໂຈ', th: 'คลังสินค้า Lao Shop Agent กว่างโจว' } },
  'lao-cn-yw': { name: { la: 'ສາງ Lao Shop Agent ອີ້ວູ', th: 'คลังสินค้า Lao Shop Agent อี้อู' } },
  'lao-cn-km': { name: { la: 'ສາງ Lao Shop Agent ຄຸນໝິງ', th: 'คลังสินค้า Lao Shop Agent คุนหมิง' } },
  'lao-la-vte': {
    name: { la: 'ຮ້ານ Lao Shop Agent ນະຄອນຫຼວງວຽງຈັນ', th: 'ร้าน Lao Shop Agent นครหลวงเวียงจันทน์' },
    address: { la: 'ຖະໜົນສາມແສນໄທ, ເມືອງຈັນທະບູລີ, ນະຄອນຫຼວງວຽງຈັນ', th: 'ถนนสามแสนไท เมืองจันทบุรี นครหลวงเวียงจันทน์' },
  },
  'lao-la-lpq': {
    name: { la: 'ຈຸດຮັບເຄື່ອງ Lao Shop Agent ຫຼວງພະບາງ', th: 'จุดรับสินค้า Lao Shop Agent หลวงพระบาง' },
    address: { la: 'ຖະໜົນສີສະຫວ່າງວົງ, ບ້ານຊຽງມ່ວນ, ຫຼວງພະບາງ', th: 'ถนนศรีสว่างวงศ์ บ้านเชียงม่วน หลวงพระบาง' },
  },
};

/** By the line's own (English) name. */
export const LINE_TEXTS: Readonly<Record<string, { name: Texts; description: Texts }>> = {
  'Air Express': {
    name: {
      ar: 'الشحن الجوي السريع',
      'zh-CN': '空运快递',
      es: 'Exprés aéreo',
      fr: 'Express aérien',
      la: 'ຂົນສົ່ງທາງອາກາດດ່ວນ',
      th: 'ขนส่งทางอากาศด่วน',
    },
    description: {
      ar: 'شحن جوي سريع من الباب إلى الباب مع التتبع، للطرود الخفيفة والعاجلة.',
      'zh-CN': '门到门空运快递，全程可追踪，适合轻小和急用的包裹。',
      es: 'Exprés aéreo puerta a puerta con seguimiento, para paquetes ligeros y urgentes.',
      fr: 'Express aérien porte-à-porte avec suivi, pour les colis légers et urgents.',
      la: 'ຂົນສົ່ງທາງອາກາດດ່ວນເຖິງປະຕູບ້ານ ພ້ອມຕິດຕາມພັດສະດຸ, ສຳລັບພັດສະດຸເບົາ ແລະ ດ່ວນ.',
      th: 'ขนส่งทางอากาศด่วนถึงหน้าบ้าน ติดตามพัสดุได้ สำหรับพัสดุน้ำหนักเบาและเร่งด่วน',
    },
  },
  'Sea Freight': {
    name: { ar: 'الشحن البحري', 'zh-CN': '海运', es: 'Transporte marítimo', fr: 'Fret maritime' },
    description: {
      ar: 'شحن بحري مجمّع للبضائع الثقيلة أو الضخمة؛ استلمها من فرعنا المحلي أو اطلب توصيلها.',
      'zh-CN': '适合重货或大件的海运集运；可到本地网点自提，也可送货上门。',
      es: 'Envío marítimo consolidado para mercancía pesada o voluminosa; recógelo en nuestra sucursal local o pide la entrega.',
      fr: 'Fret maritime groupé pour les marchandises lourdes ou volumineuses ; retrait à notre agence locale ou livraison à domicile.',
    },
  },
  'Road Freight via Kerung': {
    name: { 'zh-CN': '经吉隆口岸陆运' },
    description: { 'zh-CN': '经吉隆口岸的陆路卡车运输，在加德满都自提。' },
  },
  'Land Freight via Boten': {
    name: { la: 'ຂົນສົ່ງທາງບົກຜ່ານບໍ່ເຕັນ', th: 'ขนส่งทางบกผ่านบ่อเต็น' },
    description: {
      la: 'ລົດໄຟຄຸນໝິງ–ວຽງຈັນ ແລະ ລົດບັນທຸກ; ຮັບເຄື່ອງທີ່ຮ້ານຂອງພວກເຮົາໃນນະຄອນຫຼວງວຽງຈັນ.',
      th: 'รถไฟคุนหมิง–เวียงจันทน์และรถบรรทุก รับสินค้าได้ที่ร้านของเราในนครหลวงเวียงจันทน์',
    },
  },
};

/** The texts in the languages a tenant offers (a translation into a language it does not offer is never read). */
export function forLanguages(texts: Texts | undefined, languages: readonly Locale[]): Texts {
  return Object.fromEntries(Object.entries(texts ?? {}).filter(([language]) => languages.includes(language as Locale)));
}
