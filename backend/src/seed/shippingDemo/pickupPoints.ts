// A second local pickup point per demo tenant (the first is its main local warehouse), listed after it.
import type { DemoWarehouse } from '../tenants';

export const EXTRA_PICKUP_POINTS: Record<string, DemoWarehouse[]> = {
  globalbuy: [
    {
      id: 'globalbuy-us-lax',
      name: 'GlobalBuy Los Angeles pickup',
      region: 'LOCAL',
      country: 'US',
      address: '2150 E 7th St, Unit 3, Los Angeles, CA',
      contactName: 'Kevin Tran',
      contactPhone: '+1 213 555 0176',
      postcode: '90021',
    },
  ],
  souq: [
    {
      id: 'souq-sa-jed',
      name: 'Souq China Jeddah branch',
      region: 'LOCAL',
      country: 'SA',
      address: 'Prince Sultan Road, Al Rawdah, Jeddah',
      contactName: 'Omar Al-Ghamdi',
      contactPhone: '+966 12 555 0144',
      postcode: '23435',
    },
  ],
  accra: [
    {
      id: 'accra-gh-ksi',
      name: 'Accra Cargo Kumasi pickup',
      region: 'LOCAL',
      country: 'GH',
      address: 'Harper Road, Adum, Kumasi',
      contactName: 'Yaw Boateng',
      contactPhone: '+233 32 255 0163',
      postcode: 'AK-039',
    },
  ],
  himal: [
    {
      id: 'himal-np-pkr',
      name: 'Himal Proxy Pokhara counter',
      region: 'LOCAL',
      country: 'NP',
      address: 'Lakeside Road, Ward 6, Pokhara',
      contactName: 'Bikash Gurung',
      contactPhone: '+977 61 555 0158',
      postcode: '33700',
    },
  ],
  lao: [
    {
      id: 'lao-la-lpq',
      name: 'Lao Shop Agent Luang Prabang counter',
      region: 'LOCAL',
      country: 'LA',
      address: 'Sisavangvong Road, Ban Xieng Mouane, Luang Prabang',
      contactName: 'Khamla Vongsa',
      contactPhone: '+856 71 555 0139',
      postcode: '06000',
    },
  ],
};
