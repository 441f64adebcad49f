// The optimiser's widths and quality, read by next.config.js (what /_next/image accepts) and by the storefront's
// image element (components/common/FillImage.tsx: which of them a srcset lists), so the two cannot disagree.
module.exports = {
  deviceSizes: [640, 750, 828, 1080, 1200, 1920, 2048, 3840],
  imageSizes: [16, 32, 48, 64, 96, 128, 256, 384],
  quality: 75,
};
