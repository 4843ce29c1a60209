/** Elements with this attribute (e.g. "Request" links on cards) choose the value of a request form's `slug` select. */
export const PICK_ATTRIBUTE = 'data-inquiry-pick';
