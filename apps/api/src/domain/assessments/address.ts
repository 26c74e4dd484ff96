/**
 * An assessment as an address names it (`/operation/{type}/{id}/`): its id and the method the
 * address claims, which must match (none given: any method). One named object rather than two
 * strings, so an id and a method cannot be passed in each other's place; a route's own params
 * (`{ type, id }`) are one.
 */
export interface AssessmentAddress {
  id: string;
  type?: string | undefined;
}
