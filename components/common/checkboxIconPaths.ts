// The three faces of MUI's Checkbox (Material's CheckBoxOutlineBlank, CheckBox and IndeterminateCheckBox), drawn
// by PlainCheckbox. Beside it rather than in plainIconPaths.ts: the build keeps every export of that shared file.
export const CHECKBOX_BLANK =
  'M19 5v14H5V5h14m0-2H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2z';
export const CHECKBOX_CHECKED =
  'M19 3H5c-1.11 0-2 .9-2 2v14c0 1.1.89 2 2 2h14c1.11 0 2-.9 2-2V5c0-1.1-.89-2-2-2zm-9 14l-5-5 1.41-1.41L10 14.17l7.59-7.59L19 8l-9 9z';
export const CHECKBOX_INDETERMINATE =
  'M19 3H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2zm-2 10H7v-2h10v2z';
