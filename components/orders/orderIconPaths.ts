// The purchase orders' Material icon ReceiptLongOutlined for PlainIcon, copied from
// @mui/icons-material (Apache-2.0). Beside the orders rather than in the shared plainIconPaths.ts: the build keeps
// every export of that file in every page using it. An icon of several paths is one path of several subpaths.
export const RECEIPT_LONG_OUTLINED =
  'M19.5 3.5 18 2l-1.5 1.5L15 2l-1.5 1.5L12 2l-1.5 1.5L9 2 7.5 3.5 6 2v14H3v3c0 1.66 1.34 3 3 3h12c1.66 0 3-1.34 3-3V2zM15 20H6c-.55 0-1-.45-1-1v-1h10zm4-1c0 .55-.45 1-1 1s-1-.45-1-1v-3H8V5h11zM9 7h6v2H9zm7 0h2v2h-2zm-7 3h6v2H9zm7 0h2v2h-2z';
