// Path data of the Material icons the transit page draws with PlainIcon, copied from @mui/icons-material
// (Apache-2.0) under the same names. Not in components/common/plainIconPaths.ts, which every page loads first: the
// build keeps every export of a module it loads.
export const LOCAL_SHIPPING_OUTLINED =
  'M20 8h-3V4H3c-1.1 0-2 .9-2 2v11h2c0 1.66 1.34 3 3 3s3-1.34 3-3h6c0 1.66 1.34 3 3 3s3-1.34 3-3h2v-5zm-.5 1.5 1.96 2.5H17V9.5zM6 18c-.55 0-1-.45-1-1s.45-1 1-1 1 .45 1 1-.45 1-1 1m2.22-3c-.55-.61-1.33-1-2.22-1s-1.67.39-2.22 1H3V6h12v9zM18 18c-.55 0-1-.45-1-1s.45-1 1-1 1 .45 1 1-.45 1-1 1';
