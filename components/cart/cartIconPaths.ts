// The cart's Material icons (ShoppingCartOutlined, DeleteOutlined) for PlainIcon, and ImageOutlined from the
// shared imageIconPath.ts. Beside the cart rather than in the shared plainIconPaths.ts: the build keeps every export
// of that file in every page using it.
export const SHOPPING_CART_OUTLINED =
  'M15.55 13c.75 0 1.41-.41 1.75-1.03l3.58-6.49c.37-.66-.11-1.48-.87-1.48H5.21l-.94-2H1v2h2l3.6 7.59-1.35 2.44C4.52 15.37 5.48 17 7 17h12v-2H7l1.1-2zM6.16 6h12.15l-2.76 5H8.53zM7 18c-1.1 0-1.99.9-1.99 2S5.9 22 7 22s2-.9 2-2-.9-2-2-2m10 0c-1.1 0-1.99.9-1.99 2s.89 2 1.99 2 2-.9 2-2-.9-2-2-2';
export const DELETE_OUTLINED = 'M16 9v10H8V9zm-1.5-6h-5l-1 1H5v2h14V4h-3.5zM18 7H6v12c0 1.1.9 2 2 2h8c1.1 0 2-.9 2-2z';
export { IMAGE_OUTLINED } from '@/components/common/imageIconPath';
