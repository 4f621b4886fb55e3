/**
 * The list page sizes of the portal (the Vue template's Pagination: 20 by default). Apart from the
 * table, so that what only builds a list's address (the dashboard's links) does not load antd's Table.
 */
export const PAGE_SIZE_OPTIONS = [10, 20, 30, 50];
export const DEFAULT_PAGE_SIZE = 20;
