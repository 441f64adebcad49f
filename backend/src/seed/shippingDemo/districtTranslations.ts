// Region and city names of the demo address trees in the languages of the tenants whose shoppers see them, by
// country and district code. A language is left out where its name is spelled as the default one (Nanshan in
// Spanish, Toronto in French): the API falls back to the default name there.
import type { Locale } from '../../../../contract';

type Names = Partial<Record<Locale, string>>;

/** The China tree (every tenant): in every language a tenant offers besides English. */
const CN: Record<string, Names> = {
  '440000': { ar: 'غوانغدونغ', la: 'ກວາງຕຸ້ງ', th: 'กวางตุ้ง', 'zh-CN': '广东省' },
  '440100': { ar: 'غوانزو', la: 'ກວາງໂຈ່ວ', th: 'กว่างโจว', 'zh-CN': '广州市', es: 'Cantón', fr: 'Canton' },
  '440104': { ar: 'يويشيو', la: 'ຢວຍຊິ່ວ', th: 'เยว่ซิ่ว', 'zh-CN': '越秀区' },
  '440106': { ar: 'تيانخه', la: 'ທຽນເຫີ', th: 'เทียนเหอ', 'zh-CN': '天河区' },
  '440111': { ar: 'بايون', la: 'ໄປ໋ຫວິນ', th: 'ไป๋อวิ๋น', 'zh-CN': '白云区' },
  '440300': { ar: 'شنجن', la: 'ເສິ່ນເຈີ້ນ', th: 'เซินเจิ้น', 'zh-CN': '深圳市' },
  '440304': { ar: 'فوتيان', la: 'ຟູທຽນ', th: 'ฝูเถียน', 'zh-CN': '福田区' },
  '440305': { ar: 'نانشان', la: 'ໜານຊານ', th: 'หนานซาน', 'zh-CN': '南山区' },
  '440307': { ar: 'لونغقانغ', la: 'ຫຼົງກັ່ງ', th: 'หลงกั่ง', 'zh-CN': '龙岗区' },
  '330000': { ar: 'تشجيانغ', la: 'ເຈີ້ຈຽງ', th: 'เจ้อเจียง', 'zh-CN': '浙江省' },
  '330100': { ar: 'هانغتشو', la: 'ຫາງໂຈ່ວ', th: 'หางโจว', 'zh-CN': '杭州市' },
  '330106': { ar: 'شيهو', la: 'ຊີຫູ', th: 'ซีหู', 'zh-CN': '西湖区' },
  '330110': { ar: 'يوهانغ', la: 'ຢູຫາງ', th: 'อวี๋หาง', 'zh-CN': '余杭区' },
  '330700': { ar: 'جينهوا', la: 'ຈິນຫົວ', th: 'จินหัว', 'zh-CN': '金华市' },
  '330782': { ar: 'ييوو', la: 'ອີ້ອູ', th: 'อี้อู', 'zh-CN': '义乌市' },
  '310000': { ar: 'شانغهاي', la: 'ຊຽງໄຮ້', th: 'เซี่ยงไฮ้', 'zh-CN': '上海市', es: 'Shanghái' },
  '310100': { ar: 'شانغهاي', la: 'ຊຽງໄຮ້', th: 'เซี่ยงไฮ้', 'zh-CN': '上海市', es: 'Shanghái' },
  '310101': { ar: 'هوانغبو', la: 'ຫວງຜູ່', th: 'หวงผู่', 'zh-CN': '黄浦区' },
  '310115': { ar: 'بودونغ', la: 'ຜູຕົງ', th: 'ผู่ตง', 'zh-CN': '浦东新区' },
  '350000': { ar: 'فوجيان', la: 'ຝູຈ້ຽນ', th: 'ฝูเจี้ยน', 'zh-CN': '福建省' },
  '350200': { ar: 'شيامن', la: 'ເຊຍເໝິນ', th: 'เซี่ยเหมิน', 'zh-CN': '厦门市' },
  '350203': { ar: 'سيمينغ', la: 'ຊືໝິງ', th: 'ซือหมิง', 'zh-CN': '思明区' },
  '350500': { ar: 'تشيوانتشو', la: 'ເຈວນໂຈ່ວ', th: 'เฉวียนโจว', 'zh-CN': '泉州市' },
  '350582': { ar: 'جينجيانغ', la: 'ຈິ້ນຈຽງ', th: 'จิ้นเจียง', 'zh-CN': '晋江市' },
};

/** Souq China (Arabic). */
const SA: Record<string, Names> = {
  'SA-01': { ar: 'منطقة الرياض' },
  'SA-01-RUH': { ar: 'الرياض' },
  'SA-01-KHJ': { ar: 'الخرج' },
  'SA-02': { ar: 'منطقة مكة المكرمة' },
  'SA-02-JED': { ar: 'جدة' },
  'SA-02-MKK': { ar: 'مكة المكرمة' },
  'SA-04': { ar: 'المنطقة الشرقية' },
  'SA-04-DMM': { ar: 'الدمام' },
};
const AE: Record<string, Names> = {
  'AE-DU': { ar: 'دبي' },
  'AE-DU-DXB': { ar: 'دبي' },
  'AE-AZ': { ar: 'أبوظبي' },
  'AE-AZ-AUH': { ar: 'أبوظبي' },
  'AE-AZ-AAN': { ar: 'العين' },
  'AE-SH': { ar: 'الشارقة' },
  'AE-SH-SHJ': { ar: 'الشارقة' },
};

/** Lao Shop Agent (Lao and Thai). */
const LA: Record<string, Names> = {
  'LA-VT': { la: 'ນະຄອນຫຼວງວຽງຈັນ', th: 'นครหลวงเวียงจันทน์' },
  'LA-VT-CTB': { la: 'ຈັນທະບູລີ', th: 'จันทบุลี' },
  'LA-VT-SST': { la: 'ສີສັດຕະນາກ', th: 'สีสัตตนาค' },
  'LA-LP': { la: 'ຫຼວງພະບາງ', th: 'หลวงพระบาง' },
  'LA-LP-LPB': { la: 'ຫຼວງພະບາງ', th: 'หลวงพระบาง' },
};
const TH: Record<string, Names> = {
  'TH-10': { la: 'ບາງກອກ', th: 'กรุงเทพมหานคร' },
  'TH-10-PTW': { la: 'ປະທຸມວັນ', th: 'ปทุมวัน' },
  'TH-10-BRK': { la: 'ບາງລັກ', th: 'บางรัก' },
  'TH-10-CTC': { la: 'ຈະຕຸຈັກ', th: 'จตุจักร' },
  'TH-50': { la: 'ຊຽງໃໝ່', th: 'เชียงใหม่' },
  'TH-50-MCM': { la: 'ເມືອງຊຽງໃໝ່', th: 'เมืองเชียงใหม่' },
  'TH-43': { la: 'ໜອງຄາຍ', th: 'หนองคาย' },
  'TH-43-MNK': { la: 'ເມືອງໜອງຄາຍ', th: 'เมืองหนองคาย' },
  'TH-41': { la: 'ອຸດອນທານີ', th: 'อุดรธานี' },
  'TH-41-MUD': { la: 'ເມືອງອຸດອນທານີ', th: 'เมืองอุดรธานี' },
};
const VN: Record<string, Names> = {
  'VN-HN': { la: 'ຮ່າໂນ້ຍ', th: 'ฮานอย' },
  'VN-HN-HK': { la: 'ຮວ່ານກຽມ', th: 'ฮว่านเกี๋ยม' },
  'VN-HN-BD': { la: 'ບາດິ່ງ', th: 'บาดิ่ญ' },
  'VN-HN-CG': { la: 'ເກິ່ວເຊີຍ', th: 'เกิ่วเส้ย' },
  'VN-SG': { la: 'ໂຮ່ຈິມິນ', th: 'โฮจิมินห์' },
  'VN-SG-Q1': { la: 'ເຂດ 1', th: 'เขต 1' },
  'VN-SG-Q3': { la: 'ເຂດ 3', th: 'เขต 3' },
  'VN-SG-TD': { la: 'ທູດຶກ', th: 'ทูดึ๊ก' },
  'VN-DN': { la: 'ດານັງ', th: 'ดานัง' },
  'VN-DN-HC': { la: 'ຫາຍເຈົາ', th: 'ไหเจิว' },
  'VN-DN-ST': { la: 'ເຊີນຈ່າ', th: 'เซินจ่า' },
  'VN-HP': { la: 'ໄຮຟອງ', th: 'ไฮฟอง' },
  'VN-HP-HB': { la: 'ຮົງບ່າງ', th: 'ห่งบ่าง' },
};

/** GlobalBuy (Chinese, Spanish, French). */
const US: Record<string, Names> = {
  NY: { 'zh-CN': '纽约州', es: 'Nueva York', fr: 'État de New York' },
  'NY-NYC': { 'zh-CN': '纽约市', es: 'Nueva York' },
  'NY-BUF': { 'zh-CN': '布法罗', es: 'Búfalo' },
  NJ: { 'zh-CN': '新泽西州', es: 'Nueva Jersey' },
  'NJ-NWK': { 'zh-CN': '纽瓦克' },
  'NJ-JC': { 'zh-CN': '泽西市' },
  CA: { 'zh-CN': '加利福尼亚州', fr: 'Californie' },
  'CA-LA': { 'zh-CN': '洛杉矶', es: 'Los Ángeles' },
  'CA-SF': { 'zh-CN': '旧金山' },
};
const CA: Record<string, Names> = {
  'CA-ON': { 'zh-CN': '安大略省' },
  'CA-ON-TOR': { 'zh-CN': '多伦多' },
  'CA-ON-OTT': { 'zh-CN': '渥太华' },
  'CA-BC': { 'zh-CN': '不列颠哥伦比亚省', es: 'Columbia Británica', fr: 'Colombie-Britannique' },
  'CA-BC-VAN': { 'zh-CN': '温哥华' },
  'CA-BC-VIC': { 'zh-CN': '维多利亚' },
  'CA-QC': { 'zh-CN': '魁北克省', fr: 'Québec' },
  'CA-QC-MTL': { 'zh-CN': '蒙特利尔', es: 'Montreal' },
  'CA-QC-QUE': { 'zh-CN': '魁北克市', es: 'Ciudad de Quebec', fr: 'Québec (ville)' },
};
const MX: Record<string, Names> = {
  'MX-CMX': { 'zh-CN': '墨西哥城', fr: 'Mexico' },
  'MX-CMX-CUA': { 'zh-CN': '夸乌特莫克' },
  'MX-CMX-COY': { 'zh-CN': '科约阿坎' },
  'MX-CMX-MIH': { 'zh-CN': '米格尔·伊达尔戈' },
  'MX-JAL': { 'zh-CN': '哈利斯科州' },
  'MX-JAL-GDL': { 'zh-CN': '瓜达拉哈拉' },
  'MX-JAL-ZAP': { 'zh-CN': '萨波潘' },
  'MX-JAL-PVR': { 'zh-CN': '巴亚尔塔港' },
  'MX-NLE': { 'zh-CN': '新莱昂州' },
  'MX-NLE-MTY': { 'zh-CN': '蒙特雷' },
  'MX-NLE-SPG': { 'zh-CN': '圣佩德罗加尔萨加西亚' },
  'MX-PUE': { 'zh-CN': '普埃布拉州' },
  'MX-PUE-PUE': { 'zh-CN': '普埃布拉' },
  'MX-ROO': { 'zh-CN': '金塔纳罗奥州' },
  'MX-ROO-CUN': { 'zh-CN': '坎昆' },
};
const GB: Record<string, Names> = {
  'GB-ENG': { 'zh-CN': '英格兰', es: 'Inglaterra', fr: 'Angleterre' },
  'GB-ENG-LND': { 'zh-CN': '伦敦', es: 'Londres', fr: 'Londres' },
  'GB-ENG-MAN': { 'zh-CN': '曼彻斯特', es: 'Mánchester' },
  'GB-ENG-BIR': { 'zh-CN': '伯明翰' },
  'GB-SCT': { 'zh-CN': '苏格兰', es: 'Escocia', fr: 'Écosse' },
  'GB-SCT-EDH': { 'zh-CN': '爱丁堡', es: 'Edimburgo', fr: 'Édimbourg' },
  'GB-SCT-GLG': { 'zh-CN': '格拉斯哥' },
  'GB-WLS': { 'zh-CN': '威尔士', es: 'Gales', fr: 'Pays de Galles' },
  'GB-WLS-CRF': { 'zh-CN': '加的夫' },
};
const AU: Record<string, Names> = {
  'AU-NSW': { 'zh-CN': '新南威尔士州', es: 'Nueva Gales del Sur', fr: 'Nouvelle-Galles du Sud' },
  'AU-NSW-SYD': { 'zh-CN': '悉尼', es: 'Sídney' },
  'AU-NSW-NCL': { 'zh-CN': '纽卡斯尔' },
  'AU-NSW-WOL': { 'zh-CN': '卧龙岗' },
  'AU-VIC': { 'zh-CN': '维多利亚州' },
  'AU-VIC-MEL': { 'zh-CN': '墨尔本' },
  'AU-VIC-GEL': { 'zh-CN': '吉朗' },
  'AU-QLD': { 'zh-CN': '昆士兰州' },
  'AU-QLD-BNE': { 'zh-CN': '布里斯班' },
  'AU-QLD-OOL': { 'zh-CN': '黄金海岸' },
  'AU-QLD-CNS': { 'zh-CN': '凯恩斯' },
  'AU-WA': { 'zh-CN': '西澳大利亚州', es: 'Australia Occidental', fr: 'Australie-Occidentale' },
  'AU-WA-PER': { 'zh-CN': '珀斯' },
  'AU-SA': { 'zh-CN': '南澳大利亚州', es: 'Australia Meridional', fr: 'Australie-Méridionale' },
  'AU-SA-ADL': { 'zh-CN': '阿德莱德', es: 'Adelaida', fr: 'Adélaïde' },
};

/** Himal Proxy (Chinese). */
const NP: Record<string, Names> = {
  'NP-P3': { 'zh-CN': '巴格马蒂省' },
  'NP-P3-KTM': { 'zh-CN': '加德满都' },
  'NP-P3-LTP': { 'zh-CN': '拉利特布尔' },
  'NP-P4': { 'zh-CN': '甘达基省' },
  'NP-P4-PKR': { 'zh-CN': '博卡拉' },
};
const IN: Record<string, Names> = {
  'IN-DL': { 'zh-CN': '德里' },
  'IN-DL-NDL': { 'zh-CN': '新德里' },
  'IN-MH': { 'zh-CN': '马哈拉施特拉邦' },
  'IN-MH-BOM': { 'zh-CN': '孟买' },
  'IN-MH-PNQ': { 'zh-CN': '浦那' },
  'IN-WB': { 'zh-CN': '西孟加拉邦' },
  'IN-WB-CCU': { 'zh-CN': '加尔各答' },
  'IN-WB-SLG': { 'zh-CN': '西里古里' },
  'IN-BR': { 'zh-CN': '比哈尔邦' },
  'IN-BR-PAT': { 'zh-CN': '巴特那' },
};

const DISTRICT_NAMES: Record<string, Record<string, Names>> = { CN, SA, AE, LA, TH, VN, US, CA, MX, GB, AU, NP, IN };

/** A district's names in the tenant's languages (the others are left out, as for every tenant text). */
export function districtNameTranslations(country: string, code: string, languages: readonly Locale[]): Names {
  const names = DISTRICT_NAMES[country]?.[code] ?? {};
  return Object.fromEntries(Object.entries(names).filter(([language]) => languages.includes(language as Locale)));
}
