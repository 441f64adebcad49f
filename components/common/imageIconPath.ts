// The Material icon ImageOutlined (copied from @mui/icons-material, Apache-2.0), drawn where a product has no
// picture: alone in its file, so a page that draws it loads no other icon's path with it.
export const IMAGE_OUTLINED =
  'M19 5v14H5V5zm0-2H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2m-4.86 8.86-3 3.87L9 13.14 6 17h12z';
