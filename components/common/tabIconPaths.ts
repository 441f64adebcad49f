// Path data of the arrows at the ends of a scrolling tab row (PlainScrollableTabs), copied from MUI's internal
// KeyboardArrowLeft and KeyboardArrowRight icons (MIT). A file of their own: the build keeps every export of a
// module it loads, and only pages with such a row need them.
export const KEYBOARD_ARROW_LEFT = 'M15.41 16.09l-4.58-4.59 4.58-4.59L14 5.5l-6 6 6 6z';
export const KEYBOARD_ARROW_RIGHT = 'M8.59 16.34l4.58-4.59-4.58-4.59L10 5.75l6 6-6 6z';
