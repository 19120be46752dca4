import { DIMENSIONS, DIMENSION_NAMES, type Dimension } from "./dimensions";

// The screen's filters, from its query: ?link= (a link's id) and one value per breakdown (?country=FR&
// device=mobile). They combine. An empty value is a value: ?referrer= is Direct, ?country= unknown.

/** A filter's query parameter is its breakdown's column name (?country=, ?utm_campaign=). */
export const FILTER_PARAMS: Record<Dimension, string> = DIMENSION_NAMES;

export interface Filters {
  link?: string;
  values: Partial<Record<Dimension, string>>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const MAX_VALUE = 100;

type Query = Record<string, string | string[] | undefined>;
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The filters of a query; a value no row could hold (too long, a malformed id) is left out. */
export function filtersFrom(query: Query): Filters {
  const link = first(query.link)?.toLowerCase();
  const values: Filters["values"] = {};
  for (const dimension of DIMENSIONS) {
    const value = first(query[FILTER_PARAMS[dimension]]);
    if (value !== undefined && value.length <= MAX_VALUE) values[dimension] = value;
  }
  return { link: link && UUID.test(link) ? link : undefined, values };
}

export const hasValueFilters = (filters: Filters) => Object.keys(filters.values).length > 0;

/** The query of filters (for links that add or remove one). */
export function filterQuery(filters: Filters): Record<string, string> {
  const query: Record<string, string> = {};
  if (filters.link) query.link = filters.link;
  for (const dimension of DIMENSIONS) {
    const value = filters.values[dimension];
    if (value !== undefined) query[FILTER_PARAMS[dimension]] = value;
  }
  return query;
}
