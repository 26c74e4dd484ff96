// The API's paths that both sides spell: the server registers and writes them into its answers,
// the browser calls them. (The per-route table of issue 32, item 5, grows here.)

/** Where the API lives on the product's origin; every path below is relative to it. */
export const API_PREFIX = '/api';

/** An assessment's own resources (SPEC §7: GET /operation/{type}/{id}/...), relative to the API. */
export const assessmentPath = (type: string, id: string): string => `/operation/${type}/${id}`;
