/** Any path the router does not know (the spec's title and developer hint, verbatim). */
export const notFound = {
  'notFound.documentTitle': 'Page not found',
  'notFound.title': '404 Page Not Found',
  'notFound.hint': 'Did you forget to add the page to the router?',
  'notFound.home': 'Back to home',
};
