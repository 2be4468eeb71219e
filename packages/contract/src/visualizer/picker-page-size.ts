/**
 * How many products a slot's picker lists per page ("More" adds the next): the `per_page` of
 * `POST /api/visualization/products`, which the bench asks for too.
 */
export const PICKER_PAGE_SIZE = 12;
