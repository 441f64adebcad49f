// Path data of the Material icons only the in-stock parcels page draws with PlainIcon, copied from
// @mui/icons-material (Apache-2.0) under the same names (Inventory2Outlined's two paths joined into one). Beside the
// page's components: the build keeps every export of a module it loads, so a shared path file would carry these
// into every page.
export const INVENTORY_2_OUTLINED =
  'M20 2H4c-1 0-2 .9-2 2v3.01c0 .72.43 1.34 1 1.69V20c0 1.1 1.1 2 2 2h14c.9 0 2-.9 2-2V8.7c.57-.35 1-.97 1-1.69V4c0-1.1-1-2-2-2m-1 18H5V9h14zm1-13H4V4h16zM9 12h6v2H9z';
export const SAVINGS_OUTLINED =
  'M15 10c0-.55.45-1 1-1s1 .45 1 1-.45 1-1 1-1-.45-1-1M8 9h5V7H8zm14-1.5v6.97l-2.82.94L17.5 21H12v-2h-2v2H4.5S2 12.54 2 9.5 4.46 4 7.5 4h5c.91-1.21 2.36-2 4-2 .83 0 1.5.67 1.5 1.5 0 .21-.04.4-.12.58-.14.34-.26.73-.32 1.15l2.27 2.27zm-2 2h-1L15.5 6c0-.65.09-1.29.26-1.91-.97.25-1.76.97-2.09 1.91H7.5C5.57 6 4 7.57 4 9.5c0 1.88 1.22 6.65 2.01 9.5H8v-2h6v2h2.01l1.55-5.15 2.44-.82z';
export { LOCAL_SHIPPING_OUTLINED } from './doorCostIconPaths';
