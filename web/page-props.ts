/**
 * What wouter hands a route's page: the path's named parameters. Its own module, so that pages
 * can name it without importing the route table, which imports them.
 */
export type PageProps = { params: Record<string, string | undefined> };
