/** Field name used for errors that belong to no input (shown as a general message). */
export const NON_FIELD = 'detail';
