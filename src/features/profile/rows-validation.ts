/**
 * How a form of rows (a field array: the page's links, the social links) is checked: when saved,
 * then as the rows change. With a field array, checking on blur set a row's errors from the moment
 * another field left focus (an empty address flagged while it was being typed), and the dialog's
 * height jumped under the pointer.
 */
export const ROWS_VALIDATION = { mode: 'onSubmit', reValidateMode: 'onChange' } as const;
