// Path data of the Material icons only the account and messages pages draw with PlainIcon, copied from
// @mui/icons-material (Apache-2.0) under the same names. Not in components/common/plainIconPaths.ts, which every
// page loads first: the build keeps every export of a module it loads.
export const INBOX_OUTLINED =
  'M19 3H5c-1.1 0-2 .9-2 2v14c0 1.1.89 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2m0 16H5v-3h3.56c.69 1.19 1.97 2 3.45 2s2.75-.81 3.45-2H19zm0-5h-4.99c0 1.1-.9 2-2 2s-2-.9-2-2H5V5h14z';

// The account page's "log out of all devices" button.
export const LOGOUT =
  'm17 7-1.41 1.41L18.17 11H8v2h10.17l-2.58 2.58L17 17l5-5zM4 5h8V3H4c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h8v-2H4z';
