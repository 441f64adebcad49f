// What the demo tenants share: their logo path, the two China warehouses, China's address tree, and the shape
// of their air and sea lines.
import type { DemoDistrict, DemoTransitOption, DemoWarehouse } from './types';

export const logo = (slug: string) => `/api/assets/tenants/${slug}/logo.svg`;

export const CHINA_WAREHOUSES = (prefix: string, brand: string): DemoWarehouse[] => [
  {
    id: `${prefix}-cn-gz`,
    name: `${brand} Guangzhou warehouse`,
    region: 'CHINA',
    country: 'CN',
    address: 'Building 3, No. 18 Huangshi East Road, Baiyun District, Guangzhou, Guangdong',
    contactName: 'Chen Wei',
    contactPhone: '+86 20 8612 3456',
    postcode: '510440',
  },
  {
    id: `${prefix}-cn-yw`,
    name: `${brand} Yiwu warehouse`,
    region: 'CHINA',
    country: 'CN',
    address: 'No. 88 Chouzhou North Road, Futian Street, Yiwu, Zhejiang',
    contactName: 'Wang Fang',
    contactPhone: '+86 579 8552 7788',
    postcode: '322000',
  },
];

/** Common CN address tree (provinces → cities → districts), shared by every tenant. */
export const CN_DISTRICTS: DemoDistrict[] = [
  {
    code: '440000',
    name: 'Guangdong',
    children: [
      {
        code: '440100',
        name: 'Guangzhou',
        children: [
          { code: '440104', name: 'Yuexiu' },
          { code: '440106', name: 'Tianhe' },
          { code: '440111', name: 'Baiyun' },
        ],
      },
      {
        code: '440300',
        name: 'Shenzhen',
        children: [
          { code: '440304', name: 'Futian' },
          { code: '440305', name: 'Nanshan' },
          { code: '440307', name: 'Longgang' },
        ],
      },
    ],
  },
  {
    code: '330000',
    name: 'Zhejiang',
    children: [
      {
        code: '330100',
        name: 'Hangzhou',
        children: [
          { code: '330106', name: 'Xihu' },
          { code: '330110', name: 'Yuhang' },
        ],
      },
      { code: '330700', name: 'Jinhua', children: [{ code: '330782', name: 'Yiwu' }] },
    ],
  },
  {
    code: '310000',
    name: 'Shanghai',
    children: [
      {
        code: '310100',
        name: 'Shanghai',
        children: [
          { code: '310101', name: 'Huangpu' },
          { code: '310115', name: 'Pudong' },
        ],
      },
    ],
  },
  {
    code: '350000',
    name: 'Fujian',
    children: [
      { code: '350200', name: 'Xiamen', children: [{ code: '350203', name: 'Siming' }] },
      { code: '350500', name: 'Quanzhou', children: [{ code: '350582', name: 'Jinjiang' }] },
    ],
  },
];

export const AIR = (pricePerKgFen: number, first: number, days: string): DemoTransitOption => ({
  name: 'Air Express',
  description: 'Door-to-door air express with tracking, for light and urgent parcels.',
  pricePerKgFen,
  firstWeightPriceFen: first,
  estimatedDays: days,
  selfPickupAvailable: false,
});
export const SEA = (pricePerKgFen: number, first: number, days: string): DemoTransitOption => ({
  name: 'Sea Freight',
  description: 'Consolidated sea shipping for heavy or bulky goods; collect at our local branch or have it delivered.',
  pricePerKgFen,
  firstWeightPriceFen: first,
  estimatedDays: days,
  selfPickupAvailable: true,
});

export const ALL_MENUS = { showStockin: true, showTransit: true, showUserWarehouse: true };
