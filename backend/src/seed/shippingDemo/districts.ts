// Address trees (state or province → city) for the destination countries of the demo tenants that have no tree
// yet: Australia and Mexico (GlobalBuy), Vietnam and Thailand (Lao Shop Agent), Canada and the United Kingdom
// (GlobalBuy), India (Himal Proxy), the United Arab Emirates (Souq China). Codes follow ISO 3166-2 for the top
// level and add a city suffix below it.
import type { DemoDistrict } from '../tenants';

const node = (code: string, name: string, cities: [string, string][]): DemoDistrict => ({
  code,
  name,
  children: cities.map(([suffix, city]) => ({ code: `${code}-${suffix}`, name: city })),
});

export const EXTRA_DISTRICTS: Record<string, DemoDistrict[]> = {
  AU: [
    node('AU-NSW', 'New South Wales', [
      ['SYD', 'Sydney'],
      ['NCL', 'Newcastle'],
      ['WOL', 'Wollongong'],
    ]),
    node('AU-VIC', 'Victoria', [
      ['MEL', 'Melbourne'],
      ['GEL', 'Geelong'],
    ]),
    node('AU-QLD', 'Queensland', [
      ['BNE', 'Brisbane'],
      ['OOL', 'Gold Coast'],
      ['CNS', 'Cairns'],
    ]),
    node('AU-WA', 'Western Australia', [['PER', 'Perth']]),
    node('AU-SA', 'South Australia', [['ADL', 'Adelaide']]),
  ],
  MX: [
    node('MX-CMX', 'Ciudad de México', [
      ['CUA', 'Cuauhtémoc'],
      ['COY', 'Coyoacán'],
      ['MIH', 'Miguel Hidalgo'],
    ]),
    node('MX-JAL', 'Jalisco', [
      ['GDL', 'Guadalajara'],
      ['ZAP', 'Zapopan'],
      ['PVR', 'Puerto Vallarta'],
    ]),
    node('MX-NLE', 'Nuevo León', [
      ['MTY', 'Monterrey'],
      ['SPG', 'San Pedro Garza García'],
    ]),
    node('MX-PUE', 'Puebla', [['PUE', 'Puebla']]),
    node('MX-ROO', 'Quintana Roo', [['CUN', 'Cancún']]),
  ],
  VN: [
    node('VN-HN', 'Hà Nội', [
      ['HK', 'Hoàn Kiếm'],
      ['BD', 'Ba Đình'],
      ['CG', 'Cầu Giấy'],
    ]),
    node('VN-SG', 'Hồ Chí Minh', [
      ['Q1', 'Quận 1'],
      ['Q3', 'Quận 3'],
      ['TD', 'Thủ Đức'],
    ]),
    node('VN-DN', 'Đà Nẵng', [
      ['HC', 'Hải Châu'],
      ['ST', 'Sơn Trà'],
    ]),
    node('VN-HP', 'Hải Phòng', [['HB', 'Hồng Bàng']]),
  ],
  TH: [
    node('TH-10', 'Bangkok', [
      ['PTW', 'Pathum Wan'],
      ['BRK', 'Bang Rak'],
      ['CTC', 'Chatuchak'],
    ]),
    node('TH-50', 'Chiang Mai', [['MCM', 'Mueang Chiang Mai']]),
    node('TH-43', 'Nong Khai', [['MNK', 'Mueang Nong Khai']]),
    node('TH-41', 'Udon Thani', [['MUD', 'Mueang Udon Thani']]),
  ],
  CA: [
    node('CA-ON', 'Ontario', [
      ['TOR', 'Toronto'],
      ['OTT', 'Ottawa'],
    ]),
    node('CA-BC', 'British Columbia', [
      ['VAN', 'Vancouver'],
      ['VIC', 'Victoria'],
    ]),
    node('CA-QC', 'Quebec', [
      ['MTL', 'Montréal'],
      ['QUE', 'Québec City'],
    ]),
  ],
  GB: [
    node('GB-ENG', 'England', [
      ['LND', 'London'],
      ['MAN', 'Manchester'],
      ['BIR', 'Birmingham'],
    ]),
    node('GB-SCT', 'Scotland', [
      ['EDH', 'Edinburgh'],
      ['GLG', 'Glasgow'],
    ]),
    node('GB-WLS', 'Wales', [['CRF', 'Cardiff']]),
  ],
  IN: [
    node('IN-DL', 'Delhi', [['NDL', 'New Delhi']]),
    node('IN-MH', 'Maharashtra', [
      ['BOM', 'Mumbai'],
      ['PNQ', 'Pune'],
    ]),
    node('IN-WB', 'West Bengal', [
      ['CCU', 'Kolkata'],
      ['SLG', 'Siliguri'],
    ]),
    node('IN-BR', 'Bihar', [['PAT', 'Patna']]),
  ],
  AE: [
    node('AE-DU', 'Dubai', [['DXB', 'Dubai']]),
    node('AE-AZ', 'Abu Dhabi', [
      ['AUH', 'Abu Dhabi'],
      ['AAN', 'Al Ain'],
    ]),
    node('AE-SH', 'Sharjah', [['SHJ', 'Sharjah']]),
  ],
};
