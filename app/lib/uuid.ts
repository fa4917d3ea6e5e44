/**
 * A UUID as PostgreSQL prints it (any case): what an id from a URL or a form must look like before
 * it reaches a query, where anything else is the same 404 as an unknown id.
 */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
