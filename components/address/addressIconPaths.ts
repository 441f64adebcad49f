// Path data of the Material icons the address books draw with PlainIcon, copied from @mui/icons-material (Apache-2.0)
// under the same names. Not in components/common/plainIconPaths.ts, which every page loads first: the build keeps
// every export of a module it loads.
export const ADD = 'M19 13h-6v6h-2v-6H5v-2h6V5h2v6h6z';
