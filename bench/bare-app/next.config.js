// Next's defaults, except the two the storefront also turns off, so that the comparison is of the app and not
// of a header or a body hash. The build and the modules come from the repository's root (one node_modules).

/** @type {import('next').NextConfig} */
module.exports = {
  poweredByHeader: false,
  generateEtags: false,
};
