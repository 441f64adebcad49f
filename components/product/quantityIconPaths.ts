// The quantity stepper's − and + (Material's Remove and Add, copied from @mui/icons-material, Apache-2.0, under the
// same names), apart from the product page's other icons: the cart draws the stepper too and loads only these.
export const ADD = 'M19 13h-6v6h-2v-6H5v-2h6V5h2v6h6z';
export const REMOVE = 'M19 13H5v-2h14z';
